// The invoices wing's refusals; plugins/errors.ts and the CLI pick their statuses and exit codes.
import { NotFound } from '../errors';

/** No invoice for this order: not paid (online) or delivered (cash) yet, or not the asker's order. */
export class InvoiceNotFound extends NotFound {}

/** No such credit note, or not the asker's. */
export class CreditNoteNotFound extends NotFound {}
