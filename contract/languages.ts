// The storefront's languages and how an address names one: English without a prefix, every other language under its
// code (`/hi/collection`). The SPA's routes and the server's pages are both made from the one page table with these.
import type { PageName } from './pages';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats numbers and dates in (Indian digit grouping for both). */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** What starts every address of a language: '' for English, `/hi` for Hindi. */
export const languagePrefix = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** A route pattern or a path (`/collection`, `/`) in a language: `/hi/collection`, `/hi`. */
export function inLanguage(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language an address is in, and the address without its language's prefix (in any case, as the router). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const lower = pathname.toLowerCase();
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    if (lower === prefix || lower === `${prefix}/`) return { language, path: '/' };
    if (lower.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The webpackChunkName of a language's compiled messages (src/shared/i18n/i18n.ts); English has none. */
export const languageChunk = (language: Language): string => `lang-${language}`;

/**
 * The pages whose screens speak only the first screens' English messages, which the first download carries
 * (src/shared/i18n/catalogs.ts FIRST_MESSAGES), as the page an address does not name does. Any other page needs the
 * rest, the MORE_MESSAGES_CHUNK, before it is drawn: the server announces it with the page, and the browser has it
 * before taking the page over.
 */
const FIRST_MESSAGES_PAGES: ReadonlySet<string> = new Set<PageName>(['home', 'collection', 'product', 'cart']);

/** The webpackChunkName of the English messages of every screen but the first ones (src/shared/i18n/i18n.ts). */
export const MORE_MESSAGES_CHUNK = 'lang-en-more';

/** Whether the page `name` (a page of the table, or `notFound`) needs the MORE_MESSAGES_CHUNK to be drawn. */
export const needsMoreMessages = (name: PageName | 'notFound'): boolean =>
  name !== 'notFound' && !FIRST_MESSAGES_PAGES.has(name);

/**
 * The shop's language a browser prefers most (its `navigator.languages`, or an Accept-Language header's tags in
 * order): the first whose primary subtag is one of the shop's, or undefined when none is.
 */
export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
