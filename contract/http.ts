// How the API's answers carry what the storefront reads besides their bodies.

/**
 * A shop running with FAILURE_STATUS=200 (for a client that reads only bodies) answers failures 200 and names the
 * status they stand for in this header.
 */
export const FAILURE_STATUS_HEADER = 'shop-failure-status';

/**
 * An answer to a logged-in call whose token is getting old carries a fresh token in this header; the storefront keeps
 * it, so a shopper active within the token's lifetime stays logged in while an idle one is logged out.
 */
export const RENEWED_TOKEN_HEADER = 'shop-renewed-token';

/**
 * The language the storefront shows (`en` or `hi`, contract/languages.ts): the API words its refusals in it. Without
 * it the API reads Accept-Language, and answers English to a caller that sends neither.
 */
export const SHOP_LANGUAGE_HEADER = 'shop-language';
