// Counts as shoppers in India read them, in the shop's language: Indian digit grouping (1,23,456 products).
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { perLanguage, wholeNumbers } from './perLanguage';

export const formatCount = (value: number, language: Language = DEFAULT_LANGUAGE): string =>
  wholeNumbers(language).format(value);

const oneDecimal = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const upToOneDecimal = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A measure as it comes: whole (86) or with its one decimal (33.5). */
export const formatMeasure = (value: number, language: Language = DEFAULT_LANGUAGE): string =>
  upToOneDecimal(language).format(value);

/** A figure to one decimal (an average rating: 4.3). */
export const formatDecimal = (value: number, language: Language = DEFAULT_LANGUAGE): string =>
  oneDecimal(language).format(value);
