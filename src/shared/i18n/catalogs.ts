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
