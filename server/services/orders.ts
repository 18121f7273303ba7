// Turning a user's server cart into an order, and reading a user's orders.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { DELIVERY_FEE_PAISE, ORDER_PLACED } from '../constants';
import type { DB, OrdersTable } from '../db/schema';
import { badRequest, conflict, CART_CHANGED_MESSAGE } from '../errors';
import type { Address, Order, OrderItem, OrderRequest } from '../schemas/entities';
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
  paymentMethod: string;
}

/**
 * Places an order from the user's cart in one transaction and empties the cart in it. Deleting the
 * cart rows claims them, so a repeated or concurrent submission finds an empty cart.
 */
export async function placeOrderFromCart(db: Kysely<DB>, { userId, request, paymentMethod }: NewOrder): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const lines = await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .returning(['product_id', 'size', 'quantity'])
      .execute();
    if (lines.length === 0) throw badRequest('Your cart is empty. Add something to it before placing an order.');
    const { items, amountPaise } = await priceLines(trx, lines);
    assertClientAgrees(request, items, amountPaise);
    const id = randomUUID();
    await trx
      .insertInto('orders')
      .values({
        id,
        user_id: userId,
        items: JSON.stringify(items),
        amount_paise: amountPaise,
        address: JSON.stringify(trimAddress(request.address)),
        status: ORDER_PLACED,
        payment_method: paymentMethod,
        payment: 0,
        created_at: Date.now(),
      })
      .execute();
    return id;
  });
}

function toOrder(row: Selectable<OrdersTable>): Order {
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
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toOrder);
}
