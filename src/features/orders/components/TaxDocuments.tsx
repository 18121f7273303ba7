// The order's GST tax invoice (its number and date, and its PDF) and each credit note issued against it (a refund, a
// cancellation or a return after the invoice), each with its own PDF. Before the invoice is issued, the page says
// when it will be: at payment for an order paid online, at delivery for cash.
import styled from 'styled-components';
import { ORDER_STATUS } from '../../../../contract';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation, type MessageKey } from '../../../shared/i18n';
import { DownloadButton, pdfNamed } from '../../../shared/ui/DownloadButton';
import { useLazyCreditNotePdfQuery, useLazyOrderInvoicePdfQuery, type OrderDetail } from '../ordersApi';

/** Orders that ended before they were paid or delivered (cancelled, or paid too late and refunded) get no invoice. */
const ENDED: readonly string[] = [ORDER_STATUS.cancelled, ORDER_STATUS.refundDue, ORDER_STATUS.refunded];

/** What the page says of an order that has no invoice yet, or never will. */
function noInvoiceYet(order: OrderDetail): MessageKey {
  if (ENDED.includes(order.status)) return 'orders.invoice.none';
  return order.paymentMethod === 'COD' ? 'orders.invoice.atDelivery' : 'orders.invoice.atPayment';
}

export function TaxDocuments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [invoicePdf] = useLazyOrderInvoicePdfQuery();
  const [creditNotePdf] = useLazyCreditNotePdfQuery();
  const { invoice, creditNotes } = order;
  const issued = (at: number) => (
    <time dateTime={new Date(at).toISOString()}>
      {t('orders.invoice.issuedOn', { date: formatDate(at, language) })}
    </time>
  );

  return (
    <>
      {invoice ? (
        <Document>
          <p className="number">{t('orders.invoice.number', { number: invoice.number })}</p>
          <p>{issued(invoice.issuedAt)}</p>
          <DownloadButton
            load={() => invoicePdf({ orderId: order._id }).unwrap()}
            fileName={pdfNamed(invoice.number)}
            label={t('orders.invoice.download')}
            busyLabel={t('orders.invoice.preparing')}
          />
        </Document>
      ) : (
        <p>{t(noInvoiceYet(order))}</p>
      )}
      {creditNotes.length > 0 && (
        <CreditNotes>
          <h3 id="order-credit-notes">{t('orders.invoice.creditNotes')}</h3>
          <Notes aria-labelledby="order-credit-notes">
            {creditNotes.map((note) => (
              <Document as="li" key={note.id}>
                <p className="number">{t('orders.invoice.creditNote', { number: note.number })}</p>
                <p>
                  {issued(note.issuedAt)} · {t('orders.invoice.amount', { amount: formatPrice(note.amount, language) })}
                </p>
                <DownloadButton
                  load={() => creditNotePdf({ id: note.id }).unwrap()}
                  fileName={pdfNamed(note.number)}
                  label={t('orders.invoice.downloadCreditNote')}
                  ariaLabel={t('orders.invoice.downloadCreditNoteNamed', { number: note.number })}
                  busyLabel={t('orders.invoice.preparing')}
                />
              </Document>
            ))}
          </Notes>
        </CreditNotes>
      )}
    </>
  );
}

const Document = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  & p {
    overflow-wrap: anywhere;
  }
  & p.number {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const CreditNotes = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
