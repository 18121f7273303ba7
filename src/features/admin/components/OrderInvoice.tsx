// An order's tax invoice as a PDF, for the operator (or the accountant beside them). The operator's order answer does
// not say whether one is issued: the server's refusal says so ("no tax invoice yet") when it is not.
import { orderNumber } from '../../../../contract';
import { DownloadButton, pdfNamed } from '../../../shared/ui/DownloadButton';
import { useLazyAdminOrderInvoicePdfQuery } from '../adminApi';
import { Part } from './ui';
import { useAdminText } from './useAdminText';

export function OrderInvoice({ orderId }: { orderId: string }) {
  const text = useAdminText();
  const [invoicePdf] = useLazyAdminOrderInvoicePdfQuery();
  return (
    <Part aria-labelledby="admin-order-invoice">
      <h3 id="admin-order-invoice">{text.taxInvoice}</h3>
      <DownloadButton
        load={() => invoicePdf({ id: orderId }).unwrap()}
        fileName={pdfNamed(`invoice-order-${orderNumber(orderId)}`)}
        label={text.downloadInvoice}
        busyLabel={text.preparingPdf}
      />
    </Part>
  );
}
