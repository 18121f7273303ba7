// 0010: what an online payment keeps of the request that started it and of why the shop ended it: the storefront its
// card checkout returns to (a retry from another storefront is another payment), and the catalog change (a product
// removed or repriced) that cancelled it, so a payment that still arrives is refunded with the reason said.
import type { Kysely, Migration } from 'kysely';

export const paymentTrust: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('return_origin', 'text').execute();
    await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  },
};
