// What the orders wing asks of this wing through its hooks (orders' laterWings.ts), for app.ts and the CLI to hand it:
// what orders' money and an order's page say of its pieces and refunds, and the shop's cancellation of a whole order.
import type { CancelOrder, OrdersMoney, OrderStory, PieceStates } from '../orders';
import { orderRefunds } from '../payments';
import { afterSaleDetail } from './afterSaleDetail';
import { cancellationRefundKey, cancelPiecesIn } from './cancellations';
import { orderMoney, ordersMoney as moneyOfOrders } from './money';
import { orderClaims, unitStates } from './pieces';

/** What orders' money says, for the shopper's order list. */
export const ordersMoney: OrdersMoney = moneyOfOrders;

/** An order's page beyond the order: its money, its refunds (the payments wing's) and what became of its pieces. */
export const orderStory: OrderStory = async (db, order, returnWindowDays) => ({
  money: await orderMoney(db, order),
  refunds: await orderRefunds(db, order.id),
  ...(await afterSaleDetail(db, order, returnWindowDays)),
});

/** The shop cancels every piece not cancelled yet, in the caller's transaction; answers the refund's key. */
export const cancelWholeOrderIn: CancelOrder['cancelIn'] = async (trx, orderId, by, mail) =>
  cancellationRefundKey((await cancelPiecesIn(trx, { orderId, reason: 'shop', by }, mail)).cancellationId);

/** What became of each of an order's pieces: its claims, and the requests that made them. */
export const pieceStatesOf: PieceStates = async (db, orderId) =>
  unitStates(
    await orderClaims(db, orderId),
    await db.selectFrom('return_requests').select(['id', 'state']).where('order_id', '=', orderId).execute(),
  );
