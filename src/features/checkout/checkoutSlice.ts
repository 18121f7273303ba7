// Checkout: the order being placed and paid, and how that went.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from './checkoutApi.generated';

export const PAYMENT_METHODS = ['cod', 'stripe', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** submitting: on its way; paying: the shopper is at the payment provider; verifying: back, asking the server. */
type Status = 'idle' | 'submitting' | 'paying' | 'verifying' | 'placed' | 'notPaid';

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: { status: 'idle' as Status },
  reducers: {
    checkoutOpened: (state) => {
      state.status = 'idle';
    },
    orderSubmitted: {
      reducer: (state) => {
        state.status = 'submitting';
      },
      prepare: (order: { address: Address; method: PaymentMethod }) => ({ payload: order }),
    },
    /** The shopper was sent to the card payment page, or the payment popup opened. */
    paymentStarted: (state, _action: PayloadAction<{ method: PaymentMethod }>) => {
      state.status = 'paying';
    },
    /** The popup reported a payment (its signed result is checked by the server next). */
    popupPaid: (state, _action: PayloadAction<{ orderId: string }>) => {
      state.status = 'verifying';
    },
    popupDismissed: (state) => {
      state.status = 'idle';
    },
    /** Back from the card payment page at /verify, with what its URL said. */
    paymentReturned: {
      reducer: (state) => {
        state.status = 'verifying';
      },
      prepare: (result: { orderId: string; success: string }) => ({ payload: result }),
    },
    orderPlaced: (state) => {
      state.status = 'placed';
    },
    paymentNotConfirmed: (state) => {
      state.status = 'notPaid';
    },
    orderFailed: (state) => {
      state.status = 'idle';
    },
  },
  selectors: { selectCheckoutStatus: (state) => state.status },
});

export const {
  checkoutOpened,
  orderSubmitted,
  paymentStarted,
  popupPaid,
  popupDismissed,
  paymentReturned,
  orderPlaced,
  paymentNotConfirmed,
  orderFailed,
} = checkoutSlice.actions;
export const { selectCheckoutStatus } = checkoutSlice.selectors;
