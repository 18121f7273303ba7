// Store credit: a ledger of entries per account, each written once for what it is for (a refunded return, an order's
// spending, credit an order gives back). The balance is their sum. Spending happens only under the shopper's lock
// (placing.ts holds it), so two orders at once cannot spend one rupee twice.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, StoreCreditTable } from '../db/schema';
import { toRupees } from '../../contract';

/** The account's store credit, in paise. */
export async function creditBalance(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('store_credit')
    .select(sql<number | string | null>`sum(amount_paise)`.as('paise'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.paise ?? 0);
}

export interface CreditEntry {
  amount: number;
  reason: StoreCreditTable['reason'];
  orderId: string | null;
  date: number;
}

/** The account's balance in rupees and its entries, newest first. */
export async function storeCredit(
  db: Kysely<DB>,
  userId: string,
): Promise<{ balance: number; entries: CreditEntry[] }> {
  const rows = await db
    .selectFrom('store_credit')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return {
    balance: toRupees(await creditBalance(db, userId)),
    entries: rows.map((row) => ({
      amount: toRupees(row.amount_paise),
      reason: row.reason,
      orderId: row.order_id,
      date: row.created_at,
    })),
  };
}

/**
 * Writes one entry (positive: credit added; negative: spent), once for its source: a second write for the same source
 * does nothing. Answers whether it wrote.
 */
export async function addCredit(
  db: Kysely<DB>,
  entry: { userId: string; amountPaise: number; reason: StoreCreditTable['reason']; source: string; orderId: string },
): Promise<boolean> {
  if (entry.amountPaise === 0) return false;
  const written = await db
    .insertInto('store_credit')
    .values({
      id: randomUUID(),
      user_id: entry.userId,
      amount_paise: entry.amountPaise,
      reason: entry.reason,
      source_key: entry.source,
      order_id: entry.orderId,
      created_at: Date.now(),
    })
    .onConflict((conflict) => conflict.column('source_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}
