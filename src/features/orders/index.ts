// The orders feature's public face: its screens (the list and one order), endpoints and selectors.
import { lazyWithMessages } from '../../shared/i18n';

export const OrdersScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-orders" */ './screens/OrdersScreen'),
);
export const OrderDetailScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-order-detail" */ './screens/OrderDetailScreen'),
);
export const PaymentRefundScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-payment-refund" */ './screens/PaymentRefundScreen'),
);
export { ordersApi, type Order, type OrderDetail, type OrderMoney } from './ordersApi';
export { selectOrders } from './ordersSelectors';
export { statusText } from './statusText';
