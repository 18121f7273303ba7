// The catalog's queries as the API answers them (GET /api/product/query, detail, home, byIds), every product exactly
// as GET /api/product/list gives it. What the SQL answers (querySql.ts) depends on the catalog alone, so it is kept
// for the catalog's version. Each answer then costs one statement: the stock of its products, read fresh, together
// with the catalog's version; when the version has moved on (a change by any process), the answer is worked out again
// for the new one, so a change shows in the next call everywhere. A search's answers are worked out here from the
// index's ids over the catalog in list order (searchMatches.ts), which is read once per version. Memory stays bounded:
// at most MAX_KEPT_ANSWERS answers (none larger than a window of ids), MAX_KEPT_MATCHES searches' matches (a byte per
// product each) and MAX_KEPT_PRODUCTS products, least used forgotten first, and all of it when the version moves on.
import type { Kysely } from 'kysely';
import type { Language } from '../../contract';
import { CATALOG_QUERY } from '../constants';
import type { DB } from '../db/schema';
import type { Product, ProductFields } from '../schemas/entities';
import { catalogVersion, findProducts, stockWithVersion, toProduct, withStock } from './productRecords';
import type { ProductShelves } from './productShelves';
import {
  homeIds,
  matchingIds,
  relatedIds,
  shelfCounts,
  summarize,
  type CatalogFilter,
  type CatalogSort,
} from './querySql';
import { Lru } from './lru';
import { withPictureUrls } from './pictureUrls';
import { didYouMean } from './didYouMean';
import { searchWords, type SearchWords } from './forgivingSearch';
import { readCatalogOrder, type CatalogOrder } from './catalogOrder';
import { matchesBetween, searchMatches } from './searchMatches';
import { suggestions, type Suggestion } from './suggest';
import { keptIndexReads } from './indexReads';
import { listSynonyms, synonymTable, type SynonymTable } from './synonyms';

/** Matching ids are read and kept in windows of this many: ten pages of the largest size, about 40 KB. */
const WINDOW = 10 * CATALOG_QUERY.maxPageSize;
/** Shoppers typing ask for a page of each prefix of each word: a few thousand answers, mostly windows of a search. */
const MAX_KEPT_ANSWERS = 4096;
/** Matches serve another sort, filter or window of a search: the last few searches'. */
const MAX_KEPT_MATCHES = 16;
const MAX_KEPT_PRODUCTS = 5000;

export interface CatalogQuery extends CatalogFilter {
  /** Untrimmed; empty searches nothing. */
  search: string;
  sort: CatalogSort;
  page: number;
  limit: number;
}

export type ProductPage = {
  products: Product[];
  page: number;
  limit: number;
  /** For a search that finds nothing at all: the closest words of the catalog, as a query to run. */
  didYouMean: string | null;
} & ReturnType<typeof summarize>;

export interface CatalogReader {
  query(query: CatalogQuery): Promise<ProductPage>;
  /** A product and the others on its shelf; undefined when there is no such product. */
  detail(productId: string): Promise<{ product: Product; related: Product[] } | undefined>;
  home(): Promise<{ latest: Product[]; bestsellers: Product[] }>;
  /** The products named that exist, each once, in the order named. */
  byIds(ids: readonly string[]): Promise<Product[]>;
  /** Suggestions for what a shopper is typing (trimmed). */
  suggest(typed: string, language: Language | undefined): Promise<Suggestion[]>;
}

/** The products an answer shows, and how it is made of them once they have their stock. */
interface Plan<T> {
  ids: readonly string[];
  finish(found: Map<string, Product>): T;
}

/** Filter values as a set: each once, in one order, so one question is one key however it was asked. */
const asSet = (values: readonly string[]) => [...new Set(values)].sort();

