// The server-side cart: one row per user, product and size, changed with single atomic statements.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { InvalidInput } from '../errors';
import { CartLineRefused } from './errors';
import { OutOfStock, unitsInStock } from '../stock';
import { unitsFreeable } from './holds';
import { findProducts, ProductNotFound } from '../catalog';
import { lockUser } from '../accounts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../contract';

/** productId -> size -> quantity, as spec section 3 describes the cart. */
export type CartData = Record<string, Record<string, number>>;

interface Line {
  userId: string;
  productId: string;
  size: string;
}

/** The product must be in the shop and sell the size; answers its units left. */
async function sellableUnits(db: Kysely<DB>, productId: string, size: string): Promise<number> {
  const product = (await findProducts(db, [productId])).get(productId);
  if (!product) throw new ProductNotFound({ key: 'cart.productGone' });
  if (!(JSON.parse(product.sizes) as string[]).includes(size))
    throw new InvalidInput({ key: 'cart.sizeNotOffered', values: { size } });
  return (await unitsInStock(db, productId, size)) ?? 0;
}

async function assertRoomForNewLine(db: Kysely<DB>, { userId, productId, size }: Line): Promise<void> {
  const lines = await db
    .selectFrom('cart_items')
    .select(['product_id', 'size'])
    .where('user_id', '=', userId)
    .execute();
  const exists = lines.some((line) => line.product_id === productId && line.size === size);
  if (!exists && lines.length >= MAX_CART_LINES) {
    throw new CartLineRefused({ key: 'cart.tooManyLines', values: { max: MAX_CART_LINES } });
  }
}

/**
 * A line may hold at most what can be sold: the `left` units, and those of that size that holds which ended, or the
 * shopper's own waiting payment, keep (read only when the units left fall short).
 */
async function assertInStock(db: Kysely<DB>, line: Line, quantity: number, left: number): Promise<void> {
  if (quantity <= left) return;
  const available = left + (await unitsFreeable(db, line.userId, line.productId, line.size));
  if (quantity > available) {
    const values = { size: line.size, left: available };
    throw new OutOfStock({ key: available > 0 ? 'stock.onlyLeft' : 'stock.soldOut', values });
  }
}

/**
 * Adds one piece of a size (POST /api/cart/add), in one transaction. The shopper's lock makes the count of lines and
 * the insert one step, so parallel adds of new lines stop at the cap on PostgreSQL too.
 */
export function addOne(db: Kysely<DB>, line: Line): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, line.userId);
    const left = await sellableUnits(trx, line.productId, line.size);
    await assertRoomForNewLine(trx, line);
    const now = Date.now();
    const result = await trx
      .insertInto('cart_items')
      .values({ user_id: line.userId, product_id: line.productId, size: line.size, quantity: 1, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'product_id', 'size'])
          .doUpdateSet({ quantity: sql`cart_items.quantity + 1`, updated_at: now })
          .where('cart_items.quantity', '<', MAX_LINE_QUANTITY),
      )
      .returning('quantity')
      .executeTakeFirst();
    if (!result) throw new CartLineRefused({ key: 'cart.tooManyOfSize', values: { max: MAX_LINE_QUANTITY } });
    await assertInStock(trx, line, result.quantity, left);
  });
}

/** Sets a line's absolute quantity; 0 removes it (POST /api/cart/update). Idempotent; one transaction, under the lock. */
export function setQuantity(db: Kysely<DB>, line: Line, quantity: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, line.userId);
    const left = await sellableUnits(trx, line.productId, line.size);
    if (quantity === 0) {
      await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', line.userId)
        .where('product_id', '=', line.productId)
        .where('size', '=', line.size)
        .execute();
      return;
    }
    await assertRoomForNewLine(trx, line);
    await assertInStock(trx, line, quantity, left);
    const now = Date.now();
    await trx
      .insertInto('cart_items')
      .values({ user_id: line.userId, product_id: line.productId, size: line.size, quantity, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'product_id', 'size']).doUpdateSet({ quantity, updated_at: now }))
      .execute();
  });
}

/** The user's cart lines in a stable order (product, then size). */
export function cartLines(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('cart_items')
    .select(['product_id', 'size', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('product_id')
    .orderBy('size')
    .execute();
}

export async function getCart(db: Kysely<DB>, userId: string): Promise<CartData> {
  const rows = await cartLines(db, userId);
  // Product ids are data: a null prototype keeps an id such as "__proto__" an ordinary key.
  const cart = Object.create(null) as CartData;
  for (const row of rows) (cart[row.product_id] ??= {})[row.size] = row.quantity;
  return cart;
}
