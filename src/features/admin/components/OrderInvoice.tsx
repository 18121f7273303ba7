// An order's tax invoice (its number and date, and its PDF) and the credit notes issued against it (number, date,
// amount, each with its PDF), for the operator (or the accountant beside them). Before the invoice is issued the part
// says when it will be; the PDFs are named after their numbers, as the shopper's are.
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage } from '../../../shared/i18n';
import { DownloadButton, pdfNamed } from '../../../shared/ui/DownloadButton';
import { useLazyAdminCreditNotePdfQuery, useLazyAdminOrderInvoicePdfQuery, type TaxDocument } from '../adminApi';
import { DataTable } from './DataTable';
import { Part } from './ui';
import { useAdminText } from './useAdminText';

export interface OrderInvoiceProps {
  orderId: string;
  invoice: TaxDocument | null;
  creditNotes: readonly TaxDocument[];
}

export function OrderInvoice({ orderId, invoice, creditNotes }: OrderInvoiceProps) {
  const text = useAdminText();
  const language = useLanguage();
  const [invoicePdf] = useLazyAdminOrderInvoicePdfQuery();
  const [creditNotePdf] = useLazyAdminCreditNotePdfQuery();
  return (
    <Part aria-labelledby="admin-order-invoice">
      <h3 id="admin-order-invoice">{text.taxInvoice}</h3>
      {invoice ? (
        <>
          <p>
            {text.invoiceNumber(invoice.number)} · {text.issuedOn(formatDate(invoice.issuedAt, language))}
          </p>
          <DownloadButton
            load={() => invoicePdf({ id: orderId }).unwrap()}
            fileName={pdfNamed(invoice.number)}
            label={text.downloadInvoice}
            busyLabel={text.preparingPdf}
          />
        </>
      ) : (
        <p>{text.noInvoiceYet}</p>
      )}
      {creditNotes.length > 0 && (
        <>
          <h3 id="admin-order-credit-notes">{text.creditNotes}</h3>
          <DataTable
            columns={[text.documentNumber, text.issued, text.amount, text.pdf]}
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
                label={text.downloadCreditNote}
                ariaLabel={text.downloadCreditNoteNamed(note.number)}
                busyLabel={text.preparingPdf}
              />,
            ]}
          />
        </>
      )}
    </Part>
  );
}
