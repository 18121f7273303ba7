// Popup payments through Razorpay Standard Checkout, with the official SDK: provider orders, their payments (asked
// when the shop reconciles), refunds, and the signatures of the popup's result and of webhooks.
import Razorpay from 'razorpay';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import type { RazorpayConfig } from '../../config';
import { isValidRazorpaySignature } from './signature';
import { providerFailure, type PopupCheckout, type ProviderPayment, type ProviderRefund } from './types';

/** The SDK has no host option; its axios instance is reachable, though not in its typings. */
interface WithHttpClient {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** Our error for the SDK's rejection: only the status and Razorpay's error code reach the log (its objects carry the key pair). */
function razorpayFailure(error: unknown): Error {
  // The SDK rejects with { statusCode, error } when Razorpay answered, and with a TypeError when nothing did.
  const answered = error as { statusCode?: unknown; error?: { code?: unknown } } | null;
  const status = typeof answered?.statusCode === 'number' ? answered.statusCode : undefined;
  const summary =
    status === undefined ? String((error as Error | null)?.message) : `${status} ${String(answered?.error?.code)}`;
  return providerFailure('Razorpay', status, new Error(summary));
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw razorpayFailure(error);
  }
}

/** A payment's state in the shop's words: "authorized" and "created" wait on the shopper's bank (UPI, cards in 3-D Secure). */
export function paymentState(status: string): ProviderPayment['state'] {
  if (status === 'captured' || status === 'refunded') return 'captured';
  if (status === 'failed') return 'failed';
  return 'pending';
}

export const refundState = (status: string): ProviderRefund['state'] =>
  status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending';

interface RazorpayRefund {
  id: string;
  status: string;
  notes?: Record<string, unknown> | unknown[];
}

/** Whether a refund Razorpay made is this attempt of the shop's refund (its notes name both; no attempt: the first). */
export function isAttemptOf(notes: RazorpayRefund['notes'], refundId: string, attempt: number): boolean {
  if (Array.isArray(notes) || notes?.refund_id !== refundId) return false;
  const noted = notes.attempt ?? 0;
  return (typeof noted === 'string' || typeof noted === 'number') && String(noted) === String(attempt);
}

export function createRazorpayCheckout(config: RazorpayConfig, webhookSecret: string | null): PopupCheckout {
  const razorpay = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (razorpay as unknown as WithHttpClient).api.rq.defaults;
  http.timeout = config.timeoutMs;
  if (config.apiUrl) http.baseURL = config.apiUrl;

  return {
    mode: 'razorpay',
    longestCallMs: config.timeoutMs,
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const order = await call(() =>
        razorpay.orders.create({ amount: amountPaise, currency, receipt, notes: { orderId: receipt } }),
      );
      return {
        id: order.id,
        amount: Number(order.amount),
        currency: order.currency,
        receipt: order.receipt ?? receipt,
      };
    },
    verifySignature: (result) => isValidRazorpaySignature(result, config.keySecret),
    async orderPayments(providerOrderId) {
      const answer = await call(() => razorpay.orders.fetchPayments(providerOrderId));
      return answer.items.map((payment) => ({
        id: payment.id,
        amountPaise: Number(payment.amount),
        currency: payment.currency,
        state: paymentState(payment.status),
        createdAt: Number(payment.created_at) * 1000,
      }));
    },
    async refund({ refundId, paymentId, amountPaise, attempt }) {
      // Razorpay's refund call takes no idempotency key: a retry first looks for the refund a lost answer made (the
      // caller holds the payment's lock, so no other sender creates one between the look and the create).
      const earlier = await call(() => razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      const made = (earlier.items as RazorpayRefund[]).find((refund) => isAttemptOf(refund.notes, refundId, attempt));
      const refund =
        made ??
        (await call(() =>
          razorpay.payments.refund(paymentId, {
            amount: amountPaise,
            speed: 'normal',
            receipt: refundId,
            notes: { refund_id: refundId, attempt: String(attempt) },
          }),
        ));
      return { id: refund.id, state: refundState(refund.status) };
    },
    verifyWebhook(rawBody, signature) {
      if (!webhookSecret || !signature) return false;
      try {
        return validateWebhookSignature(rawBody, signature, webhookSecret);
      } catch {
        return false;
      }
    },
  };
}
