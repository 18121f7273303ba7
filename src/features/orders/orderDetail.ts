// What an order's page and My orders derive from the order the server sent: its amounts (from the money the server
// answers, never guessed) and its timeline (statuses and refunds).
import { sumRupees } from '../../../contract';
import type { OrderDetail, OrderMoney, Refund } from './ordersApi';

/** The parts of an order's total, each with its amount in rupees. */
export type TotalPart = 'subtotal' | 'deliveryFee' | 'lessCancelled';
/** How the total is paid: store credit, money taken, cash still to collect. */
export type PaymentPart = 'storeCredit' | 'paidOnline' | 'paidOnDelivery' | 'toPay';
/** Money that came back (`refunded`) or is still to come back (`pending`), by the way it comes. */
export type BackPart = `${'refunded' | 'pending'}.${keyof OrderMoney['refunded']}`;

export interface OrderAmounts {
  parts: Array<[TotalPart, number]>;
  /** What the order costs. */
  total: number;
  payment: Array<[PaymentPart, number]>;
  back: Array<[BackPart, number]>;
}

const WAYS = ['payment', 'storeCredit', 'bank'] as const;

/**
 * Every amount an order's page shows, from the money the server answers: the total and what it is made of, how it is
 * paid, and what came back and is still to come back, each way on its own row (rows of nothing are left out). A cash
 * order does not charge cancelled pieces (they are taken off its total); an online payment's total stays what was
 * paid, and its cancelled pieces come back as refunds.
 */
export function orderAmounts(order: Pick<OrderDetail, 'money' | 'paymentMethod'>): OrderAmounts {
  const { money } = order;
  const cash = order.paymentMethod === 'COD';
  const parts: Array<[TotalPart, number]> = [
    ['subtotal', money.subtotal],
    ['deliveryFee', money.deliveryFee],
  ];
  if (cash && money.cancelled > 0) parts.push(['lessCancelled', money.cancelled]);
  const payment: Array<[PaymentPart, number]> = [
    ['storeCredit', money.storeCredit],
    [cash ? 'paidOnDelivery' : 'paidOnline', money.paid],
    ['toPay', money.toPay],
  ];
  const back: Array<[BackPart, number]> = [
    ...WAYS.map((way): [BackPart, number] => [`refunded.${way}`, money.refunded[way]]),
    ...WAYS.map((way): [BackPart, number] => [`pending.${way}`, money.pending[way]]),
  ];
  return {
    parts,
    total: money.total,
    payment: payment.filter(([, rupees]) => rupees > 0),
    back: back.filter(([, rupees]) => rupees > 0),
  };
}

/** What My orders says of an order's money: its total, what came back, and what is still to come back. */
export function listedAmounts(money: OrderMoney): { total: number; refunded: number; pending: number } {
  return {
    total: money.total,
    refunded: sumRupees(WAYS.map((way) => money.refunded[way])),
    pending: sumRupees(WAYS.map((way) => money.pending[way])),
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
