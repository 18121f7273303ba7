// Where a paid order is confirmed: My orders with that order's confirmation on top (orders' OrdersScreen reads
// `placed`); My orders alone when the order is not known (an action log recorded before orders were named).
export const confirmationPath = (orderId: string | null): string =>
  orderId ? `/orders?placed=${encodeURIComponent(orderId)}` : '/orders';
