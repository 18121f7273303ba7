// Places a submitted order once the cart has reached the server: cash on delivery at once, Stripe by
// sending the shopper to its checkout page, Razorpay in its popup; a payment counts once the server confirms it.
import { translatorOf } from '../../shared/i18n';
import { notify } from '../../shared/ui/toasts';
import type { AppListenerApi, AppStartListening } from '../../app/store';
import { externalNavigation } from '../../shared/browser/navigation';
import { errorMessage, isFetchBaseQueryError } from '../../shared/api/errors';
import { loggedOut } from '../auth';
import { cartCheckedOut, cartReachedServer, reloadServerCart, selectCartItems, selectCartTotal } from '../cart';
import { forgetDeliveryDraft } from './deliveryDraft';
import { checkoutApi } from './checkoutApi';
import type { Address } from './checkoutApi.generated';
import {
  bankAnswerAwaited,
  orderFailed,
  orderPlaced,
  orderSubmitted,
  paymentNotConfirmed,
  paymentNotTaken,
  paymentReturned,
  paymentStarted,
  popupDismissed,
  popupPaid,
  type PaymentMethod,
} from './checkoutSlice';
import { payInPopup } from './razorpayPopup';
import { ordersApi } from '../orders';
import { ORDER_STATUS } from '../../../contract';

async function orderRequest(api: AppListenerApi, address: Address) {
  await cartReachedServer(api);
  const state = api.getState();
  const items = selectCartItems(state).map(({ product, size, quantity }) => ({ ...product, size, quantity }));
  return { orderRequest: { address, items, amount: selectCartTotal(state) } };
}

/** How often, and how long at most, the storefront asks again while the shopper's bank has not answered. */
const BANK_POLL_MS = 3000;
const BANK_WAIT_MS = 10 * 60 * 1000;

/**
 * The popup closed without a result: the shopper may have paid in their UPI app all the same. The shop asks the
 * provider; while the bank has not answered, the page says so and asks again, and moves on once it is paid.
 */
async function afterPopupClosed(
  api: AppListenerApi,
  order: { id: string; receipt: string },
): Promise<{ error?: unknown }> {
  const check = () =>
    api.dispatch(checkoutApi.endpoints.checkRazorpay.initiate({ body: { razorpay_order_id: order.id } }));
  let answer = await check();
  if (answer.data?.state === 'pending') {
    api.dispatch(bankAnswerAwaited({ orderId: order.receipt }));
    const until = Date.now() + BANK_WAIT_MS;
    while (answer.data?.state === 'pending' && Date.now() < until) {
      await api.delay(BANK_POLL_MS);
      answer = await check();
    }
  }
  if (answer.error) return (await notTaken(api, order.receipt, answer.error)) ? {} : answer;
  if (answer.data?.state === 'paid') {
    api.dispatch(cartCheckedOut());
    api.dispatch(orderPlaced({ orderId: order.receipt }));
    return {};
  }
  api.dispatch(popupDismissed());
  const message = translatorOf(api.extra.language())(
    answer.data?.state === 'pending' ? 'toasts.bankStillWaiting' : 'toasts.popupCancelled',
  );
  notify.info(message, { toastId: message });
  return {};
}

/**
 * A confirmation refused with 409 may be a payment the provider took that the order could not take (it came after the
 * hold on the order's units ended, or a product in it changed): the shop lists that order as Refund Due. Then the
 * shopper is sent to the page that says so (paymentNotTaken), and answers true; any other refusal stays as it was.
 */
async function notTaken(api: AppListenerApi, orderId: string, error: unknown): Promise<boolean> {
  if (!isFetchBaseQueryError(error) || error.status !== 409) return false;
  const listed = api.dispatch(ordersApi.endpoints.listUserOrders.initiate(undefined, { forceRefetch: true }));
  const { data } = await listed;
  listed.unsubscribe();
  if (data?.entities[orderId]?.status !== ORDER_STATUS.refundDue) return false;
  api.dispatch(paymentNotTaken({ orderId }));
  return true;
}

