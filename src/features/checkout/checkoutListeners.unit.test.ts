import { waitFor } from '@testing-library/dom';
import { makeStore } from '../../app/store';
// Both are the unit project's stand-ins from __mocks__/ (jest.config.ts): nothing leaves the page or opens a popup.
import { externalNavigation } from '../../shared/browser/navigation';
import { anOrder, aProduct, DELIVERY_ADDRESS } from '../../test/builders';
import { answerRequests } from '../../test/requests';
import { productsCached } from '../../test/state';
import { itemAdded, selectCartCount } from '../cart';
import { payInPopup } from './razorpayPopup';
import { orderSubmitted, selectCheckoutStatus, selectNotTakenOrderId, type PaymentMethod } from './checkoutSlice';

const shirt = aProduct('shirt', { price: 499 });
const address = DELIVERY_ADDRESS;
const razorpayOrder = { id: 'order_1', amount: 100_800, currency: 'INR', receipt: 'o1' };
const paid = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'signed' };

/** A visitor's store (nothing mirrored to the server) with two shirts in the cart, submitting the order. */
async function submit(method: PaymentMethod, expectedStatus: ReturnType<typeof selectCheckoutStatus>) {
  const store = makeStore();
  store.dispatch(productsCached([shirt]));
  store.dispatch(itemAdded({ productId: 'shirt', size: 'M' }));
  store.dispatch(itemAdded({ productId: 'shirt', size: 'M' }));
  store.dispatch(orderSubmitted({ address, method }));
  await waitFor(() => expect(selectCheckoutStatus(store.getState())).toBe(expectedStatus));
  return store;
}

const orderRequest = { address, items: [{ ...shirt, size: 'M', quantity: 2 }], amount: 1008 };

describe('placing a submitted order', () => {
  it('places a cash-on-delivery order at once with the cart’s items and total, then empties the cart', async () => {
    const sent = answerRequests({ '/api/order/place': { success: true, message: 'Order Placed' } });
    const store = await submit('cod', 'placed');
    expect(sent.map((request) => [request.path, request.body])).toEqual([['/api/order/place', orderRequest]]);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('sends the shopper to the card payment page for Stripe, keeping the cart until the payment is confirmed', async () => {
    answerRequests({ '/api/order/stripe': { success: true, session_url: 'https://pay.example/cs_1' } });
    const store = await submit('stripe', 'paying');
    expect(jest.mocked(externalNavigation).assign.mock.calls).toEqual([['https://pay.example/cs_1']]);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('opens the Razorpay popup for the provider order; closed with nothing paid, the payment is cancelled and the cart kept', async () => {
    const sent = answerRequests({
      '/api/order/razorpay': { success: true, order: razorpayOrder, key: 'rzp_key', script: '/checkout.js' },
      '/api/order/razorpay/check': { success: true, state: 'not paid' },
    });
    const store = await submit('razorpay', 'idle');
    // The popup closed without a result: the shop asks the provider before the payment counts as cancelled.
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['/api/order/razorpay', orderRequest],
      ['/api/order/razorpay/check', { razorpay_order_id: razorpayOrder.id }],
    ]);
    expect(jest.mocked(payInPopup).mock.calls).toEqual([
      [
        {
          script: '/checkout.js',
          key: 'rzp_key',
          order: razorpayOrder,
          customer: { email: address.email, contact: address.phone, name: 'Asha Rao' },
        },
      ],
    ]);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('leads a payment the server took too late for its order to the page of its refund, keeping the cart', async () => {
    jest.mocked(payInPopup).mockResolvedValueOnce(paid);
    const late = 'This payment for order O1 arrived after the time we keep items for a payment, so it was not taken.';
    const sent = answerRequests({
      '/api/order/razorpay': { success: true, order: razorpayOrder, key: 'rzp_key', script: '/checkout.js' },
      '/api/order/verifyRazorpay': () => Response.json({ success: false, message: late }, { status: 409 }),
      // The shopper's orders list it as Refund Due: its payment was taken, not as an order.
      '/api/order/userorder': {
        success: true,
        orders: [anOrder('o1', [shirt], { status: 'Refund Due', paymentMethod: 'Razorpay', payment: true })],
      },
    });
    const store = await submit('razorpay', 'notTaken');
    expect(selectNotTakenOrderId(store.getState())).toBe('o1');
    expect(sent.map((request) => request.path)).toEqual([
      '/api/order/razorpay',
      '/api/order/verifyRazorpay',
      '/api/order/userorder',
    ]);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('keeps the checkout form after a refusal for an order the shopper’s orders do not list (a replaced one)', async () => {
    jest.mocked(payInPopup).mockResolvedValueOnce(paid);
    answerRequests({
      '/api/order/razorpay': { success: true, order: razorpayOrder, key: 'rzp_key', script: '/checkout.js' },
      '/api/order/verifyRazorpay': () =>
        Response.json(
          { success: false, message: 'This payment was for order O1, which you changed.' },
          { status: 409 },
        ),
      '/api/order/userorder': { success: true, orders: [] },
      '/api/cart/get': { success: true, cartData: {} },
    });
    const store = await submit('razorpay', 'idle');
    expect(selectNotTakenOrderId(store.getState())).toBeNull();
  });

  it('has the server check a Razorpay payment before it counts, then empties the cart', async () => {
    jest.mocked(payInPopup).mockResolvedValueOnce(paid);
    const sent = answerRequests({
      '/api/order/razorpay': { success: true, order: razorpayOrder, key: 'rzp_key', script: '/checkout.js' },
      '/api/order/verifyRazorpay': { success: true },
    });
    const store = await submit('razorpay', 'placed');
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['/api/order/razorpay', orderRequest],
      ['/api/order/verifyRazorpay', paid],
    ]);
    expect(selectCartCount(store.getState())).toBe(0);
  });
});
