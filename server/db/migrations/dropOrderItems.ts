// 0029: an order is its priced lines (order_lines, 0028) and its stored fee. The JSON copies of the products it was
// made of (orders.items), kept since then only as orders had kept them, are read and written by nothing: they go.
import type { Kysely, Migration } from 'kysely';

export const dropOrderItems: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('items').execute();
  },
};
