// Changing the catalog for the shop's operator: importing, adding, removing and exporting products. Every change
// runs in one transaction that raises the catalog's version, so every server's product list follows it, tells the
// products it removes or reprices to the hook its caller gives (productChanges.ts), and has an import's stock written
// by the stock wing's shelves, which its caller gives too (productShelves.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { ExportedProduct } from '../../contract/productFile';
import type { DB } from '../db/schema';
import { changeCatalog, listProducts, withStock } from './productRecords';
import { checkProduct, type ProductDraft } from './productInput';
import {
  isEmpty,
  lockForChange,
  type AfterCommit,
  type ProductChangeOptions,
  type ProductsChanged,
} from './productChanges';
import type { ProductShelves } from './productShelves';
import { indexProducts, renamedProducts, unindexProducts } from './searchIndex';

/** One product as read from a file (its line number) or a request (its position). */
export interface ProductRow {
  line: number;
  fields: unknown;
}

export interface ImportReport {
  /** Ids of the products added and of those that existed and were replaced. */
  added: string[];
  updated: string[];
  rejected: { line: number; errors: string[] }[];
  /** False when nothing was written (a strict import with rejected rows, or nothing valid). */
  written: boolean;
}

export interface ImportOptions extends ProductChangeOptions {
  /** Write nothing unless every row is good. */
  strict: boolean;
  /** Turns a local picture file into a URL the shop serves; without it, pictures must already be URLs. */
  storeImage?: (file: string, productId: string, index: number) => Promise<string>;
  /** The stock wing's shelves, which take the import's stock column in its transaction. */
  shelves: Pick<ProductShelves, 'shelveImported'>;
}

export type { ExportedProduct } from '../../contract/productFile';

type Ready = ProductDraft & { urls: string[]; line: number };

/**
 * Products checked or written between two turns of the event loop: a large import (on SQLite every statement holds
 * the thread) lets the server answer other requests every few milliseconds.
 */
const ROWS_PER_TURN = 200;

async function resolveImages(draft: ProductDraft, storeImage: ImportOptions['storeImage']): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, ref] of draft.image.entries()) {
    if ('url' in ref) urls.push(ref.url);
    else if (storeImage) urls.push(await storeImage(ref.file, draft.id, index + 1));
    else throw new Error(`${ref.file} is not a URL the shop serves`);
  }
  return urls;
}

/** Checks every row, then stores the pictures of the good ones; answers the good rows and the rejected ones. */
async function prepare(
  rows: ProductRow[],
  options: ImportOptions,
): Promise<{ ready: Ready[]; rejected: ImportReport['rejected'] }> {
  const rejected: ImportReport['rejected'] = [];
  const ready: Ready[] = [];
  const lineOfId = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const checked = checkProduct(row.fields, { allowFiles: options.storeImage !== undefined });
    if ('errors' in checked) {
      rejected.push({ line: row.line, errors: checked.errors });
      continue;
    }
    const earlier = lineOfId.get(checked.product.id);
    if (earlier !== undefined) {
      rejected.push({ line: row.line, errors: [`id ${checked.product.id} is also on line ${earlier}`] });
      continue;
    }
    lineOfId.set(checked.product.id, row.line);
    try {
      ready.push({
        ...checked.product,
        urls: await resolveImages(checked.product, options.storeImage),
        line: row.line,
      });
    } catch (error) {
      rejected.push({ line: row.line, errors: [`image: ${error instanceof Error ? error.message : String(error)}`] });
    }
  }
  return { ready, rejected };
}

/** The prices of the products among `ids` that exist, each locked for the change, in the one order of all. */
async function lockedPrices(trx: Transaction<DB>, ids: string[]): Promise<Map<string, number>> {
  const sorted = [...ids].sort();
  const prices = new Map<string, number>();
  for (let start = 0; start < sorted.length; start += 500)
    for (const [id, price] of await lockForChange(trx, sorted.slice(start, start + 500), 'update'))
      prices.set(id, price);
  return prices;
}

/** Tells the hook what the change removes or reprices, if anything, before it writes; answers its after-commit. */
async function told(
  trx: Transaction<DB>,
  change: ProductsChanged,
  { onProductsChanged }: ProductChangeOptions,
): Promise<AfterCommit> {
  return isEmpty(change) ? async () => undefined : onProductsChanged(trx, change);
}

