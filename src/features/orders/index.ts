// The orders feature's public face: its screens (the list and one order), endpoints and selectors.
import { lazy } from 'react';

export const OrdersScreen = lazy(() => import(/* webpackChunkName: "route-orders" */ './screens/OrdersScreen'));
export const OrderDetailScreen = lazy(
  () => import(/* webpackChunkName: "route-order-detail" */ './screens/OrderDetailScreen'),
);
export { ordersApi, type Order, type OrderDetail, type OrderItem } from './ordersApi';
export { selectOrderById, selectOrders } from './ordersSelectors';
export { statusText } from './statusText';
