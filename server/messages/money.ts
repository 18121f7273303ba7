// The server's one money formatter: amounts in its mails, on the payment sandbox's pages and in the operator's
// terminal, as shoppers in India read them (₹ and Indian digit grouping), always to the paisa.
import { DEFAULT_LANGUAGE, LOCALES, LANGUAGES, type Language } from '../../contract';

const formats = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/** ₹1,499.00, ₹1,29,900.50: rupees in `language`'s digits and grouping. */
export const formatRupees = (rupees: number, language: Language = DEFAULT_LANGUAGE): string =>
  `₹${formats[language].format(rupees)}`;
