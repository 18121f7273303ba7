// Back-in-stock alerts per size: an address signs up for a sold-out size of a product (once, however often it asks),
// ends all of its alerts through the link in every alert mail, and the operator reads how many wait for each size.
// A restock ends a size's alerts with their mails in the database, whatever road it takes (restockMail.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findProducts, productOrNotFound } from '../catalog';
import { productShelves, unitsInStockHeld } from '../stock';
import type { Language } from '../../contract';
import { SizeInStock, SizeNotSold } from './errors';

export interface AlertSignUp {
  productId: string;
  size: string;
  /** Lower-cased already. */
  email: string;
  /** The language its mail is written in. */
  language: Language;
}

/**
 * Signs an address up for a sold-out size: 404 for a product the shop does not have, 400 for a size it is not sold
 * in, 409 for a size in stock now. The same address, product and size again keeps one alert, in the latest language.
 * The alert is written first, then the size's units read under a lock: a restock at the same moment either comes
 * first, and this is refused as in stock, or waits for this commit and finds the alert (the trigger, restockMail.ts).
 */
export async function signUpForAlert(
  db: Kysely<DB>,
  { productId, size, email, language }: AlertSignUp,
  /**
   * Counts the sign-up against the address's daily cap, once it is known to be written (the product and size exist,
   * the size is sold out); a throw refuses it, and nothing is kept.
   */
  countWritten: () => Promise<void> = async () => undefined,
) {
  const product = await productOrNotFound(db, productId);
  if (!(JSON.parse(product.sizes) as string[]).includes(size)) throw new SizeNotSold(size);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stock_alerts')
      .values({ id: randomUUID(), product_id: productId, size, email, language, created_at: Date.now() })
      .onConflict((oc) => oc.columns(['product_id', 'size', 'email']).doUpdateSet({ language }))
      .execute();
    if (((await unitsInStockHeld(trx, productId, size)) ?? 0) > 0) throw new SizeInStock(size);
    await countWritten();
  });
}

/** Ends every alert of an address; answers how many there were. */
export async function endAlertsOf(db: Kysely<DB>, email: string): Promise<number> {
  const ended = await db.deleteFrom('stock_alerts').where('email', '=', email).executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/** A size that alerts wait for: the operator's restocking hint. */
export interface WaitingSize {
  productId: string;
  name: string;
  size: string;
  waiting: number;
  /** The units on the shelf now. */
  inStock: number;
}

/** Every size with alerts waiting, most waiting first, of products the shop still has. */
export async function waitingSizes(db: Kysely<DB>): Promise<WaitingSize[]> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select((eb) => ['product_id', 'size', eb.fn.countAll<number | string>().as('waiting')])
    .groupBy(['product_id', 'size'])
    .execute();
  const ids = [...new Set(rows.map((row) => row.product_id))];
  const products = await findProducts(db, ids);
  const shelves = ids.length === 0 ? [] : await productShelves.shelvesOf(db, ids).execute();
  const units = new Map(shelves.map((shelf) => [`${shelf.product_id}\u0000${shelf.size}`, shelf.quantity]));
  return rows
    .flatMap((row) => {
      const product = products.get(row.product_id);
      if (!product) return [];
      return [
        {
          productId: row.product_id,
          name: product.name,
          size: row.size,
          waiting: Number(row.waiting),
          inStock: units.get(`${row.product_id}\u0000${row.size}`) ?? 0,
        },
      ];
    })
    .sort((a, b) => b.waiting - a.waiting || a.name.localeCompare(b.name) || a.size.localeCompare(b.size));
}
