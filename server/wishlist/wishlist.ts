// A shopper's wishlist: each product saved once, with its price then (a later drop is measured against it) and when,
// newest first, at most MAX_WISHLIST_ITEMS; a visitor's browser list merged in at login. Products the shop has since
// removed are left out of every answer and no longer count.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { findProducts, productOrNotFound } from '../catalog';
import { MAX_WISHLIST_ITEMS, toRupees } from '../../contract';
import { WishlistFull } from './errors';
import { lockWishlist } from './lock';

export interface WishlistItem {
  productId: string;
  /** In rupees, as the product's price is answered. */
  savedPrice: number;
  /** Milliseconds since 1970. */
  savedAt: number;
}

/** A browser's saved product, as the storefront kept it before the shopper signed in. */
export interface BrowserItem {
  productId: string;
  savedAt: number;
}

/** The account's items whose products the shop still has, newest first (the same time: by product id). */
export async function listWishlist(db: Kysely<DB>, userId: string): Promise<WishlistItem[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['product_id', 'saved_price_paise', 'saved_at'])
    .where('user_id', '=', userId)
    .orderBy('saved_at', 'desc')
    .orderBy('product_id')
    .execute();
  const products = await findProducts(
    db,
    rows.map((row) => row.product_id),
  );
  return rows
    .filter((row) => products.has(row.product_id))
    .map((row) => ({ productId: row.product_id, savedPrice: toRupees(row.saved_price_paise), savedAt: row.saved_at }));
}

/**
 * Under the account's lock: forgets its items of removed products and answers the ids of those left and the newest
 * time among them.
 */
async function keptItems(trx: Transaction<DB>, userId: string): Promise<{ ids: Set<string>; newest: number }> {
  await lockWishlist(trx, userId);
  const rows = await trx
    .selectFrom('wishlist_items')
    .select(['product_id', 'saved_at'])
    .where('user_id', '=', userId)
    .execute();
  const products = await findProducts(
    trx,
    rows.map((row) => row.product_id),
  );
  const gone = rows.filter((row) => !products.has(row.product_id)).map((row) => row.product_id);
  if (gone.length > 0)
    await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', 'in', gone).execute();
  const kept = rows.filter((row) => products.has(row.product_id));
  return { ids: new Set(kept.map((row) => row.product_id)), newest: Math.max(0, ...kept.map((row) => row.saved_at)) };
}

/**
 * Saves a product at its price now; one saved already keeps its first price and time. 404 for a product the shop does
 * not have, 409 for one more than the wishlist keeps.
 */
export async function saveToWishlist(db: Kysely<DB>, userId: string, productId: string): Promise<WishlistItem[]> {
  const product = await productOrNotFound(db, productId);
  await db.transaction().execute(async (trx) => {
    const kept = await keptItems(trx, userId);
    if (kept.ids.has(productId)) return;
    if (kept.ids.size >= MAX_WISHLIST_ITEMS) throw new WishlistFull(MAX_WISHLIST_ITEMS);
    await trx
      .insertInto('wishlist_items')
      .values({
        user_id: userId,
        product_id: productId,
        saved_price_paise: product.price_paise,
        // After the newest, even within one millisecond: "newest first" is the order they were saved in.
        saved_at: Math.max(Date.now(), kept.newest + 1),
      })
      .execute();
  });
  return listWishlist(db, userId);
}

/** Takes a product off the wishlist; one not on it changes nothing. */
export async function removeFromWishlist(db: Kysely<DB>, userId: string, productId: string): Promise<WishlistItem[]> {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  return listWishlist(db, userId);
}

/**
 * Joins a browser's list into the account's: products the shop does not have are ignored, products saved already
 * stay as they are, new ones are saved at the shop's price now (never the browser's) at the browser's time, or now if
 * that is later. When the wishlist cannot take them all, the browser's newest go in until it is full. Sent twice,
 * the second changes nothing.
 */
export async function mergeWishlist(
  db: Kysely<DB>,
  userId: string,
  items: readonly BrowserItem[],
): Promise<WishlistItem[]> {
  const products = await findProducts(
    db,
    items.map((item) => item.productId),
  );
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const kept = await keptItems(trx, userId);
    const fresh = new Map<
      string,
      { user_id: string; product_id: string; saved_price_paise: number; saved_at: number }
    >();
    for (const { productId, savedAt } of items) {
      const product = products.get(productId);
      if (product && !kept.ids.has(productId) && !fresh.has(productId))
        fresh.set(productId, {
          user_id: userId,
          product_id: productId,
          saved_price_paise: product.price_paise,
          saved_at: Math.min(Math.floor(savedAt), now),
        });
    }
    const room = Math.max(0, MAX_WISHLIST_ITEMS - kept.ids.size);
    const taken = [...fresh.values()].sort((a, b) => b.saved_at - a.saved_at).slice(0, room);
    if (taken.length > 0) await trx.insertInto('wishlist_items').values(taken).execute();
  });
  return listWishlist(db, userId);
}

/** Deletes an account's wishlist, in the transaction that closes the account. */
export async function forgetWishlist(trx: Kysely<DB>, userId: string): Promise<void> {
  await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
}