async function upsert(
  trx: Transaction<DB>,
  products: Ready[],
  options: ImportOptions,
): Promise<{ added: string[]; updated: string[]; afterCommit: AfterCommit }> {
  const by = options.by ?? null;
  const ids = products.map((product) => product.id);
  const existing = await lockedPrices(trx, ids);
  const repriced = ids.filter((id, index) => existing.has(id) && existing.get(id) !== products[index]?.pricePaise);
  const afterCommit = await told(trx, { removed: [], repriced, by }, options);
  // The search's words change with a product's names and shelf only: an import rewriting every field leaves others be.
  const renamed = await renamedProducts(
    trx,
    products.map((product) => ({
      id: product.id,
      name: product.name,
      name_hi: product.nameHi ?? null,
      category: product.category,
      sub_category: product.subCategory,
    })),
  );
  await unindexProducts(
    trx,
    renamed.filter((product) => existing.has(product.id)).map((product) => product.id),
  );
  const now = Date.now();
  for (const [index, product] of products.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const values = {
      name: product.name,
      description: product.description,
      // Like every other field, written as the row gives it: a row without Hindi texts leaves the product none.
      name_hi: product.nameHi,
      description_hi: product.descriptionHi,
      price_paise: product.pricePaise,
      images: JSON.stringify(product.urls),
      category: product.category,
      sub_category: product.subCategory,
      sizes: JSON.stringify(product.sizes),
      bestseller: product.bestseller ? 1 : 0,
      returnable: product.returnable ? 1 : 0,
    };
    // A new product is dated now, the file's first row newest, so the storefront lists them in the file's order.
    await trx
      .insertInto('products')
      .values({ id: product.id, ...values, created_at: now - index })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
  await indexProducts(trx, renamed);
  await options.shelves.shelveImported(trx, products, by);
  return { added: ids.filter((id) => !existing.has(id)), updated: ids.filter((id) => existing.has(id)), afterCommit };
}

/**
 * Imports products: the good rows in one transaction (or, with `strict`, nothing unless every row is good). Products
 * it reprices are told to `onProductsChanged`.
 */
export async function importProducts(
  db: Kysely<DB>,
  rows: ProductRow[],
  options: ImportOptions,
): Promise<ImportReport> {
  const { ready, rejected } = await prepare(rows, options);
  if (ready.length === 0 || (options.strict && rejected.length > 0))
    return { added: [], updated: [], rejected, written: false };
  const { added, updated, afterCommit } = await changeCatalog(db, (trx) => upsert(trx, ready, options));
  await afterCommit();
  return { added, updated, rejected, written: true };
}

/** "2 added, 1 updated, 1 rejected": what an import did, in a line. */
export function importSummary(report: ImportReport): string {
  const parts = [`${report.added.length} added`, `${report.updated.length} updated`];
  if (report.rejected.length > 0) parts.push(`${report.rejected.length} rejected`);
  return parts.join(', ');
}

/**
 * Removes a product; its pieces leave every cart, orders keep their own copy of it, and the removal is told to
 * `onProductsChanged`. Answers whether there was such a product.
 */
/** Rolls back a removal that found nothing to remove, so the catalog's version stays as it was. */
class NothingToRemove extends Error {}

export async function removeProduct(db: Kysely<DB>, id: string, options: ProductChangeOptions): Promise<boolean> {
  let afterCommit: () => Promise<void>;
  try {
    afterCommit = await changeCatalog(db, async (trx) => {
      if (!(await lockForChange(trx, [id], 'remove')).has(id)) throw new NothingToRemove();
      const afterRemoval = await told(trx, { removed: [id], repriced: [], by: options.by ?? null }, options);
      await unindexProducts(trx, [id]);
      await trx.deleteFrom('products').where('id', '=', id).execute();
      return afterRemoval;
    });
  } catch (error) {
    if (error instanceof NothingToRemove) return false;
    throw error;
  }
  await afterCommit();
  return true;
}

/** Every product, newest first, with the units on its shelves (the stock wing's, `shelves`). */
export async function exportProducts(
  db: Kysely<DB>,
  shelves: Pick<ProductShelves, 'unitsByProduct'>,
): Promise<ExportedProduct[]> {
  return withStock(await listProducts(db), await shelves.unitsByProduct(db)).map((product) => ({
    id: product._id,
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    subCategory: product.subCategory,
    sizes: product.sizes,
    bestseller: product.bestseller,
    returnable: product.returnable !== false,
    image: product.image,
    ...(product.nameHi !== undefined && { nameHi: product.nameHi }),
    ...(product.descriptionHi !== undefined && { descriptionHi: product.descriptionHi }),
    stock: product.stock,
  }));
}
