// The app's side effects, registered on every store: failed calls become toasts, a refused session
// logs the shopper out, and each feature's own listeners.
import { isRejectedWithValue } from '@reduxjs/toolkit';
import { notify } from '../shared/ui/toasts';
import { registerAccountListeners } from '../features/account';
import { registerAuthListeners, sessionExpired, selectToken } from '../features/auth';
import { registerCartListeners } from '../features/cart';
import { registerCheckoutListeners } from '../features/checkout';
import { registerWishlistListeners } from '../features/wishlist';
import { errorMessage, isFetchBaseQueryError } from '../shared/api/errors';
import type { AppStartListening } from './store';

/**
 * Calls whose failures the spec asks to pass over silently, those whose screen says the failure itself (an order
 * that is not the shopper's, an e-mailed link used up), and the saved addresses, which checkout does without.
 */
const SILENT_ENDPOINTS = new Set([
  'listUserOrders',
  'listAddresses',
  'getOrder',
  'getAccount',
  'confirmEmail',
  'resetPassword',
  'changePassword',
  'closeAccount',
  // The delivery form says an unknown pincode beside the field, and the promise under it.
  'lookUpPincode',
  'getDeliveryPromise',
  // A tax document's download says a refusal (no invoice yet) beside its button.
  'orderInvoicePdf',
  'creditNotePdf',
  // The back-in-stock form, the confirmation page and the unsubscribe page say a refusal in their place.
  'subscribeStockAlert',
  'confirmStockAlert',
  'unsubscribeStockAlerts',
  'adminOrderInvoicePdf',
  'adminCreditNotePdf',
]);

export function registerListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => {
      const message = errorMessage(action.payload, api.extra.language());
      const hadToken = selectToken(api.getOriginalState()) !== null;
      if (isFetchBaseQueryError(action.payload) && action.payload.status === 401) {
        // A stored token the server refuses (expired, or its account is gone) ends the session cleanly. The calls a
        // reload makes with it (the cart, the wishlist) are all refused: the first ends the session, and all of them
        // say so in one toast.
        if (hadToken && selectToken(api.getState()) !== null) api.dispatch(sessionExpired());
        notify.error(message, { toastId: 'session' });
        return;
      }
      const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
      if (endpoint && SILENT_ENDPOINTS.has(endpoint)) return;
      notify.error(message, { toastId: message });
    },
  });
  registerAuthListeners(startListening);
  registerAccountListeners(startListening);
  registerCartListeners(startListening);
  registerCheckoutListeners(startListening);
  registerWishlistListeners(startListening);
}
