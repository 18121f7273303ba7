// Issuing a credit note against an order's invoice, in the transaction that gives the money back (a cancellation of
// an invoiced order, a refunded return, a refund): its number is the next of the year's credit note series, taken in
// that transaction (series.ts), and what made it (its reason and source id) gets one credit note however often it
// is retried.
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { DB, InvoiceLinesTable } from '../db/schema';
import { creditShares, type OpenLine } from './creditLines';
import { nextSequence } from './series';
import { totalsOf } from './sale';
import { creditNoteNumber, financialYear, taxColumns } from './taxMath';

export type CreditReason = 'cancellation' | 'return' | 'refund';

export interface Credit {
  orderId: string;
  /** When the money was given back, milliseconds since 1970. */
  at: number;
  reason: CreditReason;
  /** The cancellation's, return request's or refund's id. */
  sourceId: string;
  /** The pieces that go back, as the order names them (`<line>.<unit>`); none: the amount alone. */
  units?: readonly string[];
  /** What was refunded or credited, in paise: the credit note's total (never more than the invoice has left). */
  amountPaise: number;
}

/** How many pieces of each order line go back. */
function piecesByLine(units: readonly string[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const unit of units) {
    const line = Number(unit.split('.')[0]);
    if (Number.isInteger(line)) pieces.set(line, (pieces.get(line) ?? 0) + 1);
  }
  return pieces;
}

/** The invoice's lines less what its credit notes took back already. */
async function openLines(
  trx: Transaction<DB>,
  invoiceId: string,
  lines: readonly Selectable<InvoiceLinesTable>[],
): Promise<OpenLine[]> {
  const credited = await trx
    .selectFrom('credit_note_lines')
    .innerJoin('credit_notes', 'credit_notes.id', 'credit_note_lines.credit_note_id')
    .select([
      'credit_note_lines.invoice_line_no',
      'credit_note_lines.quantity',
      'credit_note_lines.taxable_paise',
      'credit_note_lines.cgst_paise',
      'credit_note_lines.sgst_paise',
      'credit_note_lines.igst_paise',
      'credit_note_lines.total_paise',
    ])
    .where('credit_notes.invoice_id', '=', invoiceId)
    .execute();
  return lines.map((line) => {
    const taken = credited.filter((row) => row.invoice_line_no === line.line_no);
    const less = (pick: (row: (typeof taken)[number]) => number) =>
      taken.reduce((left, row) => left - Number(pick(row)), 0);
    return {
      lineNo: line.line_no,
      kind: line.kind,
      orderLine: line.order_line,
      rate: line.rate_percent,
      units: line.quantity + less((row) => row.quantity),
      left: {
        taxable: line.taxable_paise + less((row) => row.taxable_paise),
        cgst: line.cgst_paise + less((row) => row.cgst_paise),
        sgst: line.sgst_paise + less((row) => row.sgst_paise),
        igst: line.igst_paise + less((row) => row.igst_paise),
        total: line.total_paise + less((row) => row.total_paise),
      },
    };
  });
}

/**
 * Issues the credit note in the caller's transaction and answers its number: the pieces named at their invoice
 * lines' rates, the delivery fee's share when the amount includes it, totalling the amount to the paisa. Null when
 * there is nothing to credit: the order has no invoice (cancelled before it was paid or delivered), or nothing is
 * left on it. Issued once per reason and source: a retry answers the first one's number.
 */
export async function issueCreditNoteIn(trx: Transaction<DB>, credit: Credit): Promise<string | null> {
  const issued = await trx
    .selectFrom('credit_notes')
    .select('number')
    .where('reason', '=', credit.reason)
    .where('source_id', '=', credit.sourceId)
    .executeTakeFirst();
  if (issued) return issued.number;
  const invoice = await trx
    .selectFrom('invoices')
    .select(['id', 'user_id', 'buyer_state', 'intra_state'])
    .where('order_id', '=', credit.orderId)
    .executeTakeFirst();
  if (!invoice) return null;
  const lines = await trx
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .orderBy('line_no')
    .execute();
  const open = await openLines(trx, invoice.id, lines);
  const pieces = credit.units === undefined ? null : piecesByLine(credit.units);
  const shares = creditShares(open, pieces, credit.amountPaise, invoice.intra_state === 1);
  if (shares.length === 0) return null;
  const totals = totalsOf(shares);
  const year = financialYear(credit.at);
  const sequence = await nextSequence(trx, 'creditNotes', year);
  const number = creditNoteNumber(year, sequence);
  const id = randomUUID();
  await trx
    .insertInto('credit_notes')
    .values({
      id,
      number,
      financial_year: year,
      sequence,
      invoice_id: invoice.id,
      order_id: credit.orderId,
      user_id: invoice.user_id,
      issued_at: credit.at,
      reason: credit.reason,
      source_id: credit.sourceId,
      buyer_state: invoice.buyer_state,
      intra_state: invoice.intra_state,
      ...taxColumns(totals),
    })
    .execute();
  await trx
    .insertInto('credit_note_lines')
    .values(
      shares.map((share, index) => {
        const line = lines.find((row) => row.line_no === share.lineNo);
        if (!line) throw new Error(`Invoice ${invoice.id} has no line ${share.lineNo}.`);
        return {
          credit_note_id: id,
          line_no: index + 1,
          invoice_line_no: share.lineNo,
          kind: line.kind,
          name: line.name,
          name_hi: line.name_hi,
          size: line.size,
          hsn: line.hsn,
          quantity: share.quantity,
          rate_percent: line.rate_percent,
          ...taxColumns(share),
        };
      }),
    )
    .execute();
  return number;
}
