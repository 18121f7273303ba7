// What a change of the catalog tells the rest of the shop: which products it removes or reprices, inside the change's
// transaction, so what depends on them (payments waiting on them) changes with them or not at all. The change locks
// its products first, and a payment starting on them locks them too, each in one order: one waits for the other,
// never in a circle, and no payment starts at a price or for a product the change is taking away.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';

/** The products a change removed, and those it sells at another price now. */
export interface ProductsChanged {
  removed: string[];
  repriced: string[];
  /** Who changed them: an admin's e-mail, the CLI's user. */
  by: string | null;
}

/** Work to do once the change is committed; it may fail without undoing anything (a provider's checkout to close). */
export type AfterCommit = () => Promise<void>;

/**
 * Told of removals and price changes in the transaction that makes them, with the products locked and before the
 * catalog's own writes: units it gives back are on the shelf that the change then removes, or sets when an import names
 * the stock. The catalog wing takes it from whoever calls its changes (the app, the CLI): it imports nothing of the
 * wings that depend on it.
 */
export type ProductsChangedHook = (trx: Transaction<DB>, change: ProductsChanged) => Promise<AfterCommit>;

/** The options every catalog change that can remove or reprice products takes. */
export interface ProductChangeOptions {
  /** Who changes the catalog, for the stock ledger and the orders' history. */
  by?: string;
  onProductsChanged: ProductsChangedHook;
}

/** A change that removed and repriced nothing. */
export const isEmpty = (change: ProductsChanged): boolean => change.removed.length + change.repriced.length === 0;

/**
 * In byte order on PostgreSQL, as the stock's row locks go (ids are ASCII): a collation's order could differ and cross
 * another's. SQLite's own order is the bytes', and it takes no row locks.
 */
const lockOrder = (trx: Kysely<DB>, ids: readonly string[]) =>
  trx
    .selectFrom('products')
    .select(['id', 'price_paise'])
    .where('id', 'in', [...new Set(ids)])
    .orderBy(isPostgres(trx) ? sql`id collate "C"` : sql`id`);

/**
 * Reads the prices of these products that exist and locks them for a change of the catalog, to `remove` them or
 * `update` them (PostgreSQL; SQLite runs one writer at a time anyway): a payment starting on them waits for the
 * change, or the change for it.
 */
export async function lockForChange(
  trx: Kysely<DB>,
  ids: readonly string[],
  change: 'remove' | 'update',
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const query = lockOrder(trx, ids);
  // An update takes no key lock: a cart line may still be added for these products meanwhile (its foreign key only
  // shares the key).
  const locked = isPostgres(trx) ? (change === 'remove' ? query.forUpdate() : query.forNoKeyUpdate()) : query;
  const rows = await locked.execute();
  return new Map(rows.map((row) => [row.id, row.price_paise]));
}

/**
 * Keeps these products as they are, neither removed nor repriced, until the transaction ends (a change under way is
 * waited for first, and its prices are then read): for a payment that starts at the prices it reads.
 */
export async function keepProductsUnchanged(trx: Kysely<DB>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0 || !isPostgres(trx)) return;
  await lockOrder(trx, ids).forShare().execute();
}
