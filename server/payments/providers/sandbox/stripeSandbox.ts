// The offline stand-in for Stripe Checkout: sessions kept in the shop's database, paid on a test page the server serves.
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../../errors';
import { sandboxRefund, type SandboxRecords } from './records';
import {
  SANDBOX_CALL_MS,
  type CardCheckout,
  type CheckoutLine,
  type CheckoutSession,
  type ProviderRefund,
} from '../types';

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

export function createStripeSandbox(
  records: SandboxRecords,
  publicUrl: string,
  /** What its refunds end as (SANDBOX_REFUNDS). */
  refunds: ProviderRefund['state'] = 'processed',
): StripeSandbox {
  const findSession = async (id: string): Promise<SandboxSession | undefined> => {
    const row = await records.find('stripe', id);
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

  return {
    mode: 'sandbox',
    longestCallMs: SANDBOX_CALL_MS,
    findSession,
    async createSession(session) {
      const existing = await records.idFor(session.idempotencyKey);
      if (existing) return { id: existing, url: `${publicUrl}${sandboxCheckoutPath(existing)}` };
      const id = newId('cs_test');
      const details: SessionDetails = {
        lines: session.lines,
        successUrl: session.successUrl,
        cancelUrl: session.cancelUrl,
        paymentStatus: 'unpaid',
        paymentRef: null,
      };
      try {
        await records.add({
          id,
          provider: 'stripe',
          idempotency_key: session.idempotencyKey,
          amount: session.lines.reduce((sum, line) => sum + line.unitAmountPaise * line.quantity, 0),
          currency: session.currency,
          reference: session.orderId,
          status: 'open',
          details: JSON.stringify(details),
          created_at: Date.now(),
        });
      } catch (error) {
        // The same request arrived twice at once: like Stripe, answer the session the first one made.
        const winner = isUniqueViolation(error) ? await records.idFor(session.idempotencyKey) : undefined;
        if (!winner) throw error;
        return { id: winner, url: `${publicUrl}${sandboxCheckoutPath(winner)}` };
      }
      return { id, url: `${publicUrl}${sandboxCheckoutPath(id)}` };
    },
    async retrieveSession(id) {
      const session = await findSession(id);
      if (!session) throw new Error(`No sandbox checkout session ${id}`);
      return session;
    },
    async expireSession(id) {
      await records.update(id, { status: 'expired' }, 'open');
    },
    async refund(request) {
      return (await sandboxRefund(records, 'stripe', { id: newId('re'), state: refunds }, request)).refund;
    },
    async pay(id) {
      const session = await findSession(id);
      if (!session || session.status === 'expired') return undefined;
      if (session.paymentStatus !== 'paid') {
        const details: SessionDetails = { ...session, paymentStatus: 'paid', paymentRef: newId('pi') };
        await records.update(id, { status: 'complete', details: JSON.stringify(details) }, 'open');
      }
      return session.successUrl;
    },
  };
}
