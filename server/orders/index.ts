// The orders wing's face: the cart orders are made from, pricing and placing cash orders, an order's lines and pieces,
// reading orders, the lifecycle operators move them along, the holds online payments keep, the order mail, the sale
// the invoices wing is told of, what the accounts wing asks about a shopper (shopperOrders) and the lines a shopper
// received, which the reviews wing is given (deliveredLines). What it asks of the payments and after-sale wings, which
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
export { endedHoldLines, expiredHolds, productStock, releasedHolds, stockLevels } from './holds';
export { cartLines } from './cart';
export { pricedOrder, type NewOrder, type PricedOrder } from './pricing';
export {
  goodsPaise,
  linesOf,
  orderLinesOf,
  sameLines,
  stockLinesOf,
  toOrderItem,
  writeOrderLines,
  type SoldLine,
} from './lines';
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
export {
  countOrders,
  findOrderRow,
  findUserOrderPaidWith,
  orderTallies,
  shownToShopper,
  type OrderRow,
} from './queries';
export { getOrderDetail } from './detail';
export { invoiceSaleIn } from './invoicing';
export { cancelWaitingForChange } from './catalogChanges';
export { claimPaymentCheck, markRefunded, orderByProviderRef, ordersDueForCheck } from './paymentChecks';
export { deliveredAt, recordStatusChange } from './statusChanges';
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
  cancelWaitingOrders,
  expireEndedHolds,
  fulfilPaymentIn,
  markPaymentFailed,
  type Fulfilment,
} from './paymentOutcomes';
export { releaseClaim, storeProviderRef, waitingOrderFor, type PaymentOrder, type WaitingOrder } from './waitingOrder';
export { notTakenReason, writeNotTakenMail, writeOrderMail } from './orderMail';
export { CartChanged, OrderNotFound, StatusChangeRefused } from './errors';
export type { CancelOrder, OrderPaymentsShown, OrdersMoney, OrderStory, PieceStates, PlacingHooks } from './laterWings';
export { deliveredLines } from './deliveredLines';
export { listUsers, shopperOrders } from './shopperOrders';
export { adminOrderRoutes } from './routes/admin';
export { cartRoutes } from './routes/cart';
export { orderRoutes } from './routes/orders';
