// The cart feature's public face: its screen, slice, events, selectors and listeners.
import { lazy } from 'react';

export const CartScreen = lazy(() => import(/* webpackChunkName: "route-cart" */ './screens/CartScreen'));
export { CartTotals } from './components/CartTotals';
export { cartCheckedOut, cartSlice, itemAdded, quantityChanged, selectCartCount, selectCartLines } from './cartSlice';
export { lineTotal, selectCartItems, selectCartTotal } from './cartSelectors';
export { registerCartListeners } from './cartListeners';
export { useCartProducts } from './useCartProducts';
export { cartGeneratedApi as cartApi } from './cartApi.generated';
export { cartReachedServer, reloadServerCart } from './cartSync';
