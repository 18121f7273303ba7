// The offline stand-in for Stripe Checkout: sessions kept in the shop's database, paid on a test page the server serves.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../errors';
import { SANDBOX_CALL_MS, type CardCheckout, type CheckoutLine, type CheckoutSession } from '../types';

interface SessionDetails {
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  paymentStatus: CheckoutSession['paymentStatus'];
  paymentRef: string | null;
}

export interface SandboxSession extends CheckoutSession {
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
}

export interface StripeSandbox extends CardCheckout {
  findSession(id: string): Promise<SandboxSession | undefined>;
  /** The test page's Pay button: the session is paid; answers where the shopper goes next. */
  pay(id: string): Promise<string | undefined>;
}

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export const sandboxCheckoutPath = (id: string) => `/sandbox/stripe/checkout/${id}`;

export function createStripeSandbox(db: Kysely<DB>, publicUrl: string): StripeSandbox {
  const findSession = async (id: string): Promise<SandboxSession | undefined> => {
    const row = await db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('id', '=', id)
      .where('provider', '=', 'stripe')
      .executeTakeFirst();
    if (!row) return undefined;
    const details = JSON.parse(row.details) as SessionDetails;
    return {
      id: row.id,
      url: `${publicUrl}${sandboxCheckoutPath(row.id)}`,
      status: row.status,
      paymentStatus: details.paymentStatus,
      amountTotal: row.amount,
      currency: row.currency,
      orderId: row.reference,
      paymentRef: details.paymentRef,
      lines: details.lines,
      successUrl: details.successUrl,
      cancelUrl: details.cancelUrl,
    };
  };

  const byIdempotencyKey = (key: string) =>
    db.selectFrom('sandbox_payments').select('id').where('idempotency_key', '=', key).executeTakeFirst();

  return {
    mode: 'sandbox',
    longestCallMs: SANDBOX_CALL_MS,
    findSession,
    async createSession(session) {
      const existing = await byIdempotencyKey(session.idempotencyKey);
      if (existing) return { id: existing.id, url: `${publicUrl}${sandboxCheckoutPath(existing.id)}` };
      const id = newId('cs_test');
      const details: SessionDetails = {
        lines: session.lines,
        successUrl: session.successUrl,
        cancelUrl: session.cancelUrl,
        paymentStatus: 'unpaid',
        paymentRef: null,
      };
      try {
        await db
          .insertInto('sandbox_payments')
          .values({
            id,
            provider: 'stripe',
            idempotency_key: session.idempotencyKey,
            amount: session.lines.reduce((sum, line) => sum + line.unitAmountPaise * line.quantity, 0),
            currency: session.currency,
            reference: session.orderId,
            status: 'open',
            details: JSON.stringify(details),
            created_at: Date.now(),
          })
          .execute();
      } catch (error) {
        // The same request arrived twice at once: like Stripe, answer the session the first one made.
        const winner = isUniqueViolation(error) ? await byIdempotencyKey(session.idempotencyKey) : undefined;
        if (!winner) throw error;
        return { id: winner.id, url: `${publicUrl}${sandboxCheckoutPath(winner.id)}` };
      }
      return { id, url: `${publicUrl}${sandboxCheckoutPath(id)}` };
    },
    async retrieveSession(id) {
      const session = await findSession(id);
      if (!session) throw new Error(`No sandbox checkout session ${id}`);
      return session;
    },
    async expireSession(id) {
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'expired' })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute();
    },
    async pay(id) {
      const session = await findSession(id);
      if (!session || session.status === 'expired') return undefined;
      if (session.paymentStatus !== 'paid') {
        const details: SessionDetails = { ...session, paymentStatus: 'paid', paymentRef: newId('pi') };
        await db
          .updateTable('sandbox_payments')
          .set({ status: 'complete', details: JSON.stringify(details) })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .execute();
      }
      return session.successUrl;
    },
  };
}
