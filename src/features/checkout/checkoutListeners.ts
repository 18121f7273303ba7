// Places a submitted order once the cart has reached the server, then empties the cart.
import { toast } from 'react-toastify';
import type { AppStartListening } from '../../app/store';
import { isFetchBaseQueryError } from '../../shared/api/errors';
import { selectToken } from '../auth';
import { cartApi, cartCheckedOut, selectCartItems, selectCartTotal, selectHasPendingLines, serverCartLoaded } from '../cart';
import { checkoutApi } from './checkoutApi';
import { orderFailed, orderPlaced, orderSubmitted } from './checkoutSlice';

/** How long an order waits for the cart's last changes to reach the server. */
export const CART_SYNC_WAIT_MS = 10_000;
export const PAYMENT_NOT_READY_MESSAGE = 'Card and UPI payments open soon. Please choose cash on delivery for now.';

export function registerCheckoutListeners(startListening: AppStartListening): void {
  startListening({
    // A second click while an order is on its way does nothing.
    predicate: (action, _state, previous) => orderSubmitted.match(action) && previous.checkout.status !== 'submitting',
    effect: async (action, api) => {
      if (!orderSubmitted.match(action)) return;
      const { address, method } = action.payload;
      if (method !== 'cod') {
        toast.info(PAYMENT_NOT_READY_MESSAGE, { toastId: PAYMENT_NOT_READY_MESSAGE });
        api.dispatch(orderFailed());
        return;
      }
      if (selectToken(api.getState()) !== null && selectHasPendingLines(api.getState())) {
        await api.condition((_action, state) => !selectHasPendingLines(state), CART_SYNC_WAIT_MS);
      }
      const state = api.getState();
      const items = selectCartItems(state).map(({ product, size, quantity }) => ({ ...product, size, quantity }));
      const result = await api.dispatch(
        checkoutApi.endpoints.placeOrder.initiate({ orderRequest: { address, items, amount: selectCartTotal(state) } }),
      );
      if (!result.error) {
        api.dispatch(cartCheckedOut());
        api.dispatch(orderPlaced());
        return;
      }
      api.dispatch(orderFailed());
      if (isFetchBaseQueryError(result.error) && result.error.status === 409) {
        // The server's cart or prices changed: show the shopper what the server holds now (the toast says why).
        const cart = await api.dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true, subscribe: false }));
        if (cart.data) api.dispatch(serverCartLoaded(cart.data.cartData));
      }
    },
  });
}
