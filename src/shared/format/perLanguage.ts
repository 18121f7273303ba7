// Intl formatters made on first use, one per language: making one loads its locale's data, which costs a phone tens
// of milliseconds at start-up and which a page in the other language never needs.
import { LOCALES, type Language } from '../../../contract';

export function perLanguage<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    const existing = made.get(language);
    if (existing) return existing;
    const formatter = make(LOCALES[language]);
    made.set(language, formatter);
    return formatter;
  };
}

/** Whole numbers with Indian digit grouping (1,23,456): counts, and rupees without paise. */
export const wholeNumbers = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
