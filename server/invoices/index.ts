// The invoices wing's face: GST tax invoices. An order gets one, numbered from the financial year's consecutive
// series, in the transaction that pays it (online) or delivers it (cash): the orders wing hands in the sale
// (issueInvoiceIn). Its PDF (routes), the month's export and the series' check (for the CLI), the HSN code of each
// product type, and the shop's tax particulars the server starts with (recordShopTax). It imports no other wing.
export { issueInvoiceIn } from './issue';
export type { Sale, SaleLine } from './sale';
export { recordShopTax, hsnCodes, setHsnCode, shopTax, type HsnCode } from './shopTax';
export {
  checkSeries,
  invoiceSummaryOf,
  invoiceOfOrder,
  invoicesOfMonth,
  type Invoice,
  type SeriesCheck,
} from './records';
export { invoicePdf } from './pdf';
export { adminInvoiceRoutes, invoiceRoutes } from './routes';
export { monthCsv } from './export';
export { financialYear } from './taxMath';
