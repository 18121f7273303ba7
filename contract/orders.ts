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
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;

/** The name of a status the server sent, or undefined for one this storefront does not know. */
export const orderStatusName = (status: string): OrderStatusName | undefined =>
  (Object.keys(ORDER_STATUS) as OrderStatusName[]).find((name) => ORDER_STATUS[name] === status);
