// Every payment a provider took is taken once, by its id, whichever road brings it first (the popup's result, the
// shopper's return, a webhook, a reconciliation; twice, late, or out of order), in the transaction that applies it.
// A payment its order cannot take (the order was paid by another, replaced, expired, or cancelled by a catalog
// change) is never a second order and never lost: it is kept as a payment to refund.
import type { Kysely, Transaction } from 'kysely';
import type { DB, ProviderPaymentsTable } from '../db/schema';
import type { MailContext } from '../mail';
import { findOrderRow, fulfilPaymentIn, type Fulfilment } from '../orders';

export interface TakenPayment {
  provider: ProviderPaymentsTable['provider'];
  paymentId: string;
  /** The shop's order it was made for. */
  orderId: string;
  amountPaise: number;
  /** When the provider took it, when the provider says (a webhook's or a reconciliation's answer). */
  takenAt?: number;
}

export interface Taken {
  /** What became of its order (the same again for a payment taken before, which changes nothing). */
  outcome: Fulfilment;
  /** This is the first word of the payment: it changed what it says. */
  firstTime: boolean;
  /** The payment is the shop's to give back (said once, the first time). */
  toRefund: boolean;
}

/** takePayment, in the caller's transaction (a webhook's, which records its event in the same one). */
export async function takePaymentIn(trx: Transaction<DB>, payment: TakenPayment, mail: MailContext): Promise<Taken> {
  const recorded = await trx
    .insertInto('provider_payments')
    .values({
      provider: payment.provider,
      payment_id: payment.paymentId,
      order_id: payment.orderId,
      amount_paise: payment.amountPaise,
      outcome: 'paid',
      taken_at: Date.now(),
    })
    // Another road brought it first (in another process too: this waits for that transaction, then does nothing).
    .onConflict((conflict) => conflict.columns(['provider', 'payment_id']).doNothing())
    .returning('payment_id')
    .executeTakeFirst();
  // Taken before: fulfilling again changes nothing and says what became of the order.
  const outcome = await fulfilPaymentIn(trx, payment.orderId, payment.paymentId, mail, payment.takenAt);
  if (!recorded) return { outcome, firstTime: false, toRefund: false };
  const paidBy = outcome === 'already paid' ? (await findOrderRow(trx, payment.orderId))?.payment_ref : undefined;
  // Paid now, or paid before by this very payment (a road from before payments were recorded): nothing to give back.
  const toRefund = outcome !== 'paid' && paidBy !== payment.paymentId;
  if (toRefund)
    await trx
      .updateTable('provider_payments')
      .set({ outcome: 'refund' })
      .where('provider', '=', payment.provider)
      .where('payment_id', '=', payment.paymentId)
      .execute();
  return { outcome, firstTime: true, toRefund };
}

/** Takes a provider's payment once, by its id: pays its order, or keeps it to be refunded. */
export function takePayment(db: Kysely<DB>, payment: TakenPayment, mail: MailContext): Promise<Taken> {
  return db.transaction().execute((trx) => takePaymentIn(trx, payment, mail));
}
