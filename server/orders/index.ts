// The orders wing's face: placing and pricing orders, the cart they are made from, online payments from their start
// to the provider's word, the lifecycle operators move them along. Other wings, plugins, the CLI and app.ts import
// this file only.
export { orderAdminSchemas } from './adminSchemas';
export { cancelPaymentsForChangedProducts } from './catalogChanges';
export { registerHoldSweeper } from './holdSweeper';
export {
  cancelUnpaidOrders,
  changeOrderStatus,
  findOrder,
  listAllOrders,
  ORDER_STATUSES,
  parseSince,
  type AdminOrder,
} from './lifecycle';
export { countOrders } from './queries';
export { sandboxRecords } from './sandboxRecords';
export { adminOrderRoutes } from './routes/admin';
export { cartRoutes } from './routes/cart';
export { orderRoutes } from './routes/orders';
export { paymentMethodRoutes } from './routes/paymentMethods';
export { paymentRoutes } from './routes/payments';
export { stripeWebhookRoutes } from './routes/stripeWebhook';
