// Issuing an order's invoice, once, in the transaction that pays or delivers it: its number is the next of the
// financial year's series, taken in that transaction (series.ts: no number twice, none missed).
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { invoiceLines, totalsOf, type Sale } from './sale';
import { nextSequence } from './series';
import { hsnCodes, shopTax, type Seller } from './shopTax';
import { financialYear, invoiceNumber, sameState, taxColumns } from './taxMath';

/**
 * Issues the sale's invoice in the caller's transaction and answers its number; an order invoiced already keeps its
 * invoice (a payment confirmed twice, a retry). A sale of nothing (every piece cancelled, an exchange's replacement,
 * which costs nothing) has no invoice: null.
 */
export async function issueInvoiceIn(trx: Transaction<DB>, sale: Sale): Promise<string | null> {
  const issued = await trx
    .selectFrom('invoices')
    .select('number')
    .where('order_id', '=', sale.orderId)
    .executeTakeFirst();
  if (issued) return issued.number;
  if (sale.valuePaise <= 0 || sale.lines.length === 0) return null;
  const shop = await shopTax(trx);
  const buyerState = sale.address.state ?? '';
  const intraState = sameState(buyerState, shop.state);
  const hsn = new Map((await hsnCodes(trx)).map((code) => [code.productType, code.hsn]));
  const lines = invoiceLines(sale, { hsn, deliveryFeeRate: shop.deliveryFeeRate, intraState });
  const totals = totalsOf(lines);
  const year = financialYear(sale.at);
  const sequence = await nextSequence(trx, 'invoices', year);
  const number = invoiceNumber(year, sequence);
  const id = randomUUID();
  const seller: Seller = { gstin: shop.gstin, legalName: shop.legalName, address: shop.address, state: shop.state };
  await trx
    .insertInto('invoices')
    .values({
      id,
      number,
      financial_year: year,
      sequence,
      order_id: sale.orderId,
      user_id: sale.userId,
      issued_at: sale.at,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(sale.address),
      buyer_state: buyerState,
      intra_state: intraState ? 1 : 0,
      ...taxColumns(totals),
    })
    .execute();
  await trx
    .insertInto('invoice_lines')
    .values(
      lines.map((line, index) => ({
        invoice_id: id,
        line_no: index + 1,
        kind: line.kind,
        name: line.name,
        name_hi: line.nameHi,
        size: line.size,
        hsn: line.hsn,
        quantity: line.quantity,
        rate_percent: line.rate,
        ...taxColumns(line),
        order_line: line.orderLine,
      })),
    )
    .execute();
  return number;
}
