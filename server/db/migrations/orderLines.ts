// 0028: an order is priced lines. Each line of an order is a row of order_lines (keyed by the order and its position,
// 1 for the first, as the pieces' names count them): the product, size and quantity as ordered, the price of one
// piece in paise, room for the line's discount, and the product as it was sold (names, description, pictures,
// category, sizes, returnability, HSN code), so a product renamed, repriced or removed later changes no order. The
// order's delivery fee is stored as charged (orders.delivery_fee_paise). Every order made before is filled from the
// JSON copy of its products it kept in orders.items, and its fee from its amounts, as the order's page worked it out.
import type { Kysely, Migration } from 'kysely';
import { toPaise } from '../../../contract';

/** A product copy as orders.items kept it before this migration (unchecked JSON: every field is read with care). */
interface StoredItem {
  _id?: unknown;
  name?: unknown;
  nameHi?: unknown;
  description?: unknown;
  descriptionHi?: unknown;
  price?: unknown;
  image?: unknown;
  category?: unknown;
  subCategory?: unknown;
  sizes?: unknown;
  bestseller?: unknown;
  returnable?: unknown;
  size?: unknown;
  quantity?: unknown;
}

interface Backfill {
  orders: {
    id: string;
    items: string;
    amount_paise: number;
    credit_paise: number;
    payment_method: string;
    delivery_fee_paise: number;
  };
  order_cancellations: { order_id: string; amount_paise: number };
  invoice_hsn: { product_type: string; hsn: string };
  order_lines: {
    order_id: string;
    position: number;
    product_id: string;
    size: string;
    quantity: number;
    unit_price_paise: number;
    discount_paise: number;
    name: string;
    name_hi: string | null;
    description: string;
    description_hi: string | null;
    pictures: string;
    category: string;
    sub_category: string;
    sizes: string;
    bestseller: number;
    returnable: number;
    hsn_code: string | null;
  };
}

/** The cash-on-delivery method's name in orders.payment_method. */
const COD = 'COD';
const ORDERS_AT_ONCE = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

function lineOf(orderId: string, item: StoredItem, index: number, hsn: ReadonlyMap<string, string>) {
  const subCategory = text(item.subCategory);
  return {
    order_id: orderId,
    position: index + 1,
    product_id: text(item._id),
    size: text(item.size),
    quantity: Number(item.quantity),
    unit_price_paise: toPaise(Number(item.price)),
    discount_paise: 0,
    name: text(item.name),
    name_hi: textOrNull(item.nameHi),
    description: text(item.description),
    description_hi: textOrNull(item.descriptionHi),
    pictures: JSON.stringify(texts(item.image)),
    category: text(item.category),
    sub_category: subCategory,
    sizes: JSON.stringify(texts(item.sizes)),
    bestseller: item.bestseller === true ? 1 : 0,
    returnable: item.returnable === false ? 0 : 1,
    hsn_code: hsn.get(subCategory) ?? null,
  };
}

/**
 * The lines of every order, and its delivery fee: what it was placed for (its value; for a cash order, with what its
 * cancellations took off it) less its pieces, never below 0 (an exchange's order costs nothing).
 */
async function fillLines(db: Kysely<Backfill>): Promise<void> {
  const hsn = new Map(
    (await db.selectFrom('invoice_hsn').select(['product_type', 'hsn']).execute()).map((row) => [
      row.product_type,
      row.hsn,
    ]),
  );
  let after = '';
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'items', 'amount_paise', 'credit_paise', 'payment_method'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(ORDERS_AT_ONCE)
      .execute();
    const last = orders.at(-1);
    if (!last) return;
    after = last.id;
    const cancelled = new Map<string, number>();
    for (const row of await db
      .selectFrom('order_cancellations')
      .select(['order_id', 'amount_paise'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute())
      cancelled.set(row.order_id, (cancelled.get(row.order_id) ?? 0) + Number(row.amount_paise));
    for (const order of orders) {
      const items = JSON.parse(order.items) as StoredItem[];
      const lines = items.map((item, index) => lineOf(order.id, item, index, hsn));
      if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
      const goods = lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0);
      const placed =
        Number(order.amount_paise) +
        Number(order.credit_paise) +
        (order.payment_method === COD ? (cancelled.get(order.id) ?? 0) : 0);
      await db
        .updateTable('orders')
        .set({ delivery_fee_paise: Math.max(0, placed - goods) })
        .where('id', '=', order.id)
        .execute();
    }
  }
}

export const orderLines: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_lines')
      .addColumn('order_id', 'text', (c) => c.notNull())
      // 1 for the order's first line: a piece is named `<position>.<unit>` (contract unitId).
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      // As ordered: cancelled and returned pieces are recorded apart (order_unit_claims).
      .addColumn('quantity', 'integer', (c) => c.notNull())
      // One piece's price as sold, GST included.
      .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
      // What the line's pieces together were given off (a promotion's), in paise.
      .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_hi', 'text')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('description_hi', 'text')
      // JSON array of the shop's picture paths; the first is the line's picture.
      .addColumn('pictures', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('sub_category', 'text', (c) => c.notNull())
      // JSON array of the sizes the product was sold in.
      .addColumn('sizes', 'text', (c) => c.notNull())
      .addColumn('bestseller', 'integer', (c) => c.notNull())
      // 1, or 0 for a piece the shop takes no returns or exchanges of.
      .addColumn('returnable', 'integer', (c) => c.notNull())
      // The product type's HSN code when sold; null: the invoice names the one the shop gives the type then.
      .addColumn('hsn_code', 'text')
      .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
      .execute();
    // An order's fee as charged (0 for an exchange's order).
    await db.schema
      .alterTable('orders')
      .addColumn('delivery_fee_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await fillLines(db as Kysely<Backfill>);
  },
};
