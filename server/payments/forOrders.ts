// What the orders wing asks of this wing through its hooks (orders' laterWings.ts), for app.ts and the CLI to hand it:
// whether cash is taken (placing), a cancellation's refund, and an order's
// payments and refunds as the operator sees them.
import { toRupees } from '../../contract';
import type { CancelOrder, OrderPaymentsShown, PlacingHooks } from '../orders';
import { assertCashOnDelivery, type Payments } from './providers';
import { amountToRefund, orderPaymentsTaken, orderRefundTries, sendOrderRefunds } from './refunds';

/** Placing a cash order: cash on delivery must be offered. */
export const placingPayments = (payments: Payments): Pick<PlacingHooks, 'assertCashOnDelivery'> => ({
  assertCashOnDelivery: () => assertCashOnDelivery(payments),
});

/**
 * A cancellation's refund, sent to the provider after the commit. Without the providers (a command that moves no
 * order to Cancelled) it is recorded only and waits for the operator's Refund, as one the provider did not answer.
 */
export const sendCancellationRefund =
  (payments: Payments | undefined): CancelOrder['sendRefund'] =>
  async (db, orderId, by, refundKey) => {
    if (payments) await sendOrderRefunds(db, payments, orderId, by, [refundKey]).catch(() => 0);
  };

/** An order's payments taken, its refunds with their tries, and the rupees still to give back, for the operator. */
export const orderPaymentsShown: OrderPaymentsShown = async (db, orderId) => ({
  payments: (await orderPaymentsTaken(db, orderId)).map(({ amountPaise, ...payment }) => ({
    ...payment,
    amount: toRupees(amountPaise),
  })),
  refunds: (await orderRefundTries(db, orderId)).map(({ refund, ...tries }) => ({ ...refund, ...tries })),
  refundDue: toRupees(await amountToRefund(db, orderId)),
});
