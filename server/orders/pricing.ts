// Pricing an order: the server's cart at the server's prices, checked against what the shopper saw; cash on delivery
// (placing.ts) and online payments (payments/waitingOrder.ts) make their orders from it.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { InvalidInput } from '../errors';
import { CartChanged } from './errors';
import { Address as AddressSchema, type OrderItem, type OrderRequest } from '../schemas/entities';
import type { Address } from '../schemas/entities';
import { findProducts, toProduct } from '../catalog';
import { DELIVERY_FEE_PAISE, toPaise, type Language } from '../../contract';
import type { UnpaidLimits } from '../config';
import { assertWithinUnpaidLimits } from './unpaidLimits';
import { assertDeliverable, deliveryPlace, type DispatchConfig } from '../places';

export interface CartLine {
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
    if (!item || seen.has(key) || item.quantity !== sent.quantity || priceDiffers) throw new CartChanged();
    seen.add(key);
  }
  if (seen.size !== server.size || toPaise(request.amount) !== amountPaise) throw new CartChanged();
}

async function priceLines(
  trx: Transaction<DB>,
  lines: CartLine[],
): Promise<{ items: OrderItem[]; amountPaise: number }> {
  const products = await findProducts(
    trx,
    lines.map((line) => line.product_id),
  );
  let subtotal = 0;
  const items = lines.map((line) => {
    const row = products.get(line.product_id);
    // Cart rows reference products with a cascading foreign key, so a row without its product cannot exist.
    if (!row) throw new CartChanged();
    subtotal += row.price_paise * line.quantity;
    return { ...toProduct(row), size: line.size, quantity: line.quantity };
  });
  return { items, amountPaise: subtotal + DELIVERY_FEE_PAISE };
}

const ADDRESS_FIELDS = Object.keys(AddressSchema.properties) as Array<keyof Address>;

/** Trimmed, with its fields in one order, so one address is always the same text (a waiting order is compared by it). */
function trimAddress(address: Address): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, address[key].trim()])) as Address;
}

export interface NewOrder {
  userId: string;
  request: OrderRequest;
  /** What the account may have ordered and not paid for (the shop's settings). */
  limits: UnpaidLimits;
  /** The shopper's language when ordering: mails the shop writes later, unasked, are in it. */
  language?: Language;
  /** Where parcels leave from: an order to a pincode the shop does not deliver to is refused. */
  dispatch?: DispatchConfig;
}

/**
 * A new order's row, status and payment method aside: the cart as the server holds and prices it, which the
 * client's view of it must agree with, within what the account may have ordered and not paid for. The caller holds
 * the shopper's lock.
 */
export async function pricedOrder(
  trx: Transaction<DB>,
  { userId, request, limits, language = 'en', dispatch }: NewOrder,
  lines: CartLine[],
) {
  if (lines.length === 0) throw new InvalidInput({ key: 'order.cartEmpty' });
  const address = deliveryPlace(trimAddress(request.address));
  const pincode = address.zipcode;
  const priced = await priceLines(trx, lines);
  assertClientAgrees(request, priced.items, priced.amountPaise);
  if (dispatch)
    await assertDeliverable(trx, dispatch, { pincode, amountPaise: priced.amountPaise, cashOnDelivery: false });
  await assertWithinUnpaidLimits(trx, userId, priced.items, limits);
  return {
    id: randomUUID(),
    user_id: userId,
    items: JSON.stringify(priced.items),
    amount_paise: priced.amountPaise,
    address: JSON.stringify(address),
    payment: 0,
    created_at: Date.now(),
    language,
  };
}