export function createCatalogReader(
  db: Kysely<DB>,
  {
    imageBaseUrl,
    shelves,
    window = WINDOW,
  }: {
    imageBaseUrl: string;
    /** The stock wing's shelves, whose units each answer reads. */
    shelves: Pick<ProductShelves, 'shelvesOf'>;
    /** Ids per window; tests make it small. */
    window?: number;
  },
): CatalogReader {
  const answers = new Lru<string, Promise<unknown>>(MAX_KEPT_ANSWERS);
  const matchesKept = new Lru<string, Promise<unknown>>(MAX_KEPT_MATCHES);
  const orderKept = new Lru<string, Promise<unknown>>(1);
  const products = new Lru<string, ProductFields>(MAX_KEPT_PRODUCTS);
  const indexReads = keptIndexReads(db);
  let keptVersion: number | undefined;

  /** Keeps what is worked out for `version` from now on, forgetting whatever was kept for another one. */
  function keep(version: number): void {
    if (version === keptVersion) return;
    answers.clear();
    matchesKept.clear();
    orderKept.clear();
    products.clear();
    indexReads.keep(version);
    keptVersion = version;
  }

  /** What `load` answers for `key` in this version, one load shared by the calls that ask meanwhile. */
  function kept<T>(version: number, key: string, load: () => Promise<T>, lru = answers): Promise<T> {
    // A call that read an older version than the one kept now answers for itself.
    if (version !== keptVersion) return load();
    const known = lru.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loading = load();
    lru.set(key, loading);
    loading.catch(() => lru.delete(key, loading));
    return loading;
  }

  /** The operator's synonyms as the catalog's version has them, read once per version. */
  const synonymsOf = (version: number) =>
    kept<SynonymTable>(version, 'synonyms', async () => synonymTable(await listSynonyms(db)));

  /** The catalog in list order for a version's searches: read once, and kept apart from the answers it serves. */
  const orderOf = (version: number) => kept<CatalogOrder>(version, 'order', () => readCatalogOrder(db), orderKept);

  /** A search's matches in a version. */
  const matchesOf = (version: number, text: string, words: SearchWords) =>
    kept(
      version,
      JSON.stringify(text),
      async () => searchMatches(indexReads.reads(version), await orderOf(version), text, words),
      matchesKept,
    );

  /** A search's words in a version (with the synonyms it has) and the shelves of its matches. */
  const searched = (version: number, text: string) =>
    kept(version, `search:${JSON.stringify(text)}`, async () => {
      const words = await searchWords(indexReads.reads(version), text, await synonymsOf(version));
      return { words, shelves: (await matchesOf(version, text, words)).shelves };
    });

  async function fieldsOf(version: number, ids: readonly string[]): Promise<Map<string, ProductFields>> {
    const found = new Map<string, ProductFields>();
    const missing = ids.filter((id) => {
      const known = version === keptVersion ? products.get(id) : undefined;
      if (known) found.set(id, known);
      return !known;
    });
    if (missing.length === 0) return found;
    for (const row of (await findProducts(db, missing)).values()) {
      const product = withPictureUrls(toProduct(row), imageBaseUrl);
      found.set(product._id, product);
      if (version === keptVersion) products.set(product._id, product);
    }
    return found;
  }

  /**
   * Works out an answer for the version kept, reads its products' stock with the catalog's version, and works it out
   * again once for that version if it was another: whatever changed before the call shows in its answer.
   */
  async function answer<T>(plan: (version: number) => Promise<Plan<T>>): Promise<T> {
    let version = keptVersion ?? (await catalogVersion(db));
    keep(version);
    for (let attempt = 1; ; attempt += 1) {
      const planned = await plan(version);
      const read = await stockWithVersion(db, planned.ids, shelves.shelvesOf);
      if (read.version === version || attempt === 2) {
        const fields = await fieldsOf(version, planned.ids);
        const found = withStock(
          planned.ids.flatMap((id) => fields.get(id) ?? []),
          read.stock,
        );
        return planned.finish(new Map(found.map((product) => [product._id, product])));
      }
      version = read.version;
      keep(version);
    }
  }

  /** The ids of a query's matches from `offset`, `count` of them, read a whole window at a time. */
  async function idsBetween(
    version: number,
    filter: CatalogFilter & { search: string },
    sort: CatalogSort,
    offset: number,
    count: number,
  ): Promise<string[]> {
    const key = JSON.stringify([filter.categories, filter.types, filter.search, sort]);
    const windowOf = async (from: number) => {
      if (filter.search === '') return matchingIds(db, filter, sort, { offset: from, count: window });
      const matches = await matchesOf(version, filter.search, (await searched(version, filter.search)).words);
      return matchesBetween(await orderOf(version), matches, filter, sort, { offset: from, count: window });
    };
    const first = Math.floor(offset / window);
    const last = Math.floor((offset + count - 1) / window);
    const windows = await Promise.all(
      Array.from({ length: last - first + 1 }, (_, index) =>
        kept(version, `ids:${key}:${first + index}`, () => windowOf((first + index) * window)),
      ),
    );
    // Only the ids asked for are copied: a window is a thousand.
    const ids: string[] = [];
    for (let index = offset; index < offset + count; index += 1) {
      const id = windows[Math.floor(index / window) - first]?.[index % window];
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }

  /** The products of `ids` that exist, in that order. */
  const inOrder = (ids: readonly string[], found: Map<string, Product>) => ids.flatMap((id) => found.get(id) ?? []);

  return {
    query: ({ categories, types, search, sort, page, limit }) =>
      answer(async (version) => {
        const text = search.trim();
        const filter = { categories: asSet(categories), types: asSet(types), search: text };
        const found = text === '' ? undefined : await searched(version, text);
        const shelves = found ? found.shelves : await kept(version, 'shelves', () => shelfCounts(db));
        const summary = summarize(shelves, filter);
        const meant =
          found && shelves.length === 0
            ? await kept(version, `meant:${JSON.stringify(text)}`, () => didYouMean(db, text, found.words))
            : null;
        const offset = (page - 1) * limit;
        const ids =
          offset < summary.total
            ? await idsBetween(version, filter, sort, offset, Math.min(limit, summary.total - offset))
            : [];
        return {
          ids,
          finish: (found) => ({ products: inOrder(ids, found), page, limit, ...summary, didYouMean: meant }),
        };
      }),

    detail: (productId) =>
      answer(async (version) => {
        const product = (await fieldsOf(version, [productId])).get(productId);
        const related = product
          ? await kept(version, `related:${productId}`, () => relatedIds(db, product, CATALOG_QUERY.related))
          : [];
        const finish = (found: Map<string, Product>) => {
          const asked = found.get(productId);
          return asked && { product: asked, related: inOrder(related, found) };
        };
        return { ids: product ? [productId, ...related] : [], finish };
      }),

    home: () =>
      answer(async (version) => {
        const { latest, bestsellers } = await kept(version, 'home', () => homeIds(db));
        return {
          ids: [...new Set([...latest, ...bestsellers])],
          finish: (found) => ({ latest: inOrder(latest, found), bestsellers: inOrder(bestsellers, found) }),
        };
      }),

    byIds: (ids) =>
      answer(async () => {
        const unique = [...new Set(ids)];
        return { ids: unique, finish: (found) => inOrder(unique, found) };
      }),

    // No stock in them: one read of the catalog's version says whether what is kept still holds.
    async suggest(typed, language) {
      const version = await catalogVersion(db);
      keep(version);
      return kept(version, `suggest:${language ?? ''}:${JSON.stringify(typed)}`, async () =>
        suggestions(indexReads.reads(version), await orderOf(version), typed, language, await synonymsOf(version)),
      );
    },
  };
}
