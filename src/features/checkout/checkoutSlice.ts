// Checkout: the payment method chosen, whether the delivery form is complete, and how placing and paying the order went.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from './checkoutApi.generated';

export const PAYMENT_METHODS = ['cod', 'stripe', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * submitting: on its way; paying: the shopper is at the payment provider; verifying: back, asking the server;
 * waitingForBank: the popup closed while the shopper's bank has not answered a UPI payment yet; notTaken: the provider
 * took the money but the order could not take it (the hold on its units had ended): the shop refunds it.
 */
type Status = 'idle' | 'submitting' | 'paying' | 'verifying' | 'waitingForBank' | 'placed' | 'notPaid' | 'notTaken';
const IN_PROGRESS: ReadonlySet<Status> = new Set(['submitting', 'paying', 'verifying', 'waitingForBank']);

interface CheckoutState {
  status: Status;
  paymentMethod: PaymentMethod;
  /** Whether every delivery field holds a valid value; the address itself stays in the form until the order is sent. */
  deliveryFormValid: boolean;
  /** The order placed and paid during this visit, whose confirmation /orders shows (none in an older action log). */
  placedOrderId: string | null;
  /**
   * The order whose payment was taken but not as an order, whose page says so (paymentRefundPath); absent in a state
   * recorded before the shop named it.
   */
  notTakenOrderId?: string | null;
}

const initialState: CheckoutState = {
  status: 'idle',
  paymentMethod: 'cod',
  deliveryFormValid: false,
  placedOrderId: null,
  notTakenOrderId: null,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** The place-order screen opened: empty delivery fields, cash on delivery (spec section 9). */
    checkoutOpened: () => initialState,
    paymentMethodChosen: (state, { payload }: PayloadAction<PaymentMethod>) => {
      state.paymentMethod = payload;
    },
    /** The delivery form turned complete or incomplete. */
    deliveryFormChanged: (state, { payload }: PayloadAction<{ valid: boolean }>) => {
      state.deliveryFormValid = payload.valid;
    },
    orderSubmitted: {
      reducer: (state) => {
        state.status = 'submitting';
      },
      /** useStoreCredit: cash on delivery spends the shopper's store credit first. */
      prepare: (order: { address: Address; method: PaymentMethod; useStoreCredit?: boolean }) => ({ payload: order }),
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
    /** The popup closed without a result, and the provider says the shopper's bank has not answered yet (UPI). */
    bankAnswerAwaited: (state, _action: PayloadAction<{ orderId: string }>) => {
      state.status = 'waitingForBank';
    },
    /** Back from the card payment page at /verify, with what its URL said. */
    paymentReturned: {
      reducer: (state) => {
        state.status = 'verifying';
      },
      prepare: (result: { orderId: string; success: string }) => ({ payload: result }),
    },
    /** Placed (cash on delivery) or paid and confirmed by the server; logs recorded before it named the order lack it. */
    orderPlaced: (state, { payload }: PayloadAction<{ orderId: string } | undefined>) => {
      state.status = 'placed';
      state.placedOrderId = payload?.orderId ?? null;
    },
    /** The provider took the money, but the order could not take it: the shop refunds it (its own page says so). */
    paymentNotTaken: (state, { payload }: PayloadAction<{ orderId: string }>) => {
      state.status = 'notTaken';
      state.notTakenOrderId = payload.orderId;
    },
    paymentNotConfirmed: (state) => {
      state.status = 'notPaid';
    },
    orderFailed: (state) => {
      state.status = 'idle';
    },
  },
  selectors: {
    selectCheckoutStatus: (state) => state.status,
    /** An order is on its way, at the payment provider or being confirmed: PLACE ORDER waits. */
    selectOrderInProgress: (state) => IN_PROGRESS.has(state.status),
    selectPaymentMethod: (state) => state.paymentMethod,
    selectDeliveryFormValid: (state) => state.deliveryFormValid,
    selectPlacedOrderId: (state) => state.placedOrderId,
    selectNotTakenOrderId: (state) => state.notTakenOrderId ?? null,
  },
});

export const {
  checkoutOpened,
  paymentMethodChosen,
  deliveryFormChanged,
  orderSubmitted,
  paymentStarted,
  popupPaid,
  popupDismissed,
  bankAnswerAwaited,
  paymentReturned,
  orderPlaced,
  paymentNotTaken,
  paymentNotConfirmed,
  orderFailed,
} = checkoutSlice.actions;
export const {
  selectCheckoutStatus,
  selectOrderInProgress,
  selectPaymentMethod,
  selectDeliveryFormValid,
  selectPlacedOrderId,
  selectNotTakenOrderId,
} = checkoutSlice.selectors;