/** Starts the order with the chosen method; answers whether it went through (errors are toasts already). */
async function startOrder(
  api: AppListenerApi,
  { method, address, useStoreCredit }: { method: PaymentMethod; address: Address; useStoreCredit?: boolean },
): Promise<{ error?: unknown }> {
  const request = await orderRequest(api, address);
  if (method === 'cod') {
    const cod = useStoreCredit ? { orderRequest: { ...request.orderRequest, useStoreCredit } } : request;
    const result = await api.dispatch(checkoutApi.endpoints.placeOrder.initiate(cod));
    if (result.data) {
      api.dispatch(cartCheckedOut());
      api.dispatch(orderPlaced({ orderId: result.data.orderId }));
    }
    return result;
  }
  if (method === 'stripe') {
    const result = await api.dispatch(checkoutApi.endpoints.placeStripeOrder.initiate(request));
    if (result.data) {
      api.dispatch(paymentStarted({ method }));
      externalNavigation.assign(result.data.session_url);
    }
    return result;
  }
  const result = await api.dispatch(checkoutApi.endpoints.placeRazorpayOrder.initiate(request));
  if (!result.data) return result;
  const { order, key, script } = result.data;
  api.dispatch(paymentStarted({ method }));
  const customer = { email: address.email, contact: address.phone, name: `${address.firstName} ${address.lastName}` };
  const paid = await payInPopup({ script, key, order, customer });
  if (!paid) return afterPopupClosed(api, order);
  api.dispatch(popupPaid({ orderId: order.receipt }));
  const verified = await api.dispatch(checkoutApi.endpoints.verifyRazorpay.initiate({ body: paid }));
  if (!verified.error) {
    api.dispatch(cartCheckedOut());
    api.dispatch(orderPlaced({ orderId: order.receipt }));
  }
  if (verified.error && (await notTaken(api, order.receipt, verified.error))) return {};
  return verified;
}

export function registerCheckoutListeners(startListening: AppStartListening): void {
  startListening({
    // A second click while an order is on its way does nothing.
    predicate: (action, _state, previous) => orderSubmitted.match(action) && previous.checkout.status !== 'submitting',
    effect: async (action, api) => {
      if (!orderSubmitted.match(action)) return;
      try {
        const result = await startOrder(api, action.payload);
        if (!result.error) return;
        api.dispatch(orderFailed());
        // The server's cart or prices changed: show the shopper what it holds now (the toast says why).
        if (isFetchBaseQueryError(result.error) && result.error.status === 409) await reloadServerCart(api);
      } catch (error) {
        api.dispatch(orderFailed());
        notify.error(errorMessage(error, api.extra.language()));
      }
    },
  });

  startListening({
    actionCreator: paymentReturned,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners();
      const result = await api.dispatch(
        checkoutApi.endpoints.verifyStripe.initiate({ body: { orderId: payload.orderId, success: payload.success } }),
      );
      if (result.error) {
        if (!(await notTaken(api, payload.orderId, result.error))) api.dispatch(paymentNotConfirmed());
        return;
      }
      api.dispatch(cartCheckedOut());
      api.dispatch(orderPlaced({ orderId: payload.orderId }));
    },
  });

  startListening({
    // Paid: what was typed at checkout is not kept any longer, and no toast of an earlier try (a cancelled popup,
    // a refusal) stays over the confirmation.
    actionCreator: orderPlaced,
    effect: () => {
      forgetDeliveryDraft();
      notify.dismissAll();
    },
  });

  startListening({
    // The page of a payment not taken says what the refusal's toast said, and more: the toast goes.
    actionCreator: paymentNotTaken,
    effect: () => {
      forgetDeliveryDraft();
      notify.dismissAll();
    },
  });

  startListening({
    // Signed out on this device: the next person to use it does not find the address typed at checkout.
    actionCreator: loggedOut,
    effect: () => forgetDeliveryDraft(),
  });
}
