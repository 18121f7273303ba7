// Where a paid order is confirmed: My orders with that order's confirmation on top (orders' OrdersScreen reads
// `placed`); My orders alone when the order is not known (an action log recorded before orders were named).
import { pagePath } from '../../../contract';

export const confirmationPath = (orderId: string | null): string =>
  orderId ? `${pagePath('orders')}?placed=${encodeURIComponent(orderId)}` : pagePath('orders');
