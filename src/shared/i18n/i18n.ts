// One Lingui instance per language, each with its compiled catalog, never switched: the address names the language
// (contract/languages.ts) and the app hands the screens that language's instance, so two pages rendered at once on
// the server in two languages never share one. English's first screens' messages are in the first download and the
// rest, every other screen's, a chunk of their own loaded before such a screen is drawn (loadMoreMessages); another
// language's messages arrive whole as their own chunk, before its first page is drawn (loadMessages). The operator's
// messages are a chunk of their own in each language, loaded with the admin screens (loadAdminMessages).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract';
import type { MessageKey } from './catalogs';
import { messages as firstEnglish } from './messages.en.generated';

/** The English instance's messages: the first screens' from the start, the rest added once they come. */
const english: Messages = { ...firstEnglish };

const LOADERS: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  hi: () => import(/* webpackChunkName: "lang-hi" */ './messages.hi.generated').then(({ messages }) => messages),
};

/** The operator's messages of a language (catalogs.ts ADMIN_MESSAGES), each its own chunk. */
const ADMIN_LOADERS: Record<Language, () => Promise<Messages>> = {
  en: () =>
    import(/* webpackChunkName: "lang-en-admin" */ './messages.en.admin.generated').then(({ messages }) => messages),
  hi: () =>
    import(/* webpackChunkName: "lang-hi-admin" */ './messages.hi.admin.generated').then(({ messages }) => messages),
};

const instances = Object.fromEntries(LANGUAGES.map((language) => [language, setupI18n()])) as Record<Language, I18n>;
instances[DEFAULT_LANGUAGE].loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: english });

const loading = new Map<Language, Promise<void>>();

/** Whether the admin screens were asked for: a language's messages loaded from then on bring the operator's too. */
let adminWanted = false;
const adminMessages = new Map<Language, Promise<Messages>>();

/** The operator's messages of `language`, downloaded once; a failed download may be tried again. */
function fetchAdminMessages(language: Language): Promise<Messages> {
  let pending = adminMessages.get(language);
  if (!pending) {
    pending = ADMIN_LOADERS[language]().catch((error: unknown) => {
      adminMessages.delete(language);
      throw error;
    });
    adminMessages.set(language, pending);
  }
  return pending;
}

/** Whether `language`'s messages are here (English always is). */
export const messagesLoaded = (language: Language): boolean => instances[language].locale === language;

/** Brings `language`'s messages, once; a failed download (the shopper went offline) may be tried again. */
export function loadMessages(language: Language): Promise<void> {
  if (messagesLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    // The operator's messages, once the admin screens are here, come before the language is taken up, so no screen
    // of theirs is drawn in it without its words.
    pending = Promise.all([LOADERS[language](), adminWanted ? fetchAdminMessages(language) : undefined]).then(
      ([messages, admin]) =>
        instances[language].loadAndActivate({ locale: language, messages: Object.assign(messages, admin) }),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

let more: Promise<void> | undefined;

/**
 * Brings the English messages of every screen but the first ones (catalogs.ts FIRST_MESSAGES), once; a failed download
 * may be tried again. They join the instance's messages in place rather than through Lingui's `load`, whose change
 * event would redraw every text on the page: nothing drawn already speaks them. Nothing asks for them ahead of need
 * (at idle time, say): a first visit's bytes are all its first screen's (docs/performance.md), and a screen that needs
 * them has them loaded beside its own code (lazyWithMessages), in parallel.
 */
export function loadMoreMessages(): Promise<void> {
  more ??= import(/* webpackChunkName: "lang-en-more" */ './messages.en.more.generated').then(
    ({ messages }) => {
      Object.assign(english, messages);
    },
    (error: unknown) => {
      more = undefined;
      throw error;
    },
  );
  return more;
}

/**
 * Brings the operator's messages (catalogs.ts ADMIN_MESSAGES) of every language whose messages are here or coming,
 * English's at least; a language loaded later brings its own with it (loadMessages). Like loadMoreMessages, they join
 * the instances' messages in place: nothing drawn already speaks them. The admin screens' lazy import asks for them
 * (lazyWithMessages), so a shopper's download never carries them.
 */
export function loadAdminMessages(): Promise<void> {
  adminWanted = true;
  const wanted = LANGUAGES.filter((language) => messagesLoaded(language) || loading.has(language));
  return Promise.all(
    wanted.map((language) =>
      Promise.all([fetchAdminMessages(language), loading.get(language)]).then(([admin]) => {
        Object.assign(instances[language].messages, admin);
      }),
    ),
  ).then(() => undefined);
}

/** Every message of every language (the server's renderer, tests). */
export const loadAllMessages = (): Promise<void> =>
  Promise.all([loadAdminMessages(), ...LANGUAGES.map(loadMessages), loadMoreMessages()]).then(() => undefined);

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
