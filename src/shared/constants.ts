// The storefront's constants from the spec (section 9), named once.

export const SHOP_NAME = 'Kapda';
export const CURRENCY_SYMBOL = '₹';
export const DELIVERY_FEE = 10;
export const LATEST_COUNT = 10;
export const BESTSELLER_COUNT = 5;
export const RELATED_COUNT = 5;
export const RATING_COUNT = 122;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const RETURN_DAYS = 7;
export const SUBSCRIBE_DISCOUNT_PERCENT = 20;
export const MIN_PASSWORD_LENGTH = 8;
/** The most pieces of one size a cart line holds (the server's limit too). */
export const MAX_LINE_QUANTITY = 100;
/** A size with this many units or fewer left says "Only N left". */
export const LOW_STOCK = 5;
