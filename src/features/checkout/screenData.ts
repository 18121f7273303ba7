// What checkout asks the API for before it is drawn, the same for every shopper: the payment methods the shop takes.
// The server asks before it draws /place-order, and the browser (answered by the page itself) before it takes the
// drawn page over, so the methods show as they are from the first paint.
import type { AppDispatch } from '../../app/store';
import { checkoutApi } from './checkoutApi';

export async function loadCheckoutScreen(dispatch: AppDispatch): Promise<void> {
  await dispatch(checkoutApi.endpoints.listPaymentMethods.initiate(undefined, { subscribe: false }));
}
