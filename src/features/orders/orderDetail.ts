// What an order's page derives from the order the server sent: its sums and its timeline (statuses and refunds).
import { sumRupees } from '../../../contract';
import type { OrderDetail, Refund } from './ordersApi';

export interface OrderSums {
  subtotal: number;
  deliveryFee: number;
  /** What the pieces cancelled since were worth (their share of the fee too when they were the last). */
  cancelled: number;
  /** The store credit the order spent. */
  storeCredit: number;
  total: number;
}

type Summed = Pick<OrderDetail, 'items' | 'amount'> & Partial<Pick<OrderDetail, 'cancellations' | 'storeCredit'>>;

/**
 * The items at the prices they were ordered at, and the fee as the order was placed. The amount the server answers is
 * what is left to pay: the total less the pieces cancelled since and the store credit spent, so those are added back
 * to find the fee, and shown as their own rows.
 */
export function orderSums(order: Summed): OrderSums {
  const subtotal = sumRupees(order.items.map((item) => item.price * item.quantity));
  const cancelled = sumRupees((order.cancellations ?? []).map((cancellation) => cancellation.amount));
  const storeCredit = order.storeCredit ?? 0;
  const placed = sumRupees([order.amount, cancelled, storeCredit]);
  return {
    subtotal,
    deliveryFee: Math.max(0, sumRupees([placed, -subtotal])),
    cancelled,
    storeCredit,
    total: order.amount,
  };
}

export interface StatusStep {
  kind: 'status';
  status: string;
  date: number;
  /** The order's status now: the last status reached. */
  current: boolean;
  key: string;
}

export interface RefundStep {
  kind: 'refund';
  refund: Refund;
  date: number;
  key: string;
}

export type TimelineStep = StatusStep | RefundStep;

/**
 * The order's statuses with their dates and its refunds at the dates they were asked for, oldest first (a status
 * before a refund of the same date); an answer without a history (an older server) has the status it is in now, at
 * the date it was placed.
 */
export function timelineOf(order: Pick<OrderDetail, 'history' | 'status' | 'date' | 'refunds'>): TimelineStep[] {
  const history = order.history.length > 0 ? order.history : [{ status: order.status, date: order.date }];
  const statuses = history.map((step, index): StatusStep => ({
    kind: 'status',
    ...step,
    current: index === history.length - 1,
    key: `${index}-${step.status}`,
  }));
  const refunds = order.refunds.map((refund): RefundStep => ({
    kind: 'refund',
    refund,
    date: refund.date,
    key: `refund-${refund.id}`,
  }));
  // A merge, not a sort: the statuses keep the server's order whatever their dates say.
  const steps: TimelineStep[] = [];
  for (const status of statuses) {
    while (refunds[0] && refunds[0].date < status.date) steps.push(refunds.shift() as RefundStep);
    steps.push(status);
  }
  return [...steps, ...refunds];
}
