// The checkout feature's public face: its screen, listeners and state.
import { lazy } from 'react';

export const PlaceOrderScreen = lazy(() => import(/* webpackChunkName: "route-place-order" */ './screens/PlaceOrderScreen'));
export const VerifyScreen = lazy(() => import(/* webpackChunkName: "route-verify" */ './screens/VerifyScreen'));
export { registerCheckoutListeners } from './checkoutListeners';
export { checkoutSlice } from './checkoutSlice';
export { checkoutApi } from './checkoutApi';
