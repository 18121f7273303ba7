// A signed-in shopper's wishlist is the account's: at login the list this browser kept as a visitor joins it, on load
// the account's list comes back, and each heart tapped since is sent. The server answers every call with the whole
// list; it becomes the list here once nothing newer is waiting to be sent.
import { isAnyOf } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { AppListenerApi, AppStartListening } from '../../app/store';
import { loggedIn, selectToken } from '../auth';
import { wishlistGeneratedApi as wishlistApi } from './wishlistApi.generated';
import { productSaved, productUnsaved, selectWishlistItems, wishlistLoaded, type WishlistItem } from './wishlistSlice';

/** Waits after a tap before sending, so a heart tapped on and off again sends nothing. */
export const WISHLIST_SYNC_DELAY_MS = 150;

const heartTapped = isAnyOf(productSaved, productUnsaved);

export function registerWishlistListeners(startListening: AppStartListening): void {
  /** The token whose account list this session's list has taken in, and that list as the server last said it. */
  let syncedFor: string | null = null;
  let serverItems: readonly WishlistItem[] = [];

  /** Takes the server's list (after `call`) as the account's, if the shopper is still the one it was asked for. */
  const take = (api: AppListenerApi, token: string, items: readonly WishlistItem[] | undefined) => {
    if (!items || selectToken(api.getState()) !== token) return;
    syncedFor = token;
    serverItems = items;
    api.dispatch(wishlistLoaded([...items]));
  };

  startListening({
    actionCreator: loggedIn,
    effect: async ({ payload }, api) => {
      syncedFor = null;
      const items = selectWishlistItems(api.getState()).map(({ productId, savedAt }) => ({ productId, savedAt }));
      const result = await api.dispatch(wishlistApi.endpoints.mergeWishlist.initiate({ body: { items } }));
      take(api, payload.token, result.data?.items);
    },
  });

  startListening({
    predicate: (action, state) => action.type === REHYDRATE && selectToken(state) !== null,
    effect: async (_action, api) => {
      const token = selectToken(api.getState());
      if (token === null) return;
      const result = await api.dispatch(
        wishlistApi.endpoints.getWishlist.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      take(api, token, result.data?.items);
    },
  });

  startListening({
    predicate: (action, state) =>
      heartTapped(action) && selectToken(state) !== null && selectToken(state) === syncedFor,
    effect: async (_action, api) => {
      // One sender at a time, sending what differs between the list here and the server's until they agree: taps
      // made while a call is out are sent after it, and an older answer never undoes a newer tap.
      api.unsubscribe();
      try {
        await api.delay(WISHLIST_SYNC_DELAY_MS);
        for (;;) {
          const token = selectToken(api.getState());
          const wanted = selectWishlistItems(api.getState());
          if (token === null || token !== syncedFor) return;
          const has = (list: readonly WishlistItem[], productId: string) =>
            list.some((item) => item.productId === productId);
          const toSave = wanted.find((item) => !has(serverItems, item.productId));
          const toRemove = serverItems.find((item) => !has(wanted, item.productId));
          const call = toSave
            ? wishlistApi.endpoints.saveToWishlist.initiate({ productId: toSave.productId })
            : toRemove && wishlistApi.endpoints.removeFromWishlist.initiate({ productId: toRemove.productId });
          if (!call) {
            // The same products: the server's prices and times are the account's.
            api.dispatch(wishlistLoaded([...serverItems]));
            return;
          }
          const result = await api.dispatch(call);
          if (result.error) {
            // Said by the app's failure toast; the account's list as it is now becomes the list here.
            const fresh = await api.dispatch(
              wishlistApi.endpoints.getWishlist.initiate(undefined, { forceRefetch: true, subscribe: false }),
            );
            take(api, token, fresh.data?.items);
            return;
          }
          serverItems = result.data.items;
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
