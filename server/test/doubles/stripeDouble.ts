// Stands in for Stripe's API (checkout sessions, refunds) on loopback, speaking its wire format, so the real SDK runs.
import { parse } from 'qs';
import { startHttpDouble, type HttpDouble } from './httpDouble';

interface LineItem {
  quantity: string;
  price_data: { currency: string; unit_amount: string; product_data: { name: string } };
}

export interface SessionCreated {
  mode: string;
  line_items: LineItem[];
  metadata: { orderId: string };
  success_url: string;
  cancel_url: string;
  currency?: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

export interface RefundCreated {
  payment_intent: string;
  amount?: string;
  metadata?: Record<string, string>;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface StripeDouble extends HttpDouble {
  sessions: Map<string, Session>;
  /** The parsed bodies of every session creation, with their idempotency keys. */
  created: Array<{ body: SessionCreated; idempotencyKey: string | undefined }>;
  pay(sessionId: string): Session;
  /** Every refund made: one per idempotency key, however often it is asked for. */
  refunds: Refund[];
  /** The parsed bodies of every refund request, with their idempotency keys. */
  refundRequests: Array<{ body: RefundCreated; idempotencyKey: string | undefined }>;
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, Session>();
  const created: StripeDouble['created'] = [];
  const refunds: Refund[] = [];
  const refundsByKey = new Map<string, Refund>();
  const refundRequests: StripeDouble['refundRequests'] = [];
  let count = 0;
  const double = await startHttpDouble(({ method, path, headers, body }) => {
    if (method === 'POST' && path === '/v1/refunds') {
      const key = headers['idempotency-key'] as string | undefined;
      const parsed = parse(body) as unknown as RefundCreated;
      refundRequests.push({ body: parsed, idempotencyKey: key });
      // Stripe answers a repeated key with the first answer, and makes nothing new.
      const known = key ? refundsByKey.get(key) : undefined;
      if (known) return { status: 200, body: known };
      const session = [...sessions.values()].find((paid) => paid.payment_intent === parsed.payment_intent);
      if (!session)
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: `No such payment_intent: ${parsed.payment_intent}` },
          },
        };
      const refund: Refund = {
        id: `re_double_${refunds.length + 1}`,
        object: 'refund',
        amount: parsed.amount === undefined ? session.amount_total : Number(parsed.amount),
        currency: session.currency,
        payment_intent: parsed.payment_intent,
        status: 'succeeded',
        metadata: parsed.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      if (key) refundsByKey.set(key, refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const key = headers['idempotency-key'] as string | undefined;
      const parsed = parse(body) as unknown as SessionCreated;
      created.push({ body: parsed, idempotencyKey: key });
      const known = key ? byKey.get(key) : undefined;
      if (known) return { status: 200, body: known };
      count += 1;
      const session: Session = {
        id: `cs_test_double_${count}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/cs_test_double_${count}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: parsed.line_items.reduce(
          (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
          0,
        ),
        currency: parsed.line_items[0]?.price_data.currency ?? 'inr',
        metadata: parsed.metadata,
        payment_intent: null,
      };
      sessions.set(session.id, session);
      if (key) byKey.set(key, session);
      return { status: 200, body: session };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/?]+)(\/expire)?/.exec(path);
    const session = match ? sessions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (method === 'GET' && session) return { status: 200, body: session };
    if (method === 'POST' && session && match?.[2]) {
      if (session.status === 'open') session.status = 'expired';
      return { status: 200, body: session };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } } };
  });
  return {
    ...double,
    sessions,
    created,
    refunds,
    refundRequests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_double_${sessionId}` });
      return session;
    },
  };
}
