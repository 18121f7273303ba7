// Checkout: the order being placed and how that went.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from './checkoutApi.generated';

export const PAYMENT_METHODS = ['cod', 'stripe', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

type Status = 'idle' | 'submitting' | 'placed';

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
    orderPlaced: (state) => {
      state.status = 'placed';
    },
    orderFailed: (state) => {
      state.status = 'idle';
    },
  },
  selectors: { selectCheckoutStatus: (state) => state.status },
});

export const { checkoutOpened, orderSubmitted, orderPlaced, orderFailed } = checkoutSlice.actions;
export const { selectCheckoutStatus } = checkoutSlice.selectors;
export type OrderSubmission = PayloadAction<{ address: Address; method: PaymentMethod }>['payload'];
