// 0018: after the order. A shopper cancels pieces before dispatch (order_cancellations) or asks to return or exchange
// them after delivery (return_requests, each step in return_steps); every piece is claimed once (order_unit_claims,
// keyed by order and piece, so two requests for one piece cannot both be made). Store credit is a ledger of entries,
// each written once for what it is for (store_credit.source_key). A product may be marked not returnable, an order
// spends store credit (orders.credit_paise), and an exchange's new order names the order it replaces a size of.
import type { Kysely, Migration } from 'kysely';

export const returns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('returnable', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('credit_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('orders').addColumn('exchange_of', 'text').execute();
    // The shopper's language when ordering: what the shop writes later unasked (an operator's cancellation) is in it.
    await db.schema
      .alterTable('orders')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();

    await db.schema
      .createTable('order_unit_claims')
      .addColumn('order_id', 'text', (c) => c.notNull())
      // The piece: `<line>.<unit>` (contract unitId).
      .addColumn('unit', 'text', (c) => c.notNull())
      // 'cancel' or 'return', and the cancellation's or request's id.
      .addColumn('claim', 'text', (c) => c.notNull())
      .addColumn('claim_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_unit_claims_pk', ['order_id', 'unit'])
      .execute();

    await db.schema
      .createTable('order_cancellations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      // JSON array of the pieces cancelled.
      .addColumn('units', 'text', (c) => c.notNull())
      // The price of those pieces (and the delivery fee when they were the order's last), in paise.
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('cancelled_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_cancellations_order').on('order_cancellations').column('order_id').execute();

    await db.schema
      .createTable('return_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('units', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      // refund | exchange
      .addColumn('kind', 'text', (c) => c.notNull())
      // provider | storeCredit | bank (a refund); null for an exchange.
      .addColumn('refund_route', 'text')
      // The shopper's UPI id or bank account for a bank refund.
      .addColumn('payout_to', 'text')
      // The operator's reference of the bank/UPI transfer, once made.
      .addColumn('payout_reference', 'text')
      .addColumn('exchange_size', 'text')
      .addColumn('exchange_order_id', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      // The shopper's language when asking: the mails of every later step are written in it.
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      // What a refund of these pieces gives back, in paise (the delivery fee too when the whole order goes back).
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('reject_reason', 'text')
      // JSON array of the pieces received damaged (they do not go back to stock).
      .addColumn('damaged_units', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('return_requests_order').on('return_requests').column('order_id').execute();
    await db.schema
      .createIndex('return_requests_state')
      .on('return_requests')
      .columns(['state', 'created_at'])
      .execute();

    await db.schema
      .createTable('return_steps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('from_state', 'text')
      .addColumn('to_state', 'text', (c) => c.notNull())
      // 'shopper', 'cli:<user>' or an operator's e-mail.
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
    await db.schema.createIndex('return_steps_request').on('return_steps').column('request_id').execute();

    await db.schema
      .createTable('store_credit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      // Added (positive: a refund, an order's credit given back) or spent (negative), in paise.
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      // return | spent | restored
      .addColumn('reason', 'text', (c) => c.notNull())
      // What the entry is for, once: 'return:<request>', 'spent:<order>', 'restored:<order>'.
      .addColumn('source_key', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('store_credit_user').on('store_credit').column('user_id').execute();
  },
};
