// What becomes of an account's tax documents when the owner of its e-mail takes an unconfirmed account over: the
// invoices and credit notes name the buyer (name, street, phone) and go with their orders to the earlier holder.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Inside the handover's transaction: every invoice and credit note of `fromUserId` is `toUserId`'s (the internal
 * holder of the earlier holder's orders), so the account's new owner downloads none of them; the operator still does.
 */
export async function handTaxDocumentsOver(trx: Transaction<DB>, fromUserId: string, toUserId: string): Promise<void> {
  await trx.updateTable('invoices').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
  await trx.updateTable('credit_notes').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
}
