// The cart feature's public face: its screen, slice, events, selectors and listeners.
import { lazy } from 'react';

export const CartScreen = lazy(() => import(/* webpackChunkName: "route-cart" */ './screens/CartScreen'));
export { CartTotals } from './components/CartTotals';
export {
  cartCheckedOut,
  cartSlice,
  guestCartMerged,
  itemAdded,
  lineRefused,
  lineRejected,
  lineRemoved,
  lineSynced,
  quantityChanged,
  selectCartCount,
  selectCartLines,
  selectHasPendingLines,
  selectPendingLines,
  serverCartLoaded,
} from './cartSlice';
export {
  lineTotal,
  selectCartItems,
  selectCartSubtotal,
  selectCartTotal,
  selectDeliveryFee,
  type CartItem,
} from './cartSelectors';
export { registerCartListeners } from './cartListeners';
export { useCartProducts } from './useCartProducts';
export { cartGeneratedApi as cartApi } from './cartApi.generated';
export { cartReachedServer, reloadServerCart } from './cartSync';
