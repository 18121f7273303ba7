// The offline stand-in for Razorpay: provider orders kept in the shop's database, paid in a test popup whose result
// is signed exactly as Razorpay signs it. It plays what goes wrong in real payments too: a UPI payment that waits on
// the shopper's bank for a chosen time and then completes on the provider's side whatever became of the shopper's
// tab, webhooks signed with the shop's webhook secret (sent, sent twice, late, or never: SANDBOX_WEBHOOKS), and
// refunds that process, wait or fail (SANDBOX_REFUNDS), made as Razorpay makes them: without an idempotency key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxPlay } from '../../../config/payments';
import { isValidRazorpaySignature, razorpaySignature } from '../signature';
import {
  newEventId,
  paymentEvent,
  razorpayWebhookSignature,
  refundEvent,
  signedDelivery,
  type RazorpayEvent,
  type RazorpayPaymentEntity,
} from '../razorpayWire';
import { paymentState } from '../razorpay';
import { sandboxRazorpayRefund, type SandboxRecords } from './records';
import { SANDBOX_CALL_MS, type PopupCheckout, type ProviderPayment } from '../types';

export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_sandbox';

export interface PopupResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A payment of a sandbox order: captured at once (a card), or pending until `completesAt` (UPI). */
interface SandboxPayment {
  id: string;
  method: 'card' | 'upi';
  createdAt: number;
  completesAt: number;
}

interface OrderDetails {
  payments?: SandboxPayment[];
}

/** Sends a webhook delivery to the shop (the app sets it: the shop's own route, in process). */
export type WebhookDelivery = (delivery: { body: string; headers: Record<string, string> }) => Promise<void>;

export interface RazorpaySandbox extends PopupCheckout {
  /** The test popup's Pay button: a signed result for the handler, or undefined for an unknown order. */
  pay(orderId: string): Promise<PopupResult | undefined>;
  /** The test popup's UPI button: a payment that waits `pendingMs` on the bank, then completes on its own. */
  payByUpi(orderId: string, pendingMs: number): Promise<{ paymentId: string } | undefined>;
  /** The popup asks while it waits: the signed result once the UPI payment completed. */
  upiResult(orderId: string, paymentId: string): Promise<PopupResult | 'pending' | undefined>;
  describe(orderId: string): Promise<{ amount: number; currency: string } | undefined>;
  /** Where the sandbox's webhooks go (set once the app exists). */
  deliverWith(delivery: WebhookDelivery): void;
  /** Timers of webhooks still to send; stopped when the app closes. */
  close(): void;
}

const newId = (prefix: string) => `${prefix}_sbx${randomBytes(8).toString('hex')}`;

