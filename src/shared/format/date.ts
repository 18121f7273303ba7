// Order dates in the shop's language: 5 Mar 2026 in English, 5 मार्च 2026 in Hindi.
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { perLanguage } from './perLanguage';

const dates = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);

export const formatDate = (date: Date | number, language: Language = DEFAULT_LANGUAGE): string =>
  dates(language).format(date);
