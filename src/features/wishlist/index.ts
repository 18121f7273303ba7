// The wishlist feature's public face: its screens, the slice with its events and selectors, the listeners that keep a
// signed-in shopper's list on the server, and the back-in-stock sign-up's call. The heart and "Notify me" are drawn by
// the browse feature's screens, on these events and calls.
import { lazyWithMessages } from '../../shared/i18n';

export const WishlistScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-wishlist" */ './screens/WishlistScreen'),
);
export const AlertsUnsubscribeScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-alerts-unsubscribe" */ './screens/AlertsUnsubscribeScreen'),
);
export const AlertsConfirmScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-alerts-confirm" */ './screens/AlertsConfirmScreen'),
);
export {
  productSaved,
  productUnsaved,
  productViewed,
  selectIsSaved,
  selectViewedIds,
  selectWishlistCount,
  selectWishlistItems,
  wishlistSlice,
} from './wishlistSlice';
export { registerWishlistListeners } from './wishlistListeners';
export { wishlistGeneratedApi as wishlistApi } from './wishlistApi.generated';
export { useSubscribeStockAlertMutation } from './wishlistApi';
