// A search's matches, put together in this process from the numbers the words' index answers (search.ts) over the
// catalog in list order (catalogOrder.ts): the products whose name contains the search first, then those matching
// every word as typed, then those forgiving a typo; each group in the sort asked. A search of thousands of products is
// so counted and ordered in a few milliseconds, rather than by the database sorting and grouping them again for every
// page and facet. "Name contains": a text without spaces is within one of a name's words as written, which the index
// answers exactly; a text with spaces, within neighbouring words as written (the first ending with its first word,
// the last starting with its last, those between equal to its own): the names of the products having such words are
// then compared with the text itself.
import type { CatalogOrder } from './catalogOrder';
import { canMatch, type SearchWords } from './forgivingSearch';
import type { CatalogFilter, CatalogSort, ShelfCount } from './querySql';
import { wordsShaped, type WordShape, type WordsIn } from './search';
import type { IndexReads, ReadPostings } from './indexReads';

/** A position no group holds. */
const UNMATCHED = 255;
/** The groups, first to last: name contains the search, every word as typed, typos forgiven. */
const GROUPS = [0, 1, 2] as const;

export interface SearchMatches {
  /** Each position's group, or UNMATCHED. */
  groupOf: Uint8Array;
  /** Every matching product's shelf, counted. */
  shelves: ShelfCount[];
}

/**
 * For each position, which of the lists of words it has one of (a bit per list, where asked), and which of the
 * narrower lists (`typed`, each within its list) it has one of too, read in one go; `touched` holds the positions
 * having any.
 */
async function wordMarks(
  postings: ReadPostings,
  order: CatalogOrder,
  lists: ReadonlyArray<readonly string[]>,
  { typed = [], within = 'anywhere' }: { typed?: ReadonlyArray<readonly string[]>; within?: WordsIn } = {},
) {
  const bits = new Map<string, { any: number; typed: number }>();
  const mark = (list: readonly string[], index: number, kind: 'any' | 'typed') => {
    for (const word of list) {
      const known = bits.get(word) ?? { any: 0, typed: 0 };
      known[kind] |= 1 << index;
      bits.set(word, known);
    }
  };
  lists.forEach((list, index) => mark(list, index, 'any'));
  typed.forEach((list, index) => mark(list, index, 'typed'));
  const marks = new Uint8Array(order.ids.length);
  const typedMarks = new Uint8Array(typed.length > 0 ? order.ids.length : 0);
  const touched: number[] = [];
  for (const [word, keys] of await postings([...bits.keys()], within)) {
    const found = bits.get(word);
    if (!found) continue;
    for (const key of keys) {
      const at = order.positionOf(key);
      if (at < 0) continue;
      if (marks[at] === 0) touched.push(at);
      marks[at] = (marks[at] ?? 0) | found.any;
      if (typed.length > 0) typedMarks[at] = (typedMarks[at] ?? 0) | found.typed;
    }
  }
  return { marks, typedMarks, touched, all: (1 << lists.length) - 1 };
}

/** A text as names are compared with it: lower case, composed. */
const lowered = (text: string) => text.normalize('NFC').toLowerCase();

/** The catalog's words of a shape, read once per version. */
async function shapedWords(reads: IndexReads, shape: WordShape): Promise<string[]> {
  const key = `shape:${JSON.stringify(shape)}`;
  const known = reads.recall<string[]>(key);
  if (known) return known;
  const words = await wordsShaped(reads.db, shape);
  reads.remember(key, words);
  return words;
}

/** The positions of the products whose English or Hindi name contains `text` (trimmed, not empty), in any case. */
async function containing(reads: IndexReads, order: CatalogOrder, text: string): Promise<number[]> {
  const lower = lowered(text);
  const pieces = lower.split(/\s+/);
  const [first, last] = [pieces[0] ?? '', pieces[pieces.length - 1] ?? ''];
  const shapes: WordShape[] =
    pieces.length === 1
      ? [{ contains: first }]
      : [{ endsWith: first }, ...pieces.slice(1, -1).map((equals) => ({ equals })), { startsWith: last }];
  const lists = await Promise.all(shapes.map((shape) => shapedWords(reads, shape)));
  if (lists.some((list) => list.length === 0)) return [];
  const { marks, touched, all } = await wordMarks(reads.postings, order, lists, { within: 'written' });
  const found = touched.filter((at) => marks[at] === all);
  if (pieces.length === 1) return found;
  return found.filter((at) => order.nameContains(at, lower));
}

/** The products a search finds, each in its group, with their shelves' counts. */
export async function searchMatches(
  reads: IndexReads,
  order: CatalogOrder,
  text: string,
  words: SearchWords,
): Promise<SearchMatches> {
  const groupOf = new Uint8Array(order.ids.length).fill(UNMATCHED);
  for (const at of await containing(reads, order, text)) groupOf[at] = 0;
  if (canMatch(words)) {
    const { marks, typedMarks, touched, all } = await wordMarks(
      reads.postings,
      order,
      words.words.map((word) => word.forgiving),
      { typed: words.words.map((word) => word.exact) },
    );
    for (const at of touched)
      if (groupOf[at] === UNMATCHED && marks[at] === all) groupOf[at] = typedMarks[at] === all ? 1 : 2;
  }
  const counts = new Int32Array(order.shelves.length);
  for (let at = 0; at < groupOf.length; at += 1) {
    const shelf = order.shelfOf[at] ?? 0;
    if (groupOf[at] !== UNMATCHED) counts[shelf] = (counts[shelf] ?? 0) + 1;
  }
  const shelves = order.shelves.flatMap((shelf, index) => (counts[index] ? [{ ...shelf, count: counts[index] }] : []));
  return { groupOf, shelves };
}

/** The ids of a search's matches that pass the filter, in its order, from `offset`: at most `count` of them. */
export function matchesBetween(
  order: CatalogOrder,
  matches: SearchMatches,
  filter: CatalogFilter,
  sort: CatalogSort,
  { offset, count }: { offset: number; count: number },
): string[] {
  const shown = order.shelves.map(
    (shelf) =>
      (filter.categories.length === 0 || filter.categories.includes(shelf.category)) &&
      (filter.types.length === 0 || filter.types.includes(shelf.subCategory)),
  );
  const sequence = sort === 'relevant' ? undefined : order.byPrice(sort);
  const ids: string[] = [];
  let skipped = 0;
  for (const group of GROUPS) {
    for (let index = 0; index < order.ids.length; index += 1) {
      const at = sequence ? (sequence[index] ?? 0) : index;
      if (matches.groupOf[at] !== group || !shown[order.shelfOf[at] ?? 0]) continue;
      if (skipped < offset) skipped += 1;
      else {
        ids.push(order.ids[at] ?? '');
        if (ids.length === count) return ids;
      }
    }
  }
  return ids;
}

/**
 * The positions of the newest products having one of each list's words, and one of `named` in their name (not as
 * their category or type): at most `count`, in list order.
 */
export async function newestWithEach(
  postings: ReadPostings,
  order: CatalogOrder,
  { lists, named }: { lists: ReadonlyArray<readonly string[]>; named: readonly string[] },
  count: number,
): Promise<number[]> {
  if (count <= 0 || named.length === 0 || lists.some((list) => list.length === 0)) return [];
  const before = lists.length > 0 ? await wordMarks(postings, order, lists) : undefined;
  const found = new Set<number>();
  for (const keys of (await postings(named, 'names')).values())
    for (const key of keys) {
      const at = order.positionOf(key);
      if (at >= 0 && (!before || before.marks[at] === before.all)) found.add(at);
    }
  return [...found].sort((a, b) => a - b).slice(0, count);
}
