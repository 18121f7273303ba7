// The invoices wing's face: GST tax invoices and credit notes. An order gets one invoice, numbered from the financial
// year's consecutive series, in the transaction that pays it (online) or delivers it (cash): the orders wing hands in
// the sale (issueInvoiceIn). Money given back against an invoiced order (a cancellation, a refunded return, a refund)
// gets a credit note, from its own series, in the transaction that gives it back (issueCreditNoteIn). Their PDFs
// (routes), the month's export and the series' check (for the CLI), the HSN code of each product type, and the
// shop's tax particulars the server starts with (recordShopTax). It imports only the places wing: a state's key, so a
// buyer's older or other spelling of the shop's state is still within it.
export { issueInvoiceIn } from './issue';
export { issueCreditNoteIn, type Credit, type CreditReason } from './creditNotes';
export type { Sale, SaleLine } from './sale';
export { recordShopTax, hsnCodes, setHsnCode, shopTax, type HsnCode } from './shopTax';
export { invoiceSummaryOf, invoiceOfOrder, invoicesOfMonth, type Invoice } from './records';
export { creditNoteOf, creditNotesOfMonth, taxDocumentsOf, type CreditNote, type TaxDocuments } from './creditRecords';
export { checkSeries, type SeriesCheck } from './series';
export { handTaxDocumentsOver } from './holders';
export { creditNotePdf, invoicePdf } from './pdf';
export { adminInvoiceRoutes, invoiceRoutes } from './routes';
export { monthCsv } from './export';
export { financialYear } from './taxMath';
