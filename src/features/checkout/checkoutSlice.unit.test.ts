import {
  checkoutOpened,
  checkoutSlice,
  deliveryFormChanged,
  orderFailed,
  orderPlaced,
  orderSubmitted,
  paymentMethodChosen,
  paymentNotConfirmed,
  paymentReturned,
  paymentStarted,
  popupDismissed,
  popupPaid,
  selectCheckoutStatus,
  selectDeliveryFormValid,
  selectOrderInProgress,
  selectPaymentMethod,
} from './checkoutSlice';
import { DELIVERY_ADDRESS } from '../../test/builders';

type Action = Parameters<typeof checkoutSlice.reducer>[1];
const after = (...actions: Action[]) => ({
  checkout: actions.reduce(checkoutSlice.reducer, checkoutSlice.reducer(undefined, { type: 'unknown' })),
});
const address = DELIVERY_ADDRESS;
const submitted = orderSubmitted({ address, method: 'cod' });

describe('the checkout reducer', () => {
  it('starts idle, with cash on delivery chosen and the delivery form not yet complete', () => {
    const state = after();
    expect(selectCheckoutStatus(state)).toBe('idle');
    expect(selectPaymentMethod(state)).toBe('cod');
    expect(selectDeliveryFormValid(state)).toBe(false);
  });

  it('records the payment method the shopper chose', () => {
    expect(selectPaymentMethod(after(paymentMethodChosen('razorpay')))).toBe('razorpay');
    expect(selectPaymentMethod(after(paymentMethodChosen('razorpay'), paymentMethodChosen('stripe')))).toBe('stripe');
  });

  it('records whether the delivery form is complete, as it turns complete and incomplete', () => {
    expect(selectDeliveryFormValid(after(deliveryFormChanged({ valid: true })))).toBe(true);
    expect(
      selectDeliveryFormValid(after(deliveryFormChanged({ valid: true }), deliveryFormChanged({ valid: false }))),
    ).toBe(false);
  });

  it('starts a new visit to the place-order screen afresh: idle, cash on delivery, empty form', () => {
    const state = after(
      paymentMethodChosen('stripe'),
      deliveryFormChanged({ valid: true }),
      submitted,
      orderFailed(),
      checkoutOpened(),
    );
    expect(state).toEqual(after());
  });

  it('carries the address and method in the submitted order, for the listener that places it', () => {
    expect(submitted.payload).toEqual({ address, method: 'cod' });
    expect(selectCheckoutStatus(after(submitted))).toBe('submitting');
  });

  it.each([
    ['paying', 'the card payment page or popup opens', [submitted, paymentStarted({ method: 'stripe' })]],
    [
      'verifying',
      'the popup reports a payment',
      [submitted, paymentStarted({ method: 'razorpay' }), popupPaid({ orderId: 'o1' })],
    ],
    ['idle', 'the shopper closes the popup', [submitted, paymentStarted({ method: 'razorpay' }), popupDismissed()]],
    [
      'verifying',
      'the shopper is back from the card payment page',
      [paymentReturned({ orderId: 'o1', success: 'true' })],
    ],
    ['placed', 'the server places the order', [submitted, orderPlaced()]],
    [
      'notPaid',
      'the server does not confirm the payment',
      [paymentReturned({ orderId: 'o1', success: 'false' }), paymentNotConfirmed()],
    ],
    ['idle', 'placing the order fails', [submitted, orderFailed()]],
  ] as const)('is %s once %s', (status, _when, actions) => {
    expect(selectCheckoutStatus(after(...actions))).toBe(status);
  });
});

describe('checkout selectors', () => {
  it('holds PLACE ORDER while the order is on its way, at the provider or being confirmed', () => {
    expect(selectOrderInProgress(after())).toBe(false);
    expect(selectOrderInProgress(after(submitted))).toBe(true);
    expect(selectOrderInProgress(after(submitted, paymentStarted({ method: 'stripe' })))).toBe(true);
    expect(selectOrderInProgress(after(paymentReturned({ orderId: 'o1', success: 'true' })))).toBe(true);
    expect(selectOrderInProgress(after(submitted, orderPlaced()))).toBe(false);
    expect(selectOrderInProgress(after(submitted, orderFailed()))).toBe(false);
  });
});
