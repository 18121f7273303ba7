// What an order's page derives from the order the server sent: its sums and its timeline.
import { sumRupees } from '../../../contract';
import type { OrderDetail } from './ordersApi';

export interface OrderSums {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/** The items at the prices they were ordered at, and the fee as the order's amount holds it (what was charged). */
export function orderSums(order: Pick<OrderDetail, 'items' | 'amount'>): OrderSums {
  const subtotal = sumRupees(order.items.map((item) => item.price * item.quantity));
  return { subtotal, deliveryFee: Math.max(0, sumRupees([order.amount, -subtotal])), total: order.amount };
}

export interface TimelineStep {
  status: string;
  date: number;
  /** The order's status now: the last step. */
  current: boolean;
  key: string;
}

/**
 * The order's statuses with their dates, oldest first; an answer without a history (an older server) has the status
 * it is in now, at the date it was placed.
 */
export function timelineOf(order: Pick<OrderDetail, 'history' | 'status' | 'date'>): TimelineStep[] {
  const history = order.history.length > 0 ? order.history : [{ status: order.status, date: order.date }];
  return history.map((step, index) => ({
    ...step,
    current: index === history.length - 1,
    key: `${index}-${step.status}`,
  }));
}
