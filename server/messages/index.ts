// The API's words to shoppers in the caller's language: the catalogs (en.ts, hi.ts) compiled once when the server
// starts, one Lingui instance per language, and the refusals that carry a key instead of a sentence.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, LOCALES, DEFAULT_LANGUAGE, type Language } from '../../contract';
import { en, type MessageKey } from './en';
import { hi } from './hi';

export type { MessageKey } from './en';
export { languageOf } from './language';
export { formatRupees } from './money';

export const CATALOGS: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, hi };

/** A refusal's words by key: `values` fill the message's placeholders, a value that is a message said first. */
export interface ShopperMessage {
  key: MessageKey;
  values?: Readonly<Record<string, string | number | ShopperMessage>>;
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` anywhere in a formatted message, values included; a backslash spelled `\u005C`
 * comes out as itself, so a text or a value that quotes `\u0000` (or a shopper's odd input) is said as written.
 */
const asWritten = (text: string) => text.replaceAll('\\', '\\u005C');

const compile = (catalog: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(asWritten(text))]));

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: LOCALES[language], messages: { [LOCALES[language]]: compile(CATALOGS[language]) } }),
  ]),
) as Record<Language, I18n>;

/** The message in `language` (English by default, as logs and the command line read it). */
export function say({ key, values = {} }: ShopperMessage, language: Language = DEFAULT_LANGUAGE): string {
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? asWritten(value)
        : typeof value === 'number'
          ? value
          : asWritten(say(value, language)),
    ]),
  );
  return instances[language]._(key, written);
}
