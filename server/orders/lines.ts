// An order's priced lines (order_lines): what was ordered of which product and size, one piece's price and the line's
// discount in paise, and the product as it was sold. Every rule that needs an order's lines (holds, mail, pieces,
// money, invoices, card line items, limits) reads them here; rupees are made from them only at the API's edge
// (toOrderItem), by the contract's conversion.
import type { Kysely, Selectable } from 'kysely';
import { toRupees } from '../../contract';
import type { DB, OrderLinesTable } from '../db/schema';
import type { OrderItem, ProductFields } from '../schemas/entities';
import type { StockLine } from '../stock';

/** One line of an order as sold. */
export interface SoldLine {
  /** 1 for the order's first line. */
  position: number;
  productId: string;
  size: string;
  /** As ordered: cancelled and returned pieces are recorded apart. */
  quantity: number;
  /** One piece's price, GST included. */
  unitPricePaise: number;
  /** What the line's pieces together were given off. */
  discountPaise: number;
  name: string;
  nameHi: string | null;
  description: string;
  descriptionHi: string | null;
  /** The shop's picture paths; the first is the line's picture. */
  pictures: string[];
  category: string;
  subCategory: string;
  sizes: string[];
  bestseller: boolean;
  returnable: boolean;
  /** The product type's HSN code when sold; null: the invoice names the shop's code for the type. */
  hsnCode: string | null;
}

type LineRow = Selectable<OrderLinesTable>;

const fromRow = (row: LineRow): SoldLine => ({
  position: Number(row.position),
  productId: row.product_id,
  size: row.size,
  quantity: Number(row.quantity),
  unitPricePaise: Number(row.unit_price_paise),
  discountPaise: Number(row.discount_paise),
  name: row.name,
  nameHi: row.name_hi,
  description: row.description,
  descriptionHi: row.description_hi,
  pictures: JSON.parse(row.pictures) as string[],
  category: row.category,
  subCategory: row.sub_category,
  sizes: JSON.parse(row.sizes) as string[],
  bestseller: Boolean(row.bestseller),
  returnable: Boolean(row.returnable),
  hsnCode: row.hsn_code,
});

const toRow = (orderId: string, line: SoldLine): LineRow => ({
  order_id: orderId,
  position: line.position,
  product_id: line.productId,
  size: line.size,
  quantity: line.quantity,
  unit_price_paise: line.unitPricePaise,
  discount_paise: line.discountPaise,
  name: line.name,
  name_hi: line.nameHi,
  description: line.description,
  description_hi: line.descriptionHi,
  pictures: JSON.stringify(line.pictures),
  category: line.category,
  sub_category: line.subCategory,
  sizes: JSON.stringify(line.sizes),
  bestseller: line.bestseller ? 1 : 0,
  returnable: line.returnable ? 1 : 0,
  hsn_code: line.hsnCode,
});

/** The lines of each order, by its id, in their positions (an order named but not found has none). */
export async function linesOf(db: Kysely<DB>, orderIds: readonly string[]): Promise<Map<string, SoldLine[]>> {
  const lines = new Map<string, SoldLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return lines;
  const rows = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', [...new Set(orderIds)])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) lines.get(row.order_id)?.push(fromRow(row));
  return lines;
}

/** One order's lines, in their positions. */
export async function orderLinesOf(db: Kysely<DB>, orderId: string): Promise<SoldLine[]> {
  return (await linesOf(db, [orderId])).get(orderId) ?? [];
}

/** Writes a new order's lines, in the transaction that writes the order. */
export async function writeOrderLines(db: Kysely<DB>, orderId: string, lines: readonly SoldLine[]): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('order_lines')
    .values(lines.map((line) => toRow(orderId, line)))
    .execute();
}

/** A product as the catalog sells it now, as a line of `quantity` pieces of `size` at `position`. */
export function lineOfProduct(
  product: ProductFields,
  pricePaise: number,
  { position, size, quantity, hsnCode }: Pick<SoldLine, 'position' | 'size' | 'quantity' | 'hsnCode'>,
): SoldLine {
  return {
    position,
    productId: product._id,
    size,
    quantity,
    unitPricePaise: pricePaise,
    discountPaise: 0,
    name: product.name,
    nameHi: product.nameHi ?? null,
    description: product.description,
    descriptionHi: product.descriptionHi ?? null,
    pictures: product.image,
    category: product.category,
    subCategory: product.subCategory,
    sizes: product.sizes,
    bestseller: product.bestseller,
    returnable: product.returnable !== false,
    hsnCode,
  };
}

/**
 * The line as the API answers an order's item (spec section 3): the product copy with its size and quantity, its
 * price in rupees. Optional fields are present only when the product had them, as the catalog answers them.
 */
export const toOrderItem = (line: SoldLine): OrderItem => ({
  _id: line.productId,
  name: line.name,
  description: line.description,
  ...(line.nameHi !== null && { nameHi: line.nameHi }),
  ...(line.descriptionHi !== null && { descriptionHi: line.descriptionHi }),
  price: toRupees(line.unitPricePaise),
  image: line.pictures,
  category: line.category,
  subCategory: line.subCategory,
  sizes: line.sizes,
  bestseller: line.bestseller,
  ...(!line.returnable && { returnable: false as const }),
  size: line.size,
  quantity: line.quantity,
});

/** An order's lines as stock sees them. */
export const stockLinesOf = (lines: readonly SoldLine[]): StockLine[] =>
  lines.map((line) => ({ productId: line.productId, size: line.size, quantity: line.quantity }));

/** What the lines' pieces cost before their discounts, in paise. */
export const goodsPaise = (lines: readonly SoldLine[]): number =>
  lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);

/** Whether two orders' lines are the same lines, as sold. */
export const sameLines = (a: readonly SoldLine[], b: readonly SoldLine[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
