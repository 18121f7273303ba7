// The orders wing's face: placing and pricing orders, the cart they are made from, online payments from their start
// to the provider's word (payments/, with the providers in payments/providers/), the lifecycle operators move them
// along, the holds their payments keep, what the accounts wing asks about a shopper (shopperOrders) and the lines a
// shopper received, which the reviews wing is given (deliveredLines). The stock levels and user list of the command
// line are composed here, where orders, stock and accounts meet. Other wings, plugins, the CLI and app.ts import this
// file only.
export { orderAdminSchemas } from './adminSchemas';
export {
  cancelUnpaidOrders,
  changeOrderStatus,
  EVERY_ORDER_STATUS,
  findOrder,
  listAllOrders,
  ORDER_STATUSES,
  parseSince,
  type AdminOrder,
} from './lifecycle';
export { cancelPaymentsForChangedProducts } from '../payments/catalogChanges';
export { registerHoldSweeper } from '../payments/holdSweeper';
export { endedHoldLines, productStock, stockLevels } from './holds';
export { createCardCheckout, createPayments, type Payments } from '../payments/providers';
export { razorpaySandboxRoutes, stripeSandboxRoutes } from '../payments/providers/sandbox/routes';
// Razorpay's webhook wire format, for the tests' doubles and the benchmark, which send what Razorpay would.
export {
  paymentEvent,
  RAZORPAY_WEBHOOK_PATH,
  signedDelivery,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
} from '../payments/providers/razorpayWire';
export { PaymentProviderError, PaymentProviderRefused, type CardCheckout } from '../payments/providers/types';
export { paymentMethodRoutes } from '../payments/routes/methods';
export { paymentRoutes } from '../payments/routes/onlinePayments';
export { stripeWebhookRoutes } from '../payments/routes/stripeWebhook';
export { razorpayWebhookRoutes } from '../payments/routes/razorpayWebhook';
export { adminPaymentRoutes } from '../payments/routes/adminPayments';
export { reconcileOrder, reconcileWaitingOrders } from '../payments/reconcile';
export { orderPaymentsTaken, orderRefundTries, refundOrder } from '../payments/refunds';
export { sandboxRecords } from '../payments/sandboxRecords';
export { countOrders, orderTallies } from './queries';
export { deliveredLines } from './deliveredLines';
export { listUsers, shopperOrders } from './shopperOrders';
export { adminOrderRoutes } from './routes/admin';
export { cartRoutes } from './routes/cart';
export { orderRoutes } from './routes/orders';
export { afterSaleRoutes } from '../afterSale/routes/afterSale';
export { adminReturnRoutes } from '../afterSale/routes/adminReturns';
export { findReturn, returnsQueue, type AdminReturnAnswer } from '../afterSale/returnsQueue';
export { moveReturn, type ReturnStep } from '../afterSale/returnSteps';