export function createRazorpaySandbox(
  records: SandboxRecords,
  serverSecret: string,
  { webhookSecret, play }: { webhookSecret: string | null; play: SandboxPlay },
): RazorpaySandbox {
  // Derived from the server's secret, so every process of one shop signs alike and nobody else can.
  const secret = createHmac('sha256', serverSecret).update('razorpay-sandbox').digest('hex');
  // The shop's webhook secret when it has one (so tests and operators can sign events too), else one of its own.
  const hookSecret =
    webhookSecret ?? createHmac('sha256', serverSecret).update('razorpay-sandbox-webhooks').digest('hex');
  const findOrder = (id: string) => records.find('razorpay', id);
  const paymentsOf = (details: string) => (JSON.parse(details) as OrderDetails).payments ?? [];
  const timers = new Set<NodeJS.Timeout>();
  let deliver: WebhookDelivery | null = null;

  const later = (ms: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch(() => undefined);
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Sends an event as SANDBOX_WEBHOOKS says: once, twice (the same event id), or never; after the delay. */
  const send = (event: RazorpayEvent) => {
    if (play.webhooks === 'never') return;
    const delivery = signedDelivery(event, hookSecret, newEventId());
    const times = play.webhooks === 'twice' ? 2 : 1;
    later(play.webhookDelayMs, async () => {
      for (let time = 0; time < times; time += 1) await deliver?.(delivery);
    });
  };

  const entity = (orderId: string, amount: number, currency: string, payment: SandboxPayment, now: number) =>
    ({
      id: payment.id,
      entity: 'payment',
      amount,
      currency,
      status: payment.completesAt <= now ? 'captured' : 'created',
      order_id: orderId,
      method: payment.method,
      created_at: Math.floor(payment.createdAt / 1000),
    }) satisfies RazorpayPaymentEntity;

  const signed = (orderId: string, paymentId: string): PopupResult => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: razorpaySignature(orderId, paymentId, secret),
  });

  /** Adds a payment to a sandbox order; when it completes, the provider's webhooks go out. */
  async function addPayment(orderId: string, method: SandboxPayment['method'], pendingMs: number) {
    const order = await findOrder(orderId);
    if (!order) return undefined;
    const now = Date.now();
    const payment: SandboxPayment = { id: newId('pay'), method, createdAt: now, completesAt: now + pendingMs };
    const payments = [...paymentsOf(order.details), payment];
    await records.update(orderId, { status: 'attempted', details: JSON.stringify({ payments }) });
    later(pendingMs, async () => {
      const captured = entity(orderId, order.amount, order.currency, payment, Date.now());
      send(paymentEvent('payment.captured', captured));
      send(paymentEvent('order.paid', captured));
    });
    return payment;
  }

  return {
    mode: 'sandbox',
    longestCallMs: SANDBOX_CALL_MS,
    keyId: SANDBOX_RAZORPAY_KEY_ID,
    async createOrder({ amountPaise, currency, receipt }) {
      const id = newId('order');
      await records.add({
        id,
        provider: 'razorpay',
        idempotency_key: null,
        amount: amountPaise,
        currency,
        reference: receipt,
        status: 'created',
        details: '{}',
        created_at: Date.now(),
      });
      return { id, amount: amountPaise, currency, receipt };
    },
    verifySignature: (result) => isValidRazorpaySignature(result, secret),
    async describe(orderId) {
      const order = await findOrder(orderId);
      return order ? { amount: order.amount, currency: order.currency } : undefined;
    },
    async pay(orderId) {
      const payment = await addPayment(orderId, 'card', 0);
      return payment && signed(orderId, payment.id);
    },
    async payByUpi(orderId, pendingMs) {
      const payment = await addPayment(orderId, 'upi', pendingMs);
      return payment && { paymentId: payment.id };
    },
    async upiResult(orderId, paymentId) {
      const order = await findOrder(orderId);
      const payment = order && paymentsOf(order.details).find((each) => each.id === paymentId);
      if (!payment) return undefined;
      return payment.completesAt <= Date.now() ? signed(orderId, paymentId) : 'pending';
    },
    async orderPayments(providerOrderId): Promise<ProviderPayment[]> {
      const order = await findOrder(providerOrderId);
      if (!order) return [];
      const now = Date.now();
      return paymentsOf(order.details).map((payment) => ({
        id: payment.id,
        amountPaise: order.amount,
        currency: order.currency,
        state: paymentState(entity(providerOrderId, order.amount, order.currency, payment, now).status),
        createdAt: payment.createdAt,
      }));
    },
    async refund(request) {
      const { refundId, paymentId, amountPaise, attempt } = request;
      const id = newId('rfnd');
      const { refund: answer, made } = await sandboxRazorpayRefund(records, { id, state: play.refunds }, request);
      if (!made) return answer;
      if (play.refunds !== 'pending') {
        const refund = {
          id,
          entity: 'refund' as const,
          amount: amountPaise,
          currency: 'INR',
          payment_id: paymentId,
          status: play.refunds,
          notes: { refund_id: refundId, attempt: String(attempt) },
          created_at: Math.floor(Date.now() / 1000),
        };
        send(refundEvent(`refund.${play.refunds}`, refund));
      }
      return { id, state: play.refunds };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) return false;
      const expected = Buffer.from(razorpayWebhookSignature(rawBody, hookSecret));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    deliverWith(delivery) {
      deliver = delivery;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
