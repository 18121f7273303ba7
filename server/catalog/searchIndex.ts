// The forgiving search's index (migration 0023), written by the catalog's own changes in their transactions: each
// product's words (product_words), how many products have each word (search_words), the spellings a word is known by
// (search_forms) and those spellings with letters left out (search_spellings). Rebuilt whole at start-up when the way
// words are written (searchWords.ts, hinglish.ts) changed since it was built.
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';
import { latinSpelling } from './hinglish';
import { changeCatalog } from './productRecords';
import {
  deletions,
  hasDigits,
  hasLetters,
  indexedEdits,
  isDevanagari,
  isStopword,
  nameWords,
  searchKey,
  WORD_SOURCE,
  writtenWords,
} from './searchWords';

/**
 * The way words are written, as the index was built with it: raise it with any change to searchWords.ts or
 * hinglish.ts that writes a word otherwise, and every shop rebuilds its index at its next start.
 */
export const SEARCH_INDEX_VERSION = 1;

/** Rows per insert: at most three columns each keeps a statement under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 2000;
/** Products per statement when reading or forgetting their words. */
const PRODUCTS_PER_STATEMENT = 500;

/** What a product is found by: its names, and its category and type (Kids finds the boys' and girls' clothes). */
export interface NamedProduct {
  id: string;
  name: string;
  name_hi: string | null;
  category: string;
  sub_category: string;
}

/** The product's fields the index is made of. */
const NAMED = ['id', 'name', 'name_hi', 'category', 'sub_category'] as const;

function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The numbers of these products (product_search_keys, which triggers on products write). */
async function keysOf(trx: Kysely<DB>, ids: readonly string[]): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for (const some of batches([...new Set(ids)], PRODUCTS_PER_STATEMENT))
    for (const row of await trx
      .selectFrom('product_search_keys')
      .select(['key', 'product_id'])
      .where('product_id', 'in', some)
      .execute())
      keys.set(row.product_id, row.key);
  return keys;
}

