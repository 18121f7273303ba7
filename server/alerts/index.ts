// The alerts wing's face: back-in-stock alerts per size (subscriptions.ts), the alerts a restock ends, claimed from
// the stock wing's restocks before each pass of the outbox's sender (restocks.ts), the mail each is sent
// (restockMail.ts, expanding the requests written for them), their routes and the operator's hint. Other wings, the
// CLI and app.ts import this file only.
export { alertsAdminSchemas } from './schemas';
export { alertMailHeaders, BACK_IN_STOCK_REQUEST, expandBackInStock } from './restockMail';
export { endRestockedAlerts } from './restocks';
export { adminStockAlertRoutes, stockAlertRoutes } from './routes';
export { waitingSizes } from './subscriptions';
