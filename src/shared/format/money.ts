// Money as shoppers in India read it, in the shop's language: ₹ and Indian digit grouping (₹1,29,900).
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '../../../contract';
import { CURRENCY_SYMBOL } from '../constants';

const formats = (locale: string) => ({
  whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
  withPaise: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
});
const FORMATS = { en: formats(LOCALES.en), hi: formats(LOCALES.hi) } satisfies Record<Language, unknown>;

/** ₹1,499 for whole rupees, ₹1,599.50 when there are paise. */
export function formatPrice(rupees: number, language: Language = DEFAULT_LANGUAGE): string {
  const { whole, withPaise } = FORMATS[language];
  return `${CURRENCY_SYMBOL}${(Number.isInteger(rupees) ? whole : withPaise).format(rupees)}`;
}
