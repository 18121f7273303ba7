// Counts as shoppers in India read them, in the shop's language: Indian digit grouping (1,23,456 products).
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '../../../contract';

const GROUPED = {
  en: new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 0 }),
  hi: new Intl.NumberFormat(LOCALES.hi, { maximumFractionDigits: 0 }),
} satisfies Record<Language, Intl.NumberFormat>;

export const formatCount = (value: number, language: Language = DEFAULT_LANGUAGE): string =>
  GROUPED[language].format(value);
