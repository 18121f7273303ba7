// Money as shoppers in India read it, in the shop's language: ₹ and Indian digit grouping (₹1,29,900).
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { CURRENCY_SYMBOL } from '../constants';
import { perLanguage, wholeNumbers } from './perLanguage';

const withPaise = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** ₹1,499 for whole rupees, ₹1,599.50 when there are paise. */
export function formatPrice(rupees: number, language: Language = DEFAULT_LANGUAGE): string {
  const format = Number.isInteger(rupees) ? wholeNumbers(language) : withPaise(language);
  return `${CURRENCY_SYMBOL}${format.format(rupees)}`;
}
