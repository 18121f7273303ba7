// One Lingui instance per language, each with its compiled catalog, never switched: the address names the language
// (contract/languages.ts) and the app hands the screens that language's instance, so two pages rendered at once on
// the server in two languages never share one. English is in the first download; another language's messages arrive
// as their own chunk, before its first page is drawn (loadMessages).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract';
import type { MessageKey } from './catalogs';
import { messages as english } from './messages.en.generated';

const LOADERS: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  hi: () => import(/* webpackChunkName: "lang-hi" */ './messages.hi.generated').then(({ messages }) => messages),
};

const instances = Object.fromEntries(LANGUAGES.map((language) => [language, setupI18n()])) as Record<Language, I18n>;
instances[DEFAULT_LANGUAGE].loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: english });

const loading = new Map<Language, Promise<void>>();

/** Whether `language`'s messages are here (English always is). */
export const messagesLoaded = (language: Language): boolean => instances[language].locale === language;

/** Brings `language`'s messages, once; a failed download (the shopper went offline) may be tried again. */
export function loadMessages(language: Language): Promise<void> {
  if (messagesLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(
      (messages) => instances[language].loadAndActivate({ locale: language, messages }),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Every language's messages (the server's renderer, tests). */
export const loadAllMessages = (): Promise<void> => Promise.all(LANGUAGES.map(loadMessages)).then(() => undefined);

/** The i18n instance of `language`. */
export const i18nOf = (language: Language): I18n => instances[language];

/** The values a message's placeholders and plurals take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Says a message of the catalogs in one language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const translators = new Map<I18n, Translate>();

/** The texts of an instance's language (made once per instance, so it keeps its identity across renders). */
export function translatorFor(i18n: I18n): Translate {
  let translate = translators.get(i18n);
  if (!translate) {
    translate = (key, values) => i18n._(key, values);
    translators.set(i18n, translate);
  }
  return translate;
}

/** The texts of `language`, for code outside React (listeners raising toasts, page heads). */
export const translatorOf = (language: Language): Translate => translatorFor(instances[language]);
