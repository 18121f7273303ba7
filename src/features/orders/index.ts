// The orders feature's public face: its screen, endpoint and selectors.
import { lazy } from 'react';

export const OrdersScreen = lazy(() => import(/* webpackChunkName: "route-orders" */ './screens/OrdersScreen'));
export { ordersApi, type Order, type OrderItem } from './ordersApi';
export { selectOrderById, selectOrderedItems, selectOrders } from './ordersSelectors';
