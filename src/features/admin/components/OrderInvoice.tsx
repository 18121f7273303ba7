// An order's tax invoice (its number and date, and its PDF) and the credit notes issued against it (number, date,
// amount, each with its PDF), for the operator (or the accountant beside them). Before the invoice is issued the part
// says when it will be; the PDFs are named after their numbers, as the shopper's are.
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { DownloadButton, pdfNamed } from '../../../shared/ui/DownloadButton';
import { useLazyAdminCreditNotePdfQuery, useLazyAdminOrderInvoicePdfQuery, type TaxDocument } from '../adminApi';
import { DataTable } from './DataTable';
import { Part } from './ui';

export interface OrderInvoiceProps {
  orderId: string;
  invoice: TaxDocument | null;
  creditNotes: readonly TaxDocument[];
}

export function OrderInvoice({ orderId, invoice, creditNotes }: OrderInvoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [invoicePdf] = useLazyAdminOrderInvoicePdfQuery();
  const [creditNotePdf] = useLazyAdminCreditNotePdfQuery();
  return (
    <Part aria-labelledby="admin-order-invoice">
      <h3 id="admin-order-invoice">{t('admin.taxInvoice')}</h3>
      {invoice ? (
        <>
          <p>
            {t('admin.invoiceNumber', { number: invoice.number })} ·{' '}
            {t('admin.issuedOn', { date: formatDate(invoice.issuedAt, language) })}
          </p>
          <DownloadButton
            load={() => invoicePdf({ id: orderId }).unwrap()}
            fileName={pdfNamed(invoice.number)}
            label={t('admin.downloadInvoice')}
            busyLabel={t('admin.preparingPdf')}
          />
        </>
      ) : (
        <p>{t('admin.noInvoiceYet')}</p>
      )}
      {creditNotes.length > 0 && (
        <>
          <h3 id="admin-order-credit-notes">{t('admin.creditNotes')}</h3>
          <DataTable
            columns={[t('admin.documentNumber'), t('admin.issued'), t('admin.amount'), t('admin.pdf')]}
            rows={creditNotes}
            rowKey={(note) => note.id}
            cells={(note) => [
              note.number,
              formatDate(note.issuedAt, language),
              formatPrice(note.amount, language),
              <DownloadButton
                key="pdf"
                load={() => creditNotePdf({ id: note.id }).unwrap()}
                fileName={pdfNamed(note.number)}
                label={t('admin.downloadCreditNote')}
                ariaLabel={t('admin.downloadCreditNoteNamed', { number: note.number })}
                busyLabel={t('admin.preparingPdf')}
              />,
            ]}
          />
        </>
      )}
    </Part>
  );
}
