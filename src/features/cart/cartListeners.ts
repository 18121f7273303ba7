// Mirrors the cart to the server while a shopper is logged in, and merges it with the account's cart at login and on load.
import { isAnyOf } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { REHYDRATE } from 'redux-persist';
import { translatorOf } from '../../shared/i18n';
import { notify } from '../../shared/ui/toasts';
import type { AppStartListening } from '../../app/store';
import { errorMessage, isFetchBaseQueryError } from '../../shared/api/errors';
import { loggedIn, selectToken } from '../auth';
import { baseApi } from '../../shared/api/baseApi';
import { cartGeneratedApi as cartApi } from './cartApi.generated';
import { loadServerCart } from './cartSync';
import {
  guestCartMerged,
  itemAdded,
  lineRefused,
  lineRejected,
  lineRemoved,
  lineSynced,
  quantityChanged,
  selectPendingLines,
  serverCartLoaded,
} from './cartSlice';

const cartChanged = isAnyOf(itemAdded, quantityChanged, lineRemoved, guestCartMerged, serverCartLoaded);

/** Waits after a change before sending, so quick clicks on a quantity send one request. */
export const SYNC_DELAY_MS = 150;
/** Waits between retries of a failed send: 1 s, 2 s, 4 s, then gives up until the next change. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000];

const isPermanent = (error: FetchBaseQueryError) =>
  typeof error.status === 'number' &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 429;
/** The line exists but not at that quantity: fewer are left than asked for, or the cart is full. */
const isRefused = (error: FetchBaseQueryError) => error.status === 409;

export function registerCartListeners(startListening: AppStartListening): void {
  /** The token whose server cart has been merged into this session's cart; only then are lines sent. */
  let mergedFor: string | null = null;

  startListening({
    actionCreator: loggedIn,
    effect: async ({ payload }, api) => {
      const cart = await loadServerCart(api);
      if (!cart || selectToken(api.getState()) !== payload.token) return;
      mergedFor = payload.token;
      api.dispatch(guestCartMerged(cart));
    },
  });

  startListening({
    predicate: (action, state) => action.type === REHYDRATE && selectToken(state) !== null,
    effect: async (_action, api) => {
      const token = selectToken(api.getState());
      const cart = await loadServerCart(api);
      if (!cart || selectToken(api.getState()) !== token) return;
      mergedFor = token;
      api.dispatch(serverCartLoaded(cart));
    },
  });

  startListening({
    predicate: (action, state) => {
      if (!cartChanged(action)) return false;
      const token = selectToken(state);
      return token !== null && token === mergedFor && Object.keys(selectPendingLines(state)).length > 0;
    },
    effect: async (_action, api) => {
      // One sender at a time: lines go out one after another, so an older answer can never land after a newer one.
      api.unsubscribe();
      try {
        await api.delay(SYNC_DELAY_MS);
        let failures = 0;
        for (;;) {
          const state = api.getState();
          const [id, key] = Object.entries(selectPendingLines(state))[0] ?? [];
          if (!id || !key || selectToken(state) !== mergedFor) return;
          const quantity = state.cart.entities[id]?.quantity ?? 0;
          const result = await api.dispatch(
            cartApi.endpoints.updateCart.initiate({ body: { itemId: key.productId, size: key.size, quantity } }),
          );
          if (!result.error) {
            failures = 0;
            api.dispatch(lineSynced({ ...key, quantity }));
          } else if (isFetchBaseQueryError(result.error) && isRefused(result.error)) {
            // The server's word ("Only 2 left in M."), its quantity of the line, and the stock as it is now.
            const message = errorMessage(result.error, api.extra.language());
            notify.error(message, { toastId: message });
            api.dispatch(lineRefused(key));
            // The stock shown was stale: every product answer is asked again (the catalog's tag, known to the one API).
            api.dispatch(baseApi.util.invalidateTags(['Products']));
            const cart = await loadServerCart(api);
            if (cart) api.dispatch(serverCartLoaded(cart));
          } else if (isFetchBaseQueryError(result.error) && isPermanent(result.error)) {
            api.dispatch(lineRejected(key));
          } else if (failures < RETRY_DELAYS_MS.length) {
            await api.delay(RETRY_DELAYS_MS[failures] ?? 0);
            failures += 1;
          } else {
            const message = translatorOf(api.extra.language())('toasts.cartNotSaved');
            notify.error(message, { toastId: message });
            return;
          }
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
