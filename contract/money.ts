// Money as both programs count it: the server in paise, the storefront and the API's bodies in rupees. Every
// conversion between the two goes through this pair.

/** The delivery fee added to every order (spec section 9), in paise; `toRupees(DELIVERY_FEE_PAISE)` as shown. */
export const DELIVERY_FEE_PAISE = 1000;
export const CURRENCY = 'INR';

const PAISE_PER_RUPEE = 100;

/** Rupees from paise (33333 → 333.33). */
export const toRupees = (paise: number): number => paise / PAISE_PER_RUPEE;

/** Paise from rupees, rounded to whole paise (333.333 → 33333): how a sent amount or price is compared and stored. */
export const toPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/** A rupee amount written with its two decimals (333.3 → '333.30'): as a query, a CSV cell or structured data carry it. */
export const rupeesText = (rupees: number): string => rupees.toFixed(2);

/** A sum of rupee amounts without float noise (0.1 + 0.2 is 0.3): added up in whole paise. */
export const sumRupees = (amounts: readonly number[]): number =>
  toRupees(amounts.reduce((paise, amount) => paise + toPaise(amount), 0));

/** What an order of these lines comes to, delivery included, in rupees: the amount the storefront sends and shows. */
export const orderAmount = (lines: ReadonlyArray<{ price: number; quantity: number }>): number =>
  toRupees(lines.reduce((paise, line) => paise + toPaise(line.price) * line.quantity, DELIVERY_FEE_PAISE));
