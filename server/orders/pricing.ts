// Pricing an order: the server's cart at the server's prices, checked against what the shopper saw; cash on delivery
// (placing.ts) and online payments (waitingOrder.ts) make their orders from it.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { InvalidInput } from '../errors';
import { CartChanged } from './errors';
import { Address as AddressSchema, type OrderRequest } from '../schemas/entities';
import type { Address } from '../schemas/entities';
import { findProducts, toProduct } from '../catalog';
import { hsnCodes } from '../invoices';
import { goodsPaise, lineOfProduct, type SoldLine } from './lines';
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
function assertClientAgrees(request: OrderRequest, lines: readonly SoldLine[], amountPaise: number): void {
  const server = new Map(lines.map((line) => [lineKey(line.productId, line.size), line]));
  const seen = new Set<string>();
  for (const sent of request.items) {
    const key = lineKey(sent._id, sent.size);
    const line = server.get(key);
    const priceDiffers = sent.price !== undefined && line && toPaise(sent.price) !== line.unitPricePaise;
    if (!line || seen.has(key) || line.quantity !== sent.quantity || priceDiffers) throw new CartChanged();
    seen.add(key);
  }
  if (seen.size !== server.size || toPaise(request.amount) !== amountPaise) throw new CartChanged();
}

/** The cart's lines at the catalog's prices, each product as it is sold now, with its type's HSN code. */
async function priceLines(trx: Transaction<DB>, cart: CartLine[]): Promise<SoldLine[]> {
  const products = await findProducts(
    trx,
    cart.map((line) => line.product_id),
  );
  const hsn = new Map((await hsnCodes(trx)).map((code) => [code.productType, code.hsn]));
  return cart.map((line, index) => {
    const row = products.get(line.product_id);
    // Cart rows reference products with a cascading foreign key, so a row without its product cannot exist.
    if (!row) throw new CartChanged();
    return lineOfProduct(toProduct(row), row.price_paise, {
      position: index + 1,
      size: line.size,
      quantity: line.quantity,
      hsnCode: hsn.get(row.sub_category) ?? null,
    });
  });
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

/** A new order: its row (status and payment method aside) and its lines, written in the same transaction. */
export interface PricedOrder {
  row: {
    id: string;
    user_id: string;
    amount_paise: number;
    delivery_fee_paise: number;
    address: string;
    payment: number;
    created_at: number;
    language: string;
  };
  lines: SoldLine[];
}

/**
 * A new order's row, status and payment method aside, and its lines: the cart as the server holds and prices it, which the
 * client's view of it must agree with, within what the account may have ordered and not paid for. The caller holds
 * the shopper's lock.
 */
export async function pricedOrder(
  trx: Transaction<DB>,
  { userId, request, limits, language = 'en', dispatch }: NewOrder,
  lines: CartLine[],
): Promise<PricedOrder> {
  if (lines.length === 0) throw new InvalidInput({ key: 'order.cartEmpty' });
  const address = deliveryPlace(trimAddress(request.address));
  const pincode = address.zipcode;
  const priced = await priceLines(trx, lines);
  const amountPaise = goodsPaise(priced) + DELIVERY_FEE_PAISE;
  assertClientAgrees(request, priced, amountPaise);
  if (dispatch) await assertDeliverable(trx, dispatch, { pincode, amountPaise, cashOnDelivery: false });
  await assertWithinUnpaidLimits(trx, userId, priced, limits);
  return {
    row: {
      id: randomUUID(),
      user_id: userId,
      amount_paise: amountPaise,
      delivery_fee_paise: DELIVERY_FEE_PAISE,
      address: JSON.stringify(address),
      payment: 0,
      created_at: Date.now(),
      language,
    },
    lines: priced,
  };
}
