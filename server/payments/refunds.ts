// Refunds through the providers: what an order has to give back (payments it could not take), one refund row per
// payment made once however often it is asked for, sent to the provider with an idempotency key that stays the same
// until the provider says no, and its state (pending, processed, failed) following the provider's answers and
// webhooks. An order marked Refund Due whose refunds have all processed becomes Refunded, on its timeline.
import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import { dbNow } from '../db/clock';
import { REFUND_DUE } from '../constants';
import type { DB, ProviderPaymentsTable, RefundsTable } from '../db/schema';
import { toRupees, type RefundState } from '../../contract';
import type { Refund } from '../schemas/entities';
import { NothingToRefund } from './errors';
import { findOrderRow, markRefunded, OrderNotFound } from '../orders';
import type { Payments } from './providers';
import { PaymentProviderRefused, type ProviderRefund, type RefundRequest } from './providers/types';

type Provider = ProviderPaymentsTable['provider'];
type RefundRow = Selectable<RefundsTable>;

const PROVIDER_OF: Record<string, Provider | undefined> = { Stripe: 'stripe', Razorpay: 'razorpay' };

/** Why a whole payment goes back, in the shop's words (the operator's and the shopper's page show it). */
export const REFUND_REASONS = {
  notTaken: 'The payment came for an order that could not take it.',
  requested: 'Refunded by the shop.',
} as const;

interface DuePayment {
  provider: Provider;
  paymentId: string;
  amountPaise: number;
}

/** The order's payments the shop has to give back and has not asked a provider to yet. */
async function duePayments(db: Kysely<DB>, orderId: string): Promise<DuePayment[]> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new OrderNotFound(`There is no order ${orderId}.`);
  const taken = await db.selectFrom('provider_payments').selectAll().where('order_id', '=', orderId).execute();
  const due: DuePayment[] = taken
    .filter((payment) => payment.outcome === 'refund')
    .map((payment) => ({
      provider: payment.provider,
      paymentId: payment.payment_id,
      amountPaise: payment.amount_paise,
    }));
  // An order marked Refund Due before the shop recorded payments by id: its one payment is the order's.
  const provider = PROVIDER_OF[order.payment_method];
  if (
    order.status === REFUND_DUE &&
    order.payment_ref &&
    provider &&
    !taken.some((payment) => payment.payment_id === order.payment_ref)
  )
    due.push({ provider, paymentId: order.payment_ref, amountPaise: order.amount_paise });
  const asked = await db.selectFrom('refunds').select('payment_id').where('order_id', '=', orderId).execute();
  return due.filter((payment) => !asked.some((refund) => refund.payment_id === payment.paymentId));
}

/**
 * What the order still has to give back, in paise (the operator's Refund button): payments no refund has been asked
 * for yet, and refunds the provider refused, to send again.
 */
export async function amountToRefund(db: Kysely<DB>, orderId: string): Promise<number> {
  const failed = await db
    .selectFrom('refunds')
    .select('amount_paise')
    .where('order_id', '=', orderId)
    .where('state', '=', 'failed')
    .execute();
  return [
    ...(await duePayments(db, orderId)),
    ...failed.map((refund) => ({ amountPaise: refund.amount_paise })),
  ].reduce((sum, payment) => sum + payment.amountPaise, 0);
}

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  amount: toRupees(row.amount_paise),
  state: row.state,
  providerRefundId: row.provider_refund_id,
  reason: row.reason,
  date: row.created_at,
});

/** The order's refunds, oldest first. */
export async function orderRefunds(db: Kysely<DB>, orderId: string): Promise<Refund[]> {
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRefund);
}

/** A payment a provider took for an order, as the operator matches it with the provider's dashboard. */
export interface TakenPaymentShown {
  provider: Provider;
  paymentId: string;
  amountPaise: number;
  takenAt: number;
  /** paid: it paid the order; refund: it came for an order that could not take it, and is to be refunded. */
  outcome: 'paid' | 'refund';
}

