// Suggestions as a shopper types (GET /api/product/suggest): the categories and types, and the products, whose words
// start with what is typed or forgive it, best first: those whose words start with it, then those forgiving a typo.
// The last word is the one being typed (a prefix); the words before it match as a search's words do.
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, SEARCH_SUGGESTIONS, type Language } from '../../contract';
import { searchWords, type SearchWords } from './forgivingSearch';
import type { CatalogOrder } from './catalogOrder';
import { newestWithEach } from './searchMatches';
import type { IndexReads, ReadPostings } from './indexReads';
import { forgives, isStopword, length, wordsOf } from './searchWords';
import { synonymKey, type SynonymTable } from './synonyms';

export interface Suggestion {
  kind: 'product' | 'category' | 'type';
  text: string;
  productId: string | null;
}

/** Above every character a word can hold: the end of the range of words starting with a prefix. */
const AFTER_EVERY_WORD = '\u{10FFFF}';

/**
 * The catalog's words starting with `prefix`, by their spellings (a Hindi word's Latin one too), and by synonyms; read
 * once per version.
 */
async function wordsStartingWith(reads: IndexReads, prefix: string, synonyms: SynonymTable): Promise<string[]> {
  const key = `starting:${prefix}`;
  const known = reads.recall<string[]>(key);
  if (known) return known;
  const named = [...synonyms].filter(([word]) => word.startsWith(prefix)).flatMap(([, same]) => [...same]);
  const rows = await reads.db
    .selectFrom('search_forms')
    .innerJoin('search_words', 'search_words.word', 'search_forms.word')
    .select('search_forms.word')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('search_forms.form', '>=', prefix), eb('search_forms.form', '<', prefix + AFTER_EVERY_WORD)]),
        ...(named.length > 0 ? [eb('search_forms.form', 'in', named)] : []),
      ]),
    )
    .where('search_words.products', '>', 0)
    .execute();
  const words = rows.map((row) => row.word);
  reads.remember(key, words);
  return words;
}

/** How a category or type matches the word being typed: its name (or a synonym of it) starts with it, or forgives it. */
function shelfMatch(value: string, typed: string, synonyms: SynonymTable): 'prefix' | 'fuzzy' | undefined {
  const keys = [synonymKey(value), ...(synonyms.get(synonymKey(value)) ?? [])];
  if (keys.some((key) => key.startsWith(typed))) return 'prefix';
  if (length(typed) >= 3 && keys.some((key) => forgives(typed, key) || forgives(typed, key.slice(0, length(typed)))))
    return 'fuzzy';
  return undefined;
}

/**
 * The newest products having one of each earlier word's words and one of `named` in their name: at most `count`,
 * named in the language asked.
 */
async function productsWith(
  postings: ReadPostings,
  order: CatalogOrder,
  words: { lists: ReadonlyArray<readonly string[]>; named: readonly string[] },
  count: number,
  language: Language | undefined,
): Promise<Suggestion[]> {
  return (await newestWithEach(postings, order, words, count)).map((at) => ({
    kind: 'product' as const,
    text: (language === 'hi' ? order.namesHi[at] : undefined) ?? order.names[at] ?? '',
    productId: order.ids[at] ?? '',
  }));
}

/** Up to SEARCH_SUGGESTIONS.max suggestions for `typed` (trimmed, at least SEARCH_SUGGESTIONS.fromLength long). */
export async function suggestions(
  reads: IndexReads,
  order: CatalogOrder,
  typed: string,
  language: Language | undefined,
  synonyms: SynonymTable,
): Promise<Suggestion[]> {
  const words = wordsOf(typed);
  const last = words[words.length - 1];
  if (!last) return [];
  const before = words.slice(0, -1).filter((word) => !isStopword(word.key));
  const earlier: SearchWords = before.length
    ? await searchWords(reads, before.map((word) => word.written).join(' '), synonyms)
    : { words: [] };
  if (earlier.words.some((word) => word.forgiving.length === 0)) return [];
  const shelves = [
    ...PRODUCT_CATEGORIES.map((value) => ({ kind: 'category' as const, value })),
    ...PRODUCT_TYPES.map((value) => ({ kind: 'type' as const, value })),
  ].flatMap(({ kind, value }) => {
    const match = before.length === 0 ? shelfMatch(value, last.key, synonyms) : undefined;
    return match ? [{ match, suggestion: { kind, text: value, productId: null } }] : [];
  });
  const shelvesMatching = (match: 'prefix' | 'fuzzy') =>
    shelves.filter((shelf) => shelf.match === match).map((shelf) => shelf.suggestion);

  const max = SEARCH_SUGGESTIONS.max;
  const wordsBefore = earlier.words.map((word) => word.forgiving);
  const found: Suggestion[] = [];
  const add = (more: readonly Suggestion[]) => {
    for (const suggestion of more)
      if (found.length < max && !found.some((one) => one.kind === suggestion.kind && one.text === suggestion.text))
        found.push(suggestion);
  };
  const starting = await wordsStartingWith(reads, last.key, synonyms);
  add(shelvesMatching('prefix'));
  add(await productsWith(reads.postings, order, { lists: wordsBefore, named: starting }, max, language));
  // Typos forgiven only fill what is left: what starts with the typed word comes first, and most often fills it.
  if (found.length === max || length(last.key) < 3) return found;
  const forgiven = ((await searchWords(reads, last.written, synonyms)).words[0]?.forgiving ?? []).filter(
    (word) => !starting.includes(word),
  );
  add(shelvesMatching('fuzzy'));
  add(await productsWith(reads.postings, order, { lists: wordsBefore, named: forgiven }, max, language));
  return found;
}
