// The orders feature's public face: its screen.
import { lazy } from 'react';

export const OrdersScreen = lazy(() => import(/* webpackChunkName: "route-orders" */ './screens/OrdersScreen'));
export { ordersApi } from './ordersApi';