/** Every payment the order took, oldest first. */
export async function orderPaymentsTaken(db: Kysely<DB>, orderId: string): Promise<TakenPaymentShown[]> {
  const rows = await db
    .selectFrom('provider_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('taken_at')
    .orderBy('payment_id')
    .execute();
  return rows.map((row) => ({
    provider: row.provider,
    paymentId: row.payment_id,
    amountPaise: row.amount_paise,
    takenAt: row.taken_at,
    outcome: row.outcome,
  }));
}

/** A refund with the tries sent for it: each one the provider refused, and the one after (sent, or to send again). */
export interface RefundTries {
  refund: Refund;
  /** The provider's id of the payment it gives money back from. */
  paymentId: string;
  /** Tries sent to the provider so far (a refused one counts; a failed refund's next try is not sent yet). */
  attempts: number;
  /** The provider refused it: it is owed again, and the next Refund (the operator's) sends it as a new try. */
  toSendAgain: boolean;
}

/** The order's refunds with their tries, oldest first. */
export async function orderRefundTries(db: Kysely<DB>, orderId: string): Promise<RefundTries[]> {
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    refund: toRefund(row),
    paymentId: row.payment_id,
    toSendAgain: row.state === 'failed',
    // attempts counts the refused tries; a refund not refused last has one more, sent (or being sent).
    attempts: row.state === 'failed' ? row.attempts : row.attempts + (row.provider_refund_id === null ? 0 : 1),
  }));
}

/** The states a refund may be in for the provider's word `state` to replace it. */
const LATER_THAN: Record<RefundState, RefundState[]> = {
  pending: ['pending'],
  failed: ['pending', 'failed'],
  processed: ['pending', 'failed'],
};

/** A Refund Due order whose every refund has processed is Refunded now, on its timeline. */
async function settleOrder(trx: Transaction<DB>, orderId: string, by: string): Promise<void> {
  const refunds = await trx.selectFrom('refunds').select('state').where('order_id', '=', orderId).execute();
  if (refunds.length === 0 || refunds.some((refund) => refund.state !== 'processed')) return;
  await markRefunded(trx, orderId, by);
}

/**
 * Writes what the provider said of a refund (its id, its state), never taking a settled refund back to pending, and
 * settles its order when it processed. Answers whether the refund is one of the shop's.
 */
export const recordRefundState = (db: Kysely<DB>, refund: RefundWord, by: string): Promise<boolean> =>
  db.transaction().execute((trx) => recordRefundStateIn(trx, refund, by));

type RefundWord = { state: RefundState; failure?: string } & (
  { refundId: string; providerRefundId?: string } | { refundId?: string; providerRefundId: string }
);

/** recordRefundState, in the caller's transaction (a webhook's, which records its event in the same one). */
export async function recordRefundStateIn(trx: Transaction<DB>, refund: RefundWord, by: string): Promise<boolean> {
  const row = await trx
    .updateTable('refunds')
    .set((eb) => ({
      state: refund.state,
      failure: refund.failure ?? null,
      updated_at: Date.now(),
      // A failed refund is tried again under a new idempotency key (the provider would answer the old one's failure).
      attempts: refund.state === 'failed' ? eb('attempts', '+', 1) : eb.ref('attempts'),
      ...(refund.providerRefundId === undefined ? {} : { provider_refund_id: refund.providerRefundId }),
    }))
    // Processed is final; a late "pending" never undoes what a webhook already said.
    .where('state', 'in', LATER_THAN[refund.state])
    .where((eb) =>
      refund.refundId !== undefined
        ? eb('id', '=', refund.refundId)
        : eb('provider_refund_id', '=', refund.providerRefundId ?? null),
    )
    .returning('order_id')
    .executeTakeFirst();
  if (!row) return false;
  if (refund.state === 'processed') await settleOrder(trx, row.order_id, by);
  return true;
}

function providerOf(
  payments: Payments,
  provider: Provider,
): { refund(request: RefundRequest): Promise<ProviderRefund> } {
  const refunder = provider === 'stripe' ? payments.card : payments.popup;
  if (!refunder) throw new PaymentProviderRefused(`${provider} is not configured, so its payments cannot be refunded.`);
  return refunder;
}

