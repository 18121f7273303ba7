// The payments wing's face: online payments from their start to the provider's word. A payment's start
// (onlineStart.ts, over the orders wing's order awaiting payment), card and popup payments, the provider's word
// (takenPayments.ts, stripeEvents.ts, razorpayEvents.ts, reconcile.ts: what the order becomes is the orders wing's
// paymentOutcomes.ts), refunds (refunds.ts), the hold sweeper, what a catalog change does to waiting payments, the
// sandbox's records, and the providers (providers/: the interface, Stripe, Razorpay and the offline sandbox). What
// the orders wing asks of it (forOrders.ts) app.ts and the CLI hand it as hooks.
export { cancelPaymentsForChangedProducts } from './catalogChanges';
export { registerHoldSweeper } from './holdSweeper';
export { createCardCheckout, createPayments, type Payments } from './providers';
export { razorpaySandboxRoutes, stripeSandboxRoutes } from './providers/sandbox/routes';
// Razorpay's webhook wire format, for the tests' doubles and the benchmark, which send what Razorpay would.
export {
  paymentEvent,
  RAZORPAY_WEBHOOK_PATH,
  signedDelivery,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
} from './providers/razorpayWire';
export type { CardCheckout } from './providers/types';
export { paymentMethodRoutes } from './routes/methods';
export { paymentRoutes } from './routes/onlinePayments';
export { stripeWebhookRoutes } from './routes/stripeWebhook';
export { razorpayWebhookRoutes } from './routes/razorpayWebhook';
export { adminPaymentRoutes } from './routes/adminPayments';
export { reconcileOrder, reconcileWaitingOrders } from './reconcile';
export {
  orderPaymentsTaken,
  orderRefunds,
  orderRefundTries,
  paymentRecordsOf,
  recordPartRefund,
  refundOrder,
  sendOrderRefunds,
} from './refunds';
export { sandboxRecords } from './sandboxRecords';
export { orderPaymentsShown, placingPayments, sendCancellationRefund } from './forOrders';
