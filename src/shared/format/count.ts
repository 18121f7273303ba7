// Counts as shoppers in India read them, in the shop's language: Indian digit grouping (1,23,456 products).
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { wholeNumbers } from './perLanguage';

export const formatCount = (value: number, language: Language = DEFAULT_LANGUAGE): string =>
  wholeNumbers(language).format(value);
