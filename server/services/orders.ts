// Turning a user's server cart into an order, and reading a user's orders.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { AWAITING_PAYMENT, DELIVERY_FEE_PAISE, ORDER_PLACED, PAYMENT_METHOD } from '../constants';
import type { DB, OrdersTable } from '../db/schema';
import { badRequest, conflict, CART_CHANGED_MESSAGE } from '../errors';
import type { Address, Order, OrderItem, OrderRequest } from '../schemas/entities';
import { cartLines } from './cart';
import { findProducts, toProduct } from './catalog';
import { toPaise, toRupees } from './money';

interface CartLine {
  product_id: string;
  size: string;
  quantity: number;
}

const lineKey = (productId: string, size: string) => `${productId}\u0000${size}`;

/**
 * The client's items, prices and amount must describe exactly the cart the server holds at the
 * server's prices; otherwise the shopper is looking at something stale and must review it.
 */
function assertClientAgrees(request: OrderRequest, items: OrderItem[], amountPaise: number): void {
  const server = new Map(items.map((item) => [lineKey(item._id, item.size), item]));
  const seen = new Set<string>();
  for (const sent of request.items) {
    const key = lineKey(sent._id, sent.size);
    const item = server.get(key);
    const priceDiffers = sent.price !== undefined && item && toPaise(sent.price) !== toPaise(item.price);
    if (!item || seen.has(key) || item.quantity !== sent.quantity || priceDiffers) throw conflict(CART_CHANGED_MESSAGE);
    seen.add(key);
  }
  if (seen.size !== server.size || toPaise(request.amount) !== amountPaise) throw conflict(CART_CHANGED_MESSAGE);
}

async function priceLines(trx: Transaction<DB>, lines: CartLine[]): Promise<{ items: OrderItem[]; amountPaise: number }> {
  const products = await findProducts(trx, lines.map((line) => line.product_id));
  let subtotal = 0;
  const items = lines.map((line) => {
    const row = products.get(line.product_id);
    // Cart rows reference products with a cascading foreign key, so a row without its product cannot exist.
    if (!row) throw conflict(CART_CHANGED_MESSAGE);
    subtotal += row.price_paise * line.quantity;
    return { ...toProduct(row), size: line.size, quantity: line.quantity };
  });
  return { items, amountPaise: subtotal + DELIVERY_FEE_PAISE };
}

function trimAddress(address: Address): Address {
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()])) as Address;
}

export interface NewOrder {
  userId: string;
  request: OrderRequest;
}

export type OrderRow = Selectable<OrdersTable>;

const EMPTY_CART = 'Your cart is empty. Add something to it before placing an order.';

/** The cart as the server holds and prices it; the client's view of it must agree. */
async function agreedCart(trx: Transaction<DB>, request: OrderRequest, lines: CartLine[]) {
  if (lines.length === 0) throw badRequest(EMPTY_CART);
  const priced = await priceLines(trx, lines);
  assertClientAgrees(request, priced.items, priced.amountPaise);
  return priced;
}

function orderValues(userId: string, request: OrderRequest, priced: { items: OrderItem[]; amountPaise: number }) {
  return {
    id: randomUUID(),
    user_id: userId,
    items: JSON.stringify(priced.items),
    amount_paise: priced.amountPaise,
    address: JSON.stringify(trimAddress(request.address)),
    payment: 0,
    created_at: Date.now(),
  };
}

/**
 * Places a cash-on-delivery order from the user's cart in one transaction and empties the cart in it.
 * Deleting the cart rows claims them, so a repeated or concurrent submission finds an empty cart.
 */
export async function placeOrderFromCart(db: Kysely<DB>, { userId, request }: NewOrder): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const lines = await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .returning(['product_id', 'size', 'quantity'])
      .execute();
    const values = orderValues(userId, request, await agreedCart(trx, request, lines));
    await trx
      .insertInto('orders')
      .values({ ...values, status: ORDER_PLACED, payment_method: PAYMENT_METHOD.cod })
      .execute();
    return values.id;
  });
}

/** How long an unpaid online order is offered again for the same cart instead of a new one. */
const REUSE_UNPAID_MS = 30 * 60 * 1000;

/**
 * An order awaiting online payment for the user's cart. The cart stays until the payment is confirmed.
 * The same cart submitted again (a retry, a double click) gets the same unpaid order back, so the
 * provider is asked with the same idempotency key and opens no second payment.
 */
export async function pendingOrderFromCart(
  db: Kysely<DB>,
  { userId, request, paymentMethod }: NewOrder & { paymentMethod: string },
): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const lines = await cartLines(trx, userId);
    const values = orderValues(userId, request, await agreedCart(trx, request, lines));
    const reusable = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('payment_method', '=', paymentMethod)
      .where('status', '=', AWAITING_PAYMENT)
      .where('payment', '=', 0)
      .where('items', '=', values.items)
      .where('amount_paise', '=', values.amount_paise)
      .where('created_at', '>', values.created_at - REUSE_UNPAID_MS)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (reusable) return reusable;
    const row = { ...values, status: AWAITING_PAYMENT, payment_method: paymentMethod, provider_ref: null, payment_ref: null, paid_at: null };
    await trx.insertInto('orders').values(row).execute();
    return row;
  });
}

export async function setProviderRef(db: Kysely<DB>, orderId: string, providerRef: string): Promise<void> {
  await db.updateTable('orders').set({ provider_ref: providerRef }).where('id', '=', orderId).execute();
}

export function findUserOrder(db: Kysely<DB>, userId: string, where: { id?: string; providerRef?: string }) {
  let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.providerRef !== undefined) query = query.where('provider_ref', '=', where.providerRef);
  return query.executeTakeFirst();
}

/**
 * Records a confirmed payment, once: the order becomes paid and placed, and what it bought leaves
 * the buyer's cart. Answers false when the order was already paid (a repeated confirmation).
 */
export async function fulfilPayment(db: Kysely<DB>, orderId: string, paymentRef: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set({ payment: 1, status: ORDER_PLACED, payment_ref: paymentRef, paid_at: Date.now() })
      .where('id', '=', orderId)
      .where('payment', '=', 0)
      .returning(['user_id', 'items'])
      .executeTakeFirst();
    if (!paid) return false;
    for (const item of JSON.parse(paid.items) as OrderItem[]) {
      const line = trx
        .deleteFrom('cart_items')
        .where('user_id', '=', paid.user_id)
        .where('product_id', '=', item._id)
        .where('size', '=', item.size);
      // Pieces added after the payment started stay in the cart.
      await line.where('quantity', '<=', item.quantity).execute();
      await trx
        .updateTable('cart_items')
        .set((eb) => ({ quantity: eb('quantity', '-', item.quantity) }))
        .where('user_id', '=', paid.user_id)
        .where('product_id', '=', item._id)
        .where('size', '=', item.size)
        .execute();
    }
    return true;
  });
}

/** An online payment that failed or expired; a paid order is never changed by a late failure. */
export async function markPaymentFailed(db: Kysely<DB>, orderId: string, status: string): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).where('payment', '=', 0).execute();
}

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    items: JSON.parse(row.items) as OrderItem[],
    amount: toRupees(row.amount_paise),
    address: JSON.parse(row.address) as Address,
    status: row.status,
    paymentMethod: row.payment_method,
    payment: Boolean(row.payment),
    date: row.created_at,
  };
}

export async function listOrders(db: Kysely<DB>, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    // An online order shows once it is paid; until then it is kept for the shop's records only.
    .where((eb) => eb.or([eb('payment_method', '=', PAYMENT_METHOD.cod), eb('payment', '=', 1)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toOrder);
}
