// An order's money as the shopper's pages show it: what the order costs, what was paid and how, what came back and
// how, and what is still to come back. Read from the order's own records (its amount, its cancellations, the refunds
// asked of the providers and the payments taken, read through the payments wing's face, its return requests, the
// store credit it gave back), for one order or a whole list at once. The orders wing takes it as its OrdersMoney hook.
import type { Kysely } from 'kysely';
import { toRupees } from '../../contract';
import { PAYMENT_METHOD, REFUND_DUE } from '../constants';
import type { DB } from '../db/schema';
import type { OrderMoney } from '../schemas/entities';
import { goodsPaise, linesOf, type OrderRow, type SoldLine } from '../orders';
import { paymentRecordsOf } from '../payments';

type Ways = OrderMoney['refunded'];

const noWays = (): Ways => ({ payment: 0, storeCredit: 0, bank: 0 });

/** Paise by way, in rupees. */
const inRupees = (ways: Ways): Ways => ({
  payment: toRupees(ways.payment),
  storeCredit: toRupees(ways.storeCredit),
  bank: toRupees(ways.bank),
});

const byOrder = <Row extends { order_id: string }>(rows: readonly Row[]): Map<string, Row[]> => {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), row]);
  return grouped;
};

/** The money of each order, by its id: six reads whatever the number of orders. */
export async function ordersMoney(db: Kysely<DB>, orders: readonly OrderRow[]): Promise<Map<string, OrderMoney>> {
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const lines = await linesOf(db, ids);
  const cancellations = byOrder(
    await db
      .selectFrom('order_cancellations')
      .select(['order_id', 'amount_paise'])
      .where('order_id', 'in', ids)
      .execute(),
  );
  const records = await paymentRecordsOf(db, ids);
  const refunds = byOrder(records.refunds);
  const payments = byOrder(records.payments);
  const requests = byOrder(
    await db
      .selectFrom('return_requests')
      .select(['order_id', 'amount_paise', 'state', 'refund_route'])
      .where('order_id', 'in', ids)
      .where('kind', '=', 'refund')
      .execute(),
  );
  const credit = byOrder(
    await db
      .selectFrom('store_credit')
      .select(['order_id', 'amount_paise'])
      .where('order_id', 'in', ids)
      .where('amount_paise', '>', 0)
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, order_id: row.order_id ?? '' }))),
  );
  return new Map(
    orders.map((order) => [
      order.id,
      moneyOf(order, lines.get(order.id) ?? [], {
        cancelled: cancellations.get(order.id) ?? [],
        refunds: refunds.get(order.id) ?? [],
        payments: payments.get(order.id) ?? [],
        requests: requests.get(order.id) ?? [],
        credit: credit.get(order.id) ?? [],
      }),
    ]),
  );
}

/** One order's money. */
export async function orderMoney(db: Kysely<DB>, order: OrderRow): Promise<OrderMoney> {
  const money = (await ordersMoney(db, [order])).get(order.id);
  if (!money) throw new Error(`Order ${order.id} has no money.`);
  return money;
}

interface Records {
  cancelled: ReadonlyArray<{ amount_paise: number }>;
  refunds: ReadonlyArray<{ payment_id: string; amount_paise: number; state: string }>;
  payments: ReadonlyArray<{ payment_id: string; amount_paise: number; outcome: string }>;
  requests: ReadonlyArray<{ amount_paise: number; state: string; refund_route: string | null }>;
  credit: ReadonlyArray<{ amount_paise: number }>;
}

const sum = (rows: ReadonlyArray<{ amount_paise: number }>): number =>
  rows.reduce((total, row) => total + row.amount_paise, 0);

function moneyOf(order: OrderRow, lines: readonly SoldLine[], records: Records): OrderMoney {
  const cash = order.payment_method === PAYMENT_METHOD.cod;
  const cancelledPaise = sum(records.cancelled);
  // A cash order's amount went down with each cancellation (and its store credit with it); an online order's did not:
  // its cancelled pieces come back as refunds.
  const totalPaise = order.amount_paise + order.credit_paise;
  const refunded = noWays();
  const pending = noWays();
  for (const refund of records.refunds)
    if (refund.state === 'processed') refunded.payment += refund.amount_paise;
    else pending.payment += refund.amount_paise;
  // A payment the order could not take, not asked of the provider yet (the operator's Refund, or the shop's own).
  const asked = (paymentId: string) => records.refunds.some((refund) => refund.payment_id === paymentId);
  for (const payment of records.payments)
    if (payment.outcome === 'refund' && !asked(payment.payment_id)) pending.payment += payment.amount_paise;
  if (
    order.status === REFUND_DUE &&
    order.payment_ref &&
    !records.payments.some((payment) => payment.payment_id === order.payment_ref) &&
    !asked(order.payment_ref)
  )
    pending.payment += order.amount_paise;
  for (const request of records.requests) {
    const way =
      request.refund_route === 'storeCredit' ? 'storeCredit' : request.refund_route === 'bank' ? 'bank' : null;
    if (request.state === 'rejected') continue;
    // A provider refund is counted by its refund, once the return is refunded.
    if (request.state === 'refunded') {
      if (way === 'bank') refunded.bank += request.amount_paise;
    } else pending[way ?? 'payment'] += request.amount_paise;
  }
  refunded.storeCredit += sum(records.credit);
  const paidPaise = order.payment ? order.amount_paise : 0;
  return {
    subtotal: toRupees(goodsPaise(lines)),
    deliveryFee: toRupees(order.delivery_fee_paise),
    cancelled: toRupees(cancelledPaise),
    total: toRupees(totalPaise),
    storeCredit: toRupees(order.credit_paise),
    paid: toRupees(paidPaise),
    toPay: cash && !order.payment ? toRupees(order.amount_paise) : 0,
    refunded: inRupees(refunded),
    pending: inRupees(pending),
  };
}
