// What the operator's order screens derive from the admin API's answers: the moves an order's lifecycle allows, the
// moves open to every selected order, what the payment provider may be asked for, the filters an address holds and the
// query they make.
import { ORDER_LIFECYCLE, ORDER_STATUS } from '../../../contract';
import type { AdminListOrdersApiArg, AdminOrder, AdminRefund, OrderLine, Refund, TakenPayment } from './adminApi';

/** What became of a payment an order took: it paid the order, or it is to be refunded, or it was. */
export type PaymentOutcome = 'paid' | 'refund' | 'refunded';

export const ORDERS_PAGE_SIZE = 20;
export const PAYMENT_METHODS = ['COD', 'Stripe', 'Razorpay'] as const;
/** The status of an order whose online payment has not come (the server's word; the lifecycle does not hold it). */
export const AWAITING_PAYMENT = 'Awaiting Payment';

/** Every status an order can have that the lifecycle or the payment gives it, as the filter offers them. */
export const FILTER_STATUSES = [
  ...Object.keys(ORDER_LIFECYCLE),
  ORDER_STATUS.refundDue,
  ORDER_STATUS.refunded,
  AWAITING_PAYMENT,
];

/** What the operator may ask the payment provider for an order in `status`: refund it, settle it, or nothing. */
export function paymentAction(status: string, refundDue = 0): 'refund' | 'reconcile' | undefined {
  // Refund Due, or money to give back on an order that went on (a second payment for a paid order).
  if (status === ORDER_STATUS.refundDue || refundDue > 0) return 'refund';
  return status === AWAITING_PAYMENT ? 'reconcile' : undefined;
}

/**
 * What the Refund button sends, in rupees: what the order still owes (the server's refundDue: what no refund was asked
 * for yet and the refunds the provider refused, to send again), and the refunds the provider never answered.
 */
export const refundAmount = (
  refundDue: number,
  refunds: readonly Pick<Refund, 'amount' | 'state' | 'providerRefundId'>[],
) =>
  refunds
    .filter((refund) => refund.state === 'pending' && refund.providerRefundId === null)
    .reduce((sum, refund) => sum + refund.amount, refundDue);

/** What became of a payment: one to be refunded whose refund the provider processed is refunded. */
export const paymentOutcome = (
  payment: Pick<TakenPayment, 'paymentId' | 'outcome'>,
  refunds: readonly Pick<AdminRefund, 'paymentId' | 'state'>[],
): PaymentOutcome =>
  payment.outcome === 'refund' &&
  refunds.some((refund) => refund.paymentId === payment.paymentId && refund.state === 'processed')
    ? 'refunded'
    : payment.outcome;

export const nextStatuses = (status: string): readonly string[] =>
  Object.hasOwn(ORDER_LIFECYCLE, status) ? (ORDER_LIFECYCLE[status] ?? []) : [];

/** The statuses every one of the orders may move to (the bulk move offers only these). */
export function commonMoves(orders: readonly Pick<AdminOrder, 'status'>[]): string[] {
  const [first, ...rest] = orders;
  if (!first) return [];
  return nextStatuses(first.status).filter((to) => rest.every((order) => nextStatuses(order.status).includes(to)));
}

export interface OrderFilters {
  status: string;
  paymentMethod: string;
  paid: '' | 'true' | 'false';
  since: string;
  until: string;
  email: string;
  page: number;
}

export const FILTER_NAMES = ['status', 'paymentMethod', 'paid', 'since', 'until', 'email'] as const;

export function filtersOf(search: URLSearchParams): OrderFilters {
  const paid = search.get('paid');
  const page = Number(search.get('page'));
  return {
    status: search.get('status') ?? '',
    paymentMethod: search.get('paymentMethod') ?? '',
    paid: paid === 'true' || paid === 'false' ? paid : '',
    since: search.get('since') ?? '',
    until: search.get('until') ?? '',
    email: search.get('email') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for filters: empty ones left out, the first page unnamed. */
export function searchOf(filters: OrderFilters): Record<string, string> {
  const search: Record<string, string> = {};
  for (const name of FILTER_NAMES) if (filters[name]) search[name] = filters[name];
  if (filters.page > 1) search.page = String(filters.page);
  return search;
}

export function queryOf(filters: OrderFilters): AdminListOrdersApiArg {
  return {
    status: filters.status || undefined,
    paymentMethod: filters.paymentMethod || undefined,
    paid: filters.paid || undefined,
    since: filters.since || undefined,
    until: filters.until || undefined,
    email: filters.email.trim() || undefined,
    limit: String(ORDERS_PAGE_SIZE),
    offset: filters.page > 1 ? String((filters.page - 1) * ORDERS_PAGE_SIZE) : undefined,
  };
}

/** The pieces an order holds: what was ordered, less the pieces cancelled before dispatch. */
export const pieces = (order: Pick<AdminOrder, 'items' | 'cancelledPieces'>) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0) - order.cancelledPieces;

type OrderItem = AdminOrder['items'][number];

/** The statuses in which an order's pieces are still to ship. */
const BEFORE_DISPATCH: readonly string[] = [ORDER_STATUS.placed, ORDER_STATUS.packing];

/**
 * An order's lines split by what became of their pieces: those it keeps (to ship, before dispatch) and those cancelled
 * before dispatch, each line with its count of them; a line with none is left out of that list.
 */
export function piecesOfLines(
  order: Pick<AdminOrder, 'items' | 'status'>,
  lines: readonly OrderLine[],
): {
  kept: { item: OrderItem; count: number }[];
  cancelled: { item: OrderItem; count: number }[];
  beforeDispatch: boolean;
} {
  const counted = (cancelled: boolean) =>
    order.items
      .map((item, index) => {
        const units = lines.find((line) => line.line === index + 1)?.units;
        // An answer without the pieces' states: every piece as ordered.
        if (!units) return { item, count: cancelled ? 0 : item.quantity };
        return { item, count: units.filter((unit) => (unit.state === 'cancelled') === cancelled).length };
      })
      .filter(({ count }) => count > 0);
  return { kept: counted(false), cancelled: counted(true), beforeDispatch: BEFORE_DISPATCH.includes(order.status) };
}
