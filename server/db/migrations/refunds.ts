// 0017: money that never goes missing. Each provider event is taken once (payment_events, by the provider's event
// id), each provider payment once (provider_payments, by its id: the order it paid, or the refund it became), every
// refund the shop asks a provider for is a row whose state follows the provider's (refunds), and a waiting order
// remembers when the shop last asked its provider about it (orders.reconciled_at), so several processes ask in turn.
import type { Kysely, Migration } from 'kysely';

export const refunds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
      .execute();

    await db.schema
      .createTable('provider_payments')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      // 'paid': it paid its order; 'refund': it came for an order that could not take it, and is refunded.
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('taken_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('provider_payments_pk', ['provider', 'payment_id'])
      .execute();
    await db.schema.createIndex('provider_payments_order').on('provider_payments').column('order_id').execute();

    await db.schema
      .createTable('refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      // What the refund is for, once: 'full:<payment id>' for a whole payment; a refund of lines names its request.
      .addColumn('refund_key', 'text', (c) => c.notNull().unique())
      // pending | processed | failed, as the provider said last.
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('provider_refund_id', 'text')
      // Each try at the provider has its own idempotency key (<id>-<attempt>): a retry of one try refunds once.
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failure', 'text')
      // Who asked: 'shop' (automatically), 'cli', or an operator's user id.
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
    await db.schema.createIndex('refunds_provider_id').on('refunds').column('provider_refund_id').execute();

    await db.schema.alterTable('orders').addColumn('reconciled_at', 'bigint').execute();
  },
};
