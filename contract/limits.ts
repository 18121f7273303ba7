// Limits the server enforces and the storefront states before the shopper meets them.

/**
 * Most pieces of one product in one size a cart line and an order line hold: the cart keeps no more than an order
 * takes (the server's ORDER_SIZE_UNITS_MAX may only lower it for orders).
 */
export const MAX_LINE_QUANTITY = 20;
/** Most distinct lines (product + size) in one cart or order. */
export const MAX_CART_LINES = 100;
/** Longest e-mail address the shop takes (RFC 5321's path limit less its angle brackets), wherever one is typed or sent. */
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** Most delivery addresses one account keeps saved. */
export const MAX_SAVED_ADDRESSES = 10;
/** Most products one account keeps on its wishlist (and a visitor's browser list merged into it at login). */
export const MAX_WISHLIST_ITEMS = 200;
