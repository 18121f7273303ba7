// What the orders wing asks of this wing through its hooks (orders' laterWings.ts), for app.ts and the CLI to hand it:
// what an order's page says of its pieces and refunds, and the shop's cancellation of a whole order.
import type { CancelOrder, OrderStory } from '../orders';
import { orderRefunds } from '../payments';
import { afterSaleDetail } from './afterSaleDetail';
import { cancellationRefundKey, cancelPiecesIn } from './cancellations';

/** An order's page beyond the order: its refunds (the payments wing's) and what became of its pieces. */
export const orderStory: OrderStory = async (db, order, returnWindowDays) => ({
  refunds: await orderRefunds(db, order.id),
  ...(await afterSaleDetail(db, order, returnWindowDays)),
});

/** The shop cancels every piece not cancelled yet, in the caller's transaction; answers the refund's key. */
export const cancelWholeOrderIn: CancelOrder['cancelIn'] = async (trx, orderId, by, mail) =>
  cancellationRefundKey((await cancelPiecesIn(trx, { orderId, reason: 'shop', by }, mail)).cancellationId);
