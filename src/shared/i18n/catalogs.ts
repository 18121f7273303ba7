// The message catalogs as written (ICU messages by key), and the keys they hold. The storefront reads their compiled
// form (messages.*.generated.ts, npm run messages); tests and the compiler read these.
import type { Language } from '../../../contract';
import { en } from './en';
import { hi } from './hi';

export type CatalogTree = { readonly [key: string]: string | CatalogTree };

export const CATALOGS: Record<Language, CatalogTree> = { en, hi };

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every message's dotted key, from the English catalog (the Hindi one has the same shape). */
export type MessageKey = Leaves<typeof en>;

/** A message's key or the key of a group of messages (`checkout.promise`). */
type KeyOrGroup<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]:
    `${Prefix}${Key}` | (Tree[Key] extends string ? never : KeyOrGroup<Tree[Key], `${Prefix}${Key}.`>);
}[keyof Tree & string];

/**
 * The English messages the first screens speak, by key or group: what is around every page (layout, menus, footer,
 * head, toasts, errors, not found) and the home, collection, product and cart screens (contract/languages.ts
 * FIRST_MESSAGES_PAGES). main.js carries them (messages.en.generated.ts); the rest (messages.en.more.generated.ts) is
 * a chunk of its own, loaded before a screen that speaks any of it is drawn (i18n.ts). Hindi's come whole.
 */
export const FIRST_MESSAGES: readonly KeyOrGroup<typeof en>[] = [
  'layout',
  'nav',
  'footer',
  'profile',
  'language',
  'toasts',
  'errors',
  'head',
  'notFound',
  'catalog',
  'cart',
  // The product page's delivery check says when an order would arrive, in checkout's words.
  'checkout.promise',
];

/**
 * The operator's screens' messages (/admin), in every language: a chunk of their own per language
 * (messages.<language>.admin.generated.ts), loaded with the admin screens' code (lazyWithMessages), so no shopper's
 * download carries them.
 */
export const ADMIN_MESSAGES = 'admin' satisfies KeyOrGroup<typeof en>;

/** Whether the message `key` is one of the operator's screens' (ADMIN_MESSAGES). */
export const isAdminMessage = (key: string): boolean => key.startsWith(`${ADMIN_MESSAGES}.`);

/** Whether the message `key` is one of the first screens' (FIRST_MESSAGES). */
export const isFirstMessage = (key: string): boolean =>
  FIRST_MESSAGES.some((group) => key === group || key.startsWith(`${group}.`));
