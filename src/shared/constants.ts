// The storefront's own constants from the spec (section 9); what the server must agree on is in contract/.

export const SHOP_NAME = 'Kapda';
export const CURRENCY_SYMBOL = '₹';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const RETURN_DAYS = 7;
