// Order dates in the shop's language: 5 Mar 2026 in English, 5 मार्च 2026 in Hindi.
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '../../../contract';

const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATES = {
  en: new Intl.DateTimeFormat(LOCALES.en, options),
  hi: new Intl.DateTimeFormat(LOCALES.hi, options),
} satisfies Record<Language, Intl.DateTimeFormat>;

export const formatDate = (date: Date | number, language: Language = DEFAULT_LANGUAGE): string =>
  DATES[language].format(date);
