// What the catalog asks of the stock wing's shelves (its product_stock), which the catalog neither reads nor writes
// itself: a product's first shelf, an import's stock column, and the units its answers show. The stock wing imports
// the catalog, so the catalog takes these from whoever calls it (app.ts, the CLI's context, the demo seed), and they
// give the stock wing's `productShelves`.
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** One size's units of one product, as the shelves hold them. */
export interface ShelfRow {
  product_id: string;
  size: string;
  quantity: number;
}

/** Units per product and size. */
export type UnitsByProduct = Map<string, Record<string, number>>;

/** A size's first units, of a product just added. */
export interface StartingUnits {
  productId: string;
  size: string;
  quantity: number;
}

/** An imported product's stock. */
export interface ImportedStock {
  id: string;
  sizes: string[];
  /** Units per size to set; null when the row gives none. */
  stock: Map<string, number> | null;
}

export interface ProductShelves {
  /**
   * Shelves the first units of products just added, in the transaction that adds them: each set by `by`, so the
   * ledger's trigger records each as a count.
   */
  shelveNew(trx: Transaction<DB>, units: readonly StartingUnits[], by: string): Promise<void>;
  /**
   * Shelves an import's stock, in its transaction: a stock column sets the sizes it names, a new size starts at 0, a
   * size the product no longer sells leaves the shelf; the ledger's trigger records each.
   */
  shelveImported(trx: Transaction<DB>, products: readonly ImportedStock[], by: string | null): Promise<void>;
  /** Every product's units per size, read in one go. */
  unitsByProduct(db: Kysely<DB>): Promise<UnitsByProduct>;
  /** The shelves of the products named, as a query the catalog reads together with its version, in one statement. */
  shelvesOf(db: Kysely<DB>, ids: readonly string[]): SelectQueryBuilder<DB, keyof DB, ShelfRow>;
  /** A mark that changes whenever any stock does. */
  mark(db: Kysely<DB>): Promise<string>;
}

/** Shelf rows grouped by product. */
export function unitsByProductOf(rows: readonly ShelfRow[]): UnitsByProduct {
  const stock: UnitsByProduct = new Map();
  for (const row of rows) {
    // Sizes are data: a null prototype keeps a size such as "__proto__" an ordinary key.
    const sizes =
      stock.get(row.product_id) ??
      stock.set(row.product_id, Object.create(null) as Record<string, number>).get(row.product_id);
    if (sizes) sizes[row.size] = row.quantity;
  }
  return stock;
}