/** How long a sender holds a refund it claimed: past every call it makes to the provider, with room to write the answer. */
const leaseMs = (payments: Payments, provider: Provider): number =>
  3 * ((provider === 'stripe' ? payments.card : payments.popup)?.longestCallMs ?? 30_000) + 10_000;

/** Refunds a sender may send: never asked (or whose answer was lost), or failed and to be sent again. */
const sendable = (eb: ExpressionBuilder<DB, 'refunds'>) =>
  eb.or([eb('state', '=', 'failed'), eb.and([eb('state', '=', 'pending'), eb('provider_refund_id', 'is', null)])]);

/**
 * Claims a refund for this sender, in one conditional update: of several senders (requests, processes, the sweep) the
 * one whose update lands sends it, until its lease ends. A failed refund claimed is a new attempt, pending again.
 */
async function claimRefund(db: Kysely<DB>, payments: Payments, id: string): Promise<RefundRow | undefined> {
  const now = await dbNow(db);
  const claimId = randomUUID();
  const row = await db.selectFrom('refunds').select('provider').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return db
    .updateTable('refunds')
    .set({
      claim_id: claimId,
      claimed_until: now + leaseMs(payments, row.provider),
      state: 'pending',
      provider_refund_id: sql<string | null>`case when state = 'failed' then null else provider_refund_id end`,
    })
    .where('id', '=', id)
    .where(sendable)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Lets go of a claimed refund (its answer is written, or the provider could not be asked now). */
async function releaseRefund(db: Kysely<DB>, row: RefundRow): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ claim_id: null, claimed_until: null })
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .execute();
}

/** Asks the provider for one refund this sender claimed (again, for one without the provider's id or one that failed). */
async function sendRefund(db: Kysely<DB>, payments: Payments, row: RefundRow, by: string): Promise<void> {
  try {
    // The claim is the lock: only its holder sends this refund, and Razorpay's look (for the refund an earlier try of
    // this one made, by the id and attempt in its notes) never finds another refund's. No transaction or connection
    // is held across the provider's call, so many refunds at once never starve the pool.
    const answer = await providerOf(payments, row.provider).refund({
      refundId: row.id,
      paymentId: row.payment_id,
      amountPaise: row.amount_paise,
      attempt: row.attempts,
      idempotencyKey: `refund-${row.id}-${row.attempts}`,
    });
    await recordRefundState(db, { refundId: row.id, providerRefundId: answer.id, state: answer.state }, by);
  } catch (error) {
    // The provider said no (a refused request is not retried under the same key); anything else stays pending, and
    // the next sender sends it again under the same key (Razorpay: finds the refund this try made, by its notes).
    if (!(error instanceof PaymentProviderRefused)) throw error;
    await recordRefundState(db, { refundId: row.id, state: 'failed', failure: error.message }, by);
  } finally {
    await releaseRefund(db, row);
  }
}

/** Claims and sends each of these refunds that no other sender holds; answers how many this sender sent. */
async function sendClaimed(db: Kysely<DB>, payments: Payments, ids: string[], by: string): Promise<number> {
  let sent = 0;
  let failure: Error | undefined;
  for (const id of ids) {
    const row = await claimRefund(db, payments, id);
    if (!row) continue;
    sent += 1;
    // One refund the provider could not take now leaves the others to be sent; the first failure is answered.
    await sendRefund(db, payments, row, by).catch((error: unknown) => {
      failure ??= error instanceof Error ? error : new Error(String(error));
    });
  }
  if (failure !== undefined) throw failure;
  return sent;
}

/**
 * Writes a refund to ask the provider for, pending, once for its key: two requests at once make one refund.
 */
