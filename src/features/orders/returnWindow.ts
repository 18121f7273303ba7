// The return window of a delivered order, as its page says it: until when it is open, or when it closed.
import type { OrderDetail } from './ordersApi';

/**
 * When the order's return window closed, if it has by `now`; null while it is open, and for an order that never had
 * one (not delivered, an exchange, every piece cancelled or sent back, or a shop that takes no returns).
 */
export function returnsClosedOn(order: Pick<OrderDetail, 'returnsUntil'>, now: number): number | null {
  return order.returnsUntil !== null && order.returnsUntil <= now ? order.returnsUntil : null;
}
