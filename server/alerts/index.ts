// The alerts wing's face: back-in-stock alerts per size (subscriptions.ts), the mail a restock sends through the
// outbox's sender (restockMail.ts, expanding the requests product_stock's trigger writes), their routes and the
// operator's hint. Other wings, the CLI and app.ts import this file only.
export { alertsAdminSchemas } from './schemas';
export { alertMailHeaders, BACK_IN_STOCK_REQUEST, expandBackInStock } from './restockMail';
export { adminStockAlertRoutes, stockAlertRoutes } from './routes';
export { waitingSizes } from './subscriptions';
