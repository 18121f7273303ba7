// The one order a shopper's online payment waits on: found or made under the shopper's lock, holding its units, with
// the provider's reference written once and a claim on asking the provider.
import type { Kysely, Transaction } from 'kysely';
import { AWAITING_PAYMENT } from '../constants';
import type { DB } from '../db/schema';
import { dbNow } from '../db/clock';
import { cartLines } from './cart';
import { cancelWaitingOrders, expireWaitingOrders } from './paymentOutcomes';
import { pricedOrder, type NewOrder, type PricedOrder } from './pricing';
import type { OrderRow } from './queries';
import { applyStock, linesChanges, lockStockRows } from '../stock';
import { linesOf, sameLines, stockLinesOf, writeOrderLines, type SoldLine } from './lines';
import { lockUser } from '../accounts';
import { keepProductsUnchanged } from '../catalog';

/** How long an unpaid online order is offered again for the same cart instead of a new one. */
const REUSE_UNPAID_MS = 30 * 60 * 1000;

export interface WaitingOrder {
  order: OrderRow;
  /** Orders that waited for this shopper's payment before and were cancelled now (their checkouts should close). */
  replaced: OrderRow[];
  /** Whether this request is the one to ask the provider for the order's session or order. */
  claimed: boolean;
}

/** What a payment is started for: the order, how it is paid and, for a card checkout, the storefront it returns to. */
export type PaymentOrder = NewOrder & { paymentMethod: string; returnOrigin: string | null };

/**
 * The same cart at the same prices, to the same address, by the same method, back to the same storefront: what the
 * shopper sees now, where they are now.
 */
const isFor = (
  row: OrderRow,
  lines: readonly SoldLine[],
  { row: priced, lines: pricedLines }: PricedOrder,
  { paymentMethod, returnOrigin }: PaymentOrder,
) =>
  sameLines(lines, pricedLines) &&
  row.amount_paise === priced.amount_paise &&
  row.address === priced.address &&
  row.payment_method === paymentMethod &&
  row.return_origin === returnOrigin &&
  row.created_at > priced.created_at - REUSE_UNPAID_MS;

/** The shopper's orders awaiting online payment. */
const waitingOrders = (trx: Transaction<DB>, userId: string) =>
  trx
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', AWAITING_PAYMENT)
    .where('payment', '=', 0)
    .execute();

/**
 * The shopper's one order awaiting online payment, for what they see now. Under the shopper's lock, so any number
 * of parallel starts find or make the same one: an order waiting for exactly this cart, address, method and return
 * storefront is reused (so the provider is asked once, with one idempotency key); any other waiting order is cancelled
 * and can never be paid. A start from another storefront is such another order: its checkout returns the shopper
 * there, where their session is. A new order holds its units for `holdMs` (StockShortfall when too few are left); one
 * whose hold has ended expires. When nobody has asked the provider yet (or whoever did has given up), this request
 * claims the asking for `claimMs`. The cart stays until the payment is confirmed.
 */
export async function waitingOrderFor(
  db: Kysely<DB>,
  order: PaymentOrder,
  { claimMs, holdMs }: { claimMs: number; holdMs: number },
): Promise<WaitingOrder> {
  const { userId, paymentMethod, returnOrigin } = order;
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const lines = await cartLines(trx, userId);
    // The cart's products and those of the orders this may replace stay as they are until this commits: a catalog
    // change of one waits, then finds the order made here and cancels it; one under way is waited for first, so its
    // prices are the ones read, and it never cancels an order this is replacing (their locks would cross).
    const before = (await waitingOrders(trx, userId)).map((row) => row.id);
    const replaceable = [...(await linesOf(trx, before)).values()].flat();
    await keepProductsUnchanged(trx, [
      ...lines.map((line) => line.product_id),
      ...replaceable.map((line) => line.productId),
    ]);
    const priced = await pricedOrder(trx, order, lines);
    // The database's clock, which every process shares: a hold one writes, another judges.
    const now = await dbNow<DB>(trx);
    const waiting = await waitingOrders(trx, userId);
    const waitingLines = await linesOf(
      trx,
      waiting.map((row) => row.id),
    );
    const linesOfRow = (row: OrderRow) => waitingLines.get(row.id) ?? [];
    const ended = waiting.filter((row) => row.stock_held_until !== null && row.stock_held_until <= now);
    const current = waiting.find((row) => !ended.includes(row) && isFor(row, linesOfRow(row), priced, order));
    const replaced = waiting.filter((row) => row !== current);
    const held = current ? [] : stockLinesOf(priced.lines);
    // Units given back and then taken in one transaction: their rows are locked first, in the one order of all.
    if (replaced.length > 0 && held.length > 0)
      await lockStockRows(trx, [...replaced.flatMap((row) => stockLinesOf(linesOfRow(row))), ...held]);
    await expireWaitingOrders(
      trx,
      ended.map((row) => row.id),
      now,
    );
    await cancelWaitingOrders(
      trx,
      replaced.map((row) => row.id),
    );
    let row: OrderRow = current ?? {
      ...priced.row,
      status: AWAITING_PAYMENT,
      payment_method: paymentMethod,
      provider_ref: null,
      provider_url: null,
      provider_claimed_until: null,
      payment_ref: null,
      paid_at: null,
      stock_state: 'held',
      stock_held_until: now + holdMs,
      credit_paise: 0,
      exchange_of: null,
      return_origin: returnOrigin,
      cancel_reason: null,
      reconciled_at: null,
    };
    if (!current) {
      await trx.insertInto('orders').values(row).execute();
      await writeOrderLines(trx, row.id, priced.lines);
      await applyStock(trx, linesChanges(held, -1, 'hold', row.id));
    }
    const claimable =
      row.provider_ref === null && (row.provider_claimed_until === null || row.provider_claimed_until <= now);
    if (claimable) {
      row = { ...row, provider_claimed_until: now + claimMs };
      await trx
        .updateTable('orders')
        .set({ provider_claimed_until: row.provider_claimed_until })
        .where('id', '=', row.id)
        .execute();
    }
    return { order: row, replaced, claimed: claimable };
  });
}

/**
 * Writes the provider's reference, only if the order has none yet and still awaits payment, and ends the claim.
 * Answers the order as it is now, whose reference may be another request's.
 */
export async function storeProviderRef(
  db: Kysely<DB>,
  orderId: string,
  ref: { id: string; url: string | null },
): Promise<OrderRow> {
  await db
    .updateTable('orders')
    .set({ provider_ref: ref.id, provider_url: ref.url, provider_claimed_until: null })
    .where('id', '=', orderId)
    .where('provider_ref', 'is', null)
    .where('status', '=', AWAITING_PAYMENT)
    .execute();
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** Gives up a claim (the provider failed), so that the shopper's retry may ask again at once. */
export async function releaseClaim(db: Kysely<DB>, orderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ provider_claimed_until: null })
    .where('id', '=', orderId)
    .where('provider_ref', 'is', null)
    .execute();
}