async function askRefund(
  db: Kysely<DB>,
  refund: DuePayment & { orderId: string; reason: string; key: string; by: string },
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('refunds')
    .values({
      id: randomUUID(),
      order_id: refund.orderId,
      provider: refund.provider,
      payment_id: refund.paymentId,
      amount_paise: refund.amountPaise,
      reason: refund.reason,
      refund_key: refund.key,
      state: 'pending',
      provider_refund_id: null,
      attempts: 0,
      failure: null,
      requested_by: refund.by,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('refund_key').doNothing())
    .execute();
}

/**
 * Records, in the caller's transaction, a refund of part of the order's online payment (pieces cancelled or returned),
 * once for its key; sendOrderRefunds asks the provider after the commit. Nothing for an order not paid online.
 */
export async function recordPartRefund(
  trx: Transaction<DB>,
  part: { orderId: string; amountPaise: number; key: string; reason: string; by: string },
): Promise<boolean> {
  const order = await findOrderRow(trx, part.orderId);
  const provider = order ? PROVIDER_OF[order.payment_method] : undefined;
  if (!order || !provider || !order.payment_ref || !order.payment || part.amountPaise <= 0) return false;
  await askRefund(trx, {
    orderId: part.orderId,
    provider,
    paymentId: order.payment_ref,
    amountPaise: part.amountPaise,
    reason: part.reason,
    key: part.key,
    by: part.by,
  });
  return true;
}

/**
 * Asks the provider for the order's refunds this caller wrote (their keys), or, without keys, every one of the order's
 * it has not answered or refused; each is sent by the one sender that claims it. Answers how many this caller sent.
 */
export async function sendOrderRefunds(
  db: Kysely<DB>,
  payments: Payments,
  orderId: string,
  by: string,
  keys?: string[],
): Promise<number> {
  if (keys?.length === 0) return 0;
  let unanswered = db.selectFrom('refunds').select('id').where('order_id', '=', orderId).where(sendable);
  if (keys) unanswered = unanswered.where('refund_key', 'in', keys);
  const rows = await unanswered.orderBy('created_at').orderBy('id').execute();
  return sendClaimed(
    db,
    payments,
    rows.map((row) => row.id),
    by,
  );
}

/** How long a refund written by a request is left to that request before the sweep sends it. */
export const LEFT_AFTER_MS = 60_000;

/**
 * The sweep: sends the refunds never sent that their writer left (it died, or the provider did not answer it) and no
 * sender holds, at most `limit` at a time. Failed refunds wait for the operator's Refund (they are "to send again").
 */
export async function sendLeftRefunds(
  db: Kysely<DB>,
  payments: Payments,
  { leftForMs = LEFT_AFTER_MS, limit = 50 }: { leftForMs?: number; limit?: number } = {},
): Promise<number> {
  const now = await dbNow(db);
  const left = await db
    .selectFrom('refunds')
    .select('id')
    .where('state', '=', 'pending')
    .where('provider_refund_id', 'is', null)
    .where('updated_at', '<=', now - leftForMs)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return sendClaimed(
    db,
    payments,
    left.map((row) => row.id),
    'shop',
  );
}

export interface RefundAnswer {
  refunds: Refund[];
  /** How many refunds this request asked a provider for (0: all were asked for before and nothing was retried). */
  sent: number;
}

/**
 * Refunds whatever the order has to give back: each payment it could not take, once. Refunds asked for before are
 * left as they are, but for one the provider never answered or refused, which is asked for again.
 */
export async function refundOrder(
  db: Kysely<DB>,
  payments: Payments,
  { orderId, by, reason = REFUND_REASONS.requested }: { orderId: string; by: string; reason?: string },
): Promise<RefundAnswer> {
  for (const payment of await duePayments(db, orderId))
    await askRefund(db, {
      orderId,
      ...payment,
      reason,
      key: `full:${payment.provider}:${payment.paymentId}`,
      by,
    });
  const sent = await sendOrderRefunds(db, payments, orderId, by);
  const refunds = await orderRefunds(db, orderId);
  if (refunds.length === 0) throw new NothingToRefund(`Order ${orderId} has nothing to refund.`);
  return { refunds, sent };
}

/** The refunds asked and the payments taken of these orders, for what their money says (the after-sale wing's). */
export async function paymentRecordsOf(db: Kysely<DB>, orderIds: readonly string[]) {
  const refunds = await db
    .selectFrom('refunds')
    .select(['order_id', 'payment_id', 'amount_paise', 'state'])
    .where('order_id', 'in', [...orderIds])
    .execute();
  const payments = await db
    .selectFrom('provider_payments')
    .select(['order_id', 'payment_id', 'amount_paise', 'outcome'])
    .where('order_id', 'in', [...orderIds])
    .execute();
  return { refunds, payments };
}