/** The words of these products' names, as compared and as written, and the spellings each word is known by. */
function wordsOfProducts(products: readonly NamedProduct[], keys: ReadonlyMap<string, number>) {
  const postings: Array<{ product_key: number; word: string; source: number }> = [];
  const counts = new Map<string, number>();
  const forms = new Map<string, { form: string; word: string }>();
  const addForm = (form: string, word: string) => forms.set(`${form}\u0000${word}`, { form, word });
  for (const product of products) {
    const words = new Map<string, number>();
    for (const name of [product.name, product.name_hi]) {
      if (!name) continue;
      for (const { key, written } of nameWords(name)) {
        // Small words (ki, the) are never looked for: a search leaves them out.
        if (isStopword(key)) continue;
        if (!words.has(key)) words.set(key, WORD_SOURCE.name);
        // Numbers are found as typed only.
        if (hasDigits(key)) continue;
        addForm(key, key);
        const latin = isDevanagari(written) ? latinSpelling(written) : undefined;
        if (latin && !isStopword(latin)) addForm(latin, key);
      }
      for (const written of writtenWords(name)) words.set(written, WORD_SOURCE.written);
    }
    for (const shelf of [product.category, product.sub_category]) {
      const key = searchKey(shelf);
      if (key === '' || isStopword(key)) continue;
      if (!words.has(key)) words.set(key, WORD_SOURCE.shelf);
      addForm(key, key);
    }
    const key = keys.get(product.id);
    if (key === undefined) continue;
    for (const [word, source] of words) {
      postings.push({ product_key: key, word, source });
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return { postings, counts, forms: [...forms.values()] };
}

/** Adds these products' words to the index (products new to it, or renamed and forgotten first). */
export async function indexProducts(trx: Kysely<DB>, products: readonly NamedProduct[]): Promise<void> {
  if (products.length === 0) return;
  const keys = await keysOf(
    trx,
    products.map((product) => product.id),
  );
  const { postings, counts, forms } = wordsOfProducts(products, keys);
  for (const rows of batches(postings, ROWS_PER_INSERT))
    await trx
      .insertInto('product_words')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  const words = [...counts].map(([word, products]) => ({ word, products, letters: hasLetters(word) ? 1 : 0 }));
  for (const rows of batches(words, ROWS_PER_INSERT))
    await trx
      .insertInto('search_words')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('word')
          .doUpdateSet((eb) => ({ products: eb('search_words.products', '+', eb.ref('excluded.products')) })),
      )
      .execute();
  // Only spellings the index did not know yet get their deletions: a word is known once, however many products have it.
  const added: string[] = [];
  for (const rows of batches(forms, ROWS_PER_INSERT)) {
    const inserted = await trx
      .insertInto('search_forms')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning('form')
      .execute();
    added.push(...inserted.map((row) => row.form));
  }
  const spellings = [...new Set(added)].flatMap((form) =>
    deletions(form, indexedEdits(form)).map((variant) => ({ variant, form })),
  );
  for (const rows of batches(spellings, ROWS_PER_INSERT))
    await trx
      .insertInto('search_spellings')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Forgets these products' words (before they are removed or renamed); their words stay known to the index. */
export async function unindexProducts(trx: Kysely<DB>, ids: readonly string[]): Promise<void> {
  const keys = [...(await keysOf(trx, ids)).values()];
  for (const some of batches(keys, PRODUCTS_PER_STATEMENT)) {
    const rows = await trx
      .selectFrom('product_words')
      .select((eb) => ['word', eb.fn.countAll<number | string>().as('count')])
      .where('product_key', 'in', some)
      .groupBy('word')
      .execute();
    const byCount = new Map<number, string[]>();
    for (const row of rows) byCount.set(Number(row.count), [...(byCount.get(Number(row.count)) ?? []), row.word]);
    for (const [count, words] of byCount)
      for (const few of batches(words, PRODUCTS_PER_STATEMENT))
        await trx
          .updateTable('search_words')
          .set((eb) => ({ products: eb('products', '-', count) }))
          .where('word', 'in', few)
          .execute();
    await trx.deleteFrom('product_words').where('product_key', 'in', some).execute();
  }
}

/** The products among `rows` whose names or shelf differ from those stored (or that are not stored): to index again. */
export async function renamedProducts(trx: Kysely<DB>, rows: readonly NamedProduct[]): Promise<NamedProduct[]> {
  const stored = new Map<string, NamedProduct>();
  for (const some of batches(rows, PRODUCTS_PER_STATEMENT))
    for (const row of await trx
      .selectFrom('products')
      .select(NAMED)
      .where(
        'id',
        'in',
        some.map((product) => product.id),
      )
      .execute())
      stored.set(row.id, row);
  return rows.filter((row) => {
    const before = stored.get(row.id);
    return (
      !before ||
      before.name !== row.name ||
      (before.name_hi ?? null) !== (row.name_hi ?? null) ||
      before.category !== row.category ||
      before.sub_category !== row.sub_category
    );
  });
}

async function storedVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('shop_counters')
    .select('value')
    .where('name', '=', 'search_index_version')
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/**
 * Builds the index again from every product when it was built another way (or never), as one change of the catalog:
 * processes starting at once wait for each other, and the first one builds it.
 */
export async function ensureSearchIndex(db: Kysely<DB>): Promise<void> {
  if ((await storedVersion(db)) === SEARCH_INDEX_VERSION) return;
  await changeCatalog(db, async (trx: Transaction<DB>) => {
    if ((await storedVersion(trx)) === SEARCH_INDEX_VERSION) return;
    await trx.deleteFrom('product_words').execute();
    await trx.deleteFrom('search_spellings').execute();
    await trx.deleteFrom('search_forms').execute();
    await trx.deleteFrom('search_words').execute();
    if (!isPostgres(trx)) await trx.deleteFrom('search_form_trigrams' as never).execute();
    const products = await trx.selectFrom('products').select(NAMED).orderBy('id').execute();
    await indexProducts(trx, products);
    await trx
      .updateTable('shop_counters')
      .set({ value: SEARCH_INDEX_VERSION })
      .where('name', '=', 'search_index_version')
      .execute();
  });
}
