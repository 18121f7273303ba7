// The orders wing's face: the cart and placing cash orders (their routes), an order's lines and pieces, reading orders,
// the lifecycle operators move them along, the holds online payments keep and the stock levels they make, the order
// awaiting an online payment and what the payments wing's word makes of it, what the after-sale wing changes of an
// order, what the accounts wing asks about a shopper (shopperOrders) and the lines a shopper received, which the
// reviews wing is given (deliveredLines). What it asks of the payments and after-sale wings, which
// import it, are hooks (laterWings.ts) the caller composes. Other wings, plugins, the CLI and app.ts import this file
// only.
export { orderAdminSchemas, AdminOrder as AdminOrderSchema, AdminReturn } from './adminSchemas';
export {
  cancelUnpaidOrders,
  changeOrderStatus,
  EVERY_ORDER_STATUS,
  findAdminOrder,
  findOrder,
  listAllOrders,
  ORDER_STATUSES,
  parseSince,
  type AdminOrder,
} from './lifecycle';
export { endedHoldLines, productStock, stockLevels } from './holds';
export type { NewOrder } from './pricing';
export { goodsPaise, linesOf, orderLinesOf, type SoldLine } from './lines';
export {
  claimPieces,
  orderClaims,
  orderPieces,
  orderValue,
  PieceTaken,
  shownLines,
  unitStates,
  type Claim,
  type LinedOrder,
  type Piece,
} from './pieces';
export { countOrders, findOrderRow, findUserOrderPaidWith, orderTallies, type OrderRow } from './queries';
export { getOrderDetail } from './detail';
export { cancelWaitingForChange } from './catalogChanges';
export { claimPaymentCheck, markRefunded, orderByProviderRef, ordersDueForCheck } from './paymentChecks';
export { deliveredAt } from './statusChanges';
export {
  lockedOrder,
  moveOrderIn,
  orderRowsOf,
  placeExchangeOrder,
  releaseClaims,
  setOrderAmounts,
  shownOrderOf,
} from './afterSaleChanges';
export {
  cancelShoppersWaitingOrder,
  expireEndedHolds,
  fulfilPaymentIn,
  markPaymentFailed,
  type Fulfilment,
} from './paymentOutcomes';
export { releaseClaim, storeProviderRef, waitingOrderFor, type PaymentOrder, type WaitingOrder } from './waitingOrder';
export { CartChanged, OrderNotFound, StatusChangeRefused } from './errors';
export type { CancelOrder, OrderPaymentsShown, OrdersMoney, OrderStory, PieceStates, PlacingHooks } from './laterWings';
export { deliveredLines } from './deliveredLines';
export { listUsers, shopperOrders } from './shopperOrders';
export { adminOrderRoutes } from './routes/admin';
export { cartRoutes } from './routes/cart';
export { orderRoutes } from './routes/orders';
