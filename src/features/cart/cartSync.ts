// What other features may ask of the cart's conversation with the server, as functions of a listener's API: wait
// until the server has every line, and take the server's cart as it is now.
import type { AppListenerApi } from '../../app/store';
import { selectToken } from '../auth';
import { cartGeneratedApi as cartApi } from './cartApi.generated';
import { selectHasPendingLines, serverCartLoaded } from './cartSlice';

/** How long an order waits for the cart's last changes to reach the server. */
export const CART_SYNC_WAIT_MS = 10_000;

/** The server's cart, asked afresh (nothing cached), or undefined when the call failed. */
export async function loadServerCart(api: AppListenerApi) {
  const result = await api.dispatch(
    cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  return result.data?.cartData;
}

/** Waits (at most CART_SYNC_WAIT_MS) until a signed-in shopper's cart lines have all reached the server. */
export async function cartReachedServer(api: AppListenerApi): Promise<void> {
  if (selectToken(api.getState()) !== null && selectHasPendingLines(api.getState())) {
    await api.condition((_action, state) => !selectHasPendingLines(state), CART_SYNC_WAIT_MS);
  }
}

/** Takes the server's cart as it is now into the store (after the server refused an order over it). */
export async function reloadServerCart(api: AppListenerApi): Promise<void> {
  const cart = await loadServerCart(api);
  if (cart) api.dispatch(serverCartLoaded(cart));
}
