// The statuses a shopper's order goes through once placed, as the server stores and sends them (the spec's words);
// the storefront shows each in the shopper's language.
export const ORDER_STATUS = {
  placed: 'Order Placed',
  packing: 'Packing',
  shipped: 'Shipped',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refundDue: 'Refund Due',
  refunded: 'Refunded',
  // After delivery, the latest step of a return or exchange request (contract/returns.ts) names the order's status.
  returnRequested: 'Return Requested',
  returnApproved: 'Return Approved',
  pickedUp: 'Picked Up',
  returnReceived: 'Return Received',
  exchanged: 'Exchanged',
  returnRejected: 'Return Rejected',
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;

/** The name of a status the server sent, or undefined for one this storefront does not know. */
export const orderStatusName = (status: string): OrderStatusName | undefined =>
  (Object.keys(ORDER_STATUS) as OrderStatusName[]).find((name) => ORDER_STATUS[name] === status);

/**
 * The order's number as a shopper and the operator read it: the first eight characters of its id, in capitals
 * (`3F2A91BC`). The id stays the order's address (`/orders/:orderId`); the number is what a page, a mail or a phone
 * call names it by.
 */
export const orderNumber = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/**
 * The statuses the shop's operator moves a placed order through, each with the statuses it may become next (the
 * server refuses any other move; the operator's screens offer only these). An order awaiting payment is not in it.
 */
export const ORDER_LIFECYCLE: Readonly<Record<string, readonly string[]>> = {
  [ORDER_STATUS.placed]: [ORDER_STATUS.packing, ORDER_STATUS.cancelled],
  [ORDER_STATUS.packing]: [ORDER_STATUS.shipped, ORDER_STATUS.cancelled],
  [ORDER_STATUS.shipped]: [ORDER_STATUS.outForDelivery],
  [ORDER_STATUS.outForDelivery]: [ORDER_STATUS.delivered],
  [ORDER_STATUS.delivered]: [],
  [ORDER_STATUS.cancelled]: [],
};

/** What the shop knows of a refund it asked the payment provider for. */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
