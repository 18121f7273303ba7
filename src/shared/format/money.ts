// Money as shoppers in India read it: ₹ and Indian digit grouping (₹1,29,900).
import { CURRENCY_SYMBOL } from '../constants';

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,499 for whole rupees, ₹1,599.50 when there are paise. */
export function formatPrice(rupees: number): string {
  return `${CURRENCY_SYMBOL}${(Number.isInteger(rupees) ? whole : withPaise).format(rupees)}`;
}
