// Money the shop charges on its own account. The server counts in paise; the storefront shows rupees.

/** The delivery fee added to every order (spec section 9), in paise. */
export const DELIVERY_FEE_PAISE = 1000;
/** The same fee in rupees, as the storefront shows it. */
export const DELIVERY_FEE_RUPEES = DELIVERY_FEE_PAISE / 100;
export const CURRENCY = 'INR';
