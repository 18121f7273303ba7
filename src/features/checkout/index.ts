// The checkout feature's public face: its screen, listeners and state.
import { lazy } from 'react';

export const PlaceOrderScreen = lazy(() => import('./screens/PlaceOrderScreen'));
export const VerifyScreen = lazy(() => import('./screens/VerifyScreen'));
export { registerCheckoutListeners } from './checkoutListeners';
export { checkoutSlice } from './checkoutSlice';
export { checkoutApi } from './checkoutApi';
