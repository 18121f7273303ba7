// Business constants of the shop (spec section 9) and the server's own limits; what the storefront must agree on
// too is in contract/.
import { BESTSELLER_COUNT, LATEST_COUNT, ORDER_LIFECYCLE, ORDER_STATUS, RELATED_COUNT } from '../contract';

/** The most units of one size an operator may put on the shelf: more is a typing mistake. */
export const MAX_STOCK = 1_000_000;

/** The status of a placed order (cash on delivery, or paid online); later statuses are set by the shop. */
export const ORDER_PLACED = ORDER_STATUS.placed;
/** An online order whose payment has not been confirmed; shoppers do not see it among their orders. */
export const AWAITING_PAYMENT = 'Awaiting Payment';
export const PAYMENT_FAILED = 'Payment Failed';
export const PAYMENT_EXPIRED = 'Payment Expired';
/** An order awaiting payment that a newer one replaced (the cart, address or method changed): it can never be paid. */
export const PAYMENT_CANCELLED = 'Payment Cancelled';
/**
 * An online order paid after the hold on its units had ended (the units may have been sold since): the shop does not
 * take it, and the operator refunds the payment.
 */
export const REFUND_DUE = ORDER_STATUS.refundDue;

export const DELIVERED = ORDER_STATUS.delivered;
/** A placed order the shop will not deliver; its units go back to stock. */
export const CANCELLED = ORDER_STATUS.cancelled;
/** The lifecycle the operator moves placed orders along (contract/orders.ts: the operator's screens offer it too). */
export { ORDER_LIFECYCLE };

export const PAYMENT_METHOD = { cod: 'COD', stripe: 'Stripe', razorpay: 'Razorpay' } as const;

/** Largest request body the API accepts. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/**
 * Largest body of a call that places an order or starts its payment: its items are the product copies the storefront
 * shows, up to MAX_CART_LINES of them, each with its texts in English and in Hindi (a full cart of the demo catalog is
 * about 116 kB).
 */
export const ORDER_BODY_LIMIT_BYTES = 256 * 1024;

/** How stale a process's cached product list may be when another process changes the catalog. */
export const CATALOG_RECHECK_MS = 1000;

/** Where the shop serves its pictures from (the data folder's images/); a product's pictures must be under it. */
export const IMAGES_URL_PREFIX = '/images/';
/** Most pictures one product shows (the product page's gallery). */
export const MAX_PRODUCT_IMAGES = 4;
/** Highest price a product may have, in rupees. */
export const MAX_PRICE_RUPEES = 1_000_000;

/** The longest product id (lower-case letters, digits and dashes) the shop gives or accepts. */
export const MAX_PRODUCT_ID_LENGTH = 80;
/** GET /api/product/query, /detail, /home and /byIds. */
export const CATALOG_QUERY = {
  /** Most values of one filter (category, type) in one query. */
  maxFilterValues: 10,
  /** Longest category or type value a filter takes. */
  maxFilterValueLength: 60,
  /** Longest search text, before trimming. */
  maxSearchLength: 100,
  defaultPageSize: 24,
  maxPageSize: 96,
  /** Highest page number a query takes. */
  maxPage: 1_000_000_000,
  latest: LATEST_COUNT,
  bestsellers: BESTSELLER_COUNT,
  related: RELATED_COUNT,
  /** Most ids one byIds call takes. */
  maxIds: 100,
} as const;
