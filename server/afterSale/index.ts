// The after-sale wing's face: what happens after an order is placed. An order's pieces as a shopper may still cancel or
// return them (pieces.ts, over the orders wing's pieces and claims), cancelling before dispatch (cancellations.ts),
// return and exchange requests (returnRequests.ts) and the operator's steps (returnSteps.ts, returnsQueue.ts), store
// credit (storeCredit.ts), what an order's page says of it all (afterSaleDetail.ts) and its mails. Refunds go through
// the payments wing's face. What the orders wing asks of it (forOrders.ts) app.ts and the CLI hand it as hooks.
export { afterSaleRoutes } from './routes/afterSale';
export { adminReturnRoutes } from './routes/adminReturns';
export { findReturn, returnsQueue, type AdminReturnAnswer } from './returnsQueue';
export { moveReturn, type ReturnStep } from './returnSteps';
export { addCredit, creditBalance } from './storeCredit';
export { shopperOrdersWith } from './shopper';
export { cancelWholeOrderIn, ordersMoney, orderStory, pieceStatesOf } from './forOrders';
