// What the invoices wing is told of a sale, in the transaction that makes it one: an online order's payment
// (paymentOutcomes.ts) or a cash order's delivery (lifecycle.ts). Pieces cancelled before then are not sold.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { issueInvoiceIn, type SaleLine } from '../invoices';
import { orderClaims, orderPieces, orderValue } from './pieces';
import { orderLinesOf } from './lines';

/** Issues the order's tax invoice (once: a second call keeps the first) and answers its number, or null. */
export async function invoiceSaleIn(trx: Transaction<DB>, orderId: string, at: number): Promise<string | null> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const cancelled = new Set(
    (await orderClaims(trx, orderId)).filter((claim) => claim.claim === 'cancel').map((claim) => claim.unit),
  );
  const lines = new Map<number, SaleLine>();
  for (const piece of orderPieces({ lines: await orderLinesOf(trx, orderId) })) {
    if (cancelled.has(piece.id)) continue;
    const line = lines.get(piece.index);
    if (line) line.quantity += 1;
    else
      lines.set(piece.index, {
        line: piece.index + 1,
        name: piece.line.name,
        ...(piece.line.nameHi ? { nameHi: piece.line.nameHi } : {}),
        productType: piece.line.subCategory,
        ...(piece.line.hsnCode !== null && { hsn: piece.line.hsnCode }),
        size: piece.line.size,
        quantity: 1,
        unitPricePaise: piece.pricePaise,
      });
  }
  return issueInvoiceIn(trx, {
    orderId,
    userId: order.user_id,
    at,
    address: JSON.parse(order.address) as Record<string, string>,
    valuePaise: orderValue(order),
    lines: [...lines.values()],
  });
}
