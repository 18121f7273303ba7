// Popup payments through Razorpay Standard Checkout, with the official SDK.
import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../../../config';
import { isValidRazorpaySignature } from './signature';
import { providerFailure, type PopupCheckout } from './types';

/** The SDK has no host option; its axios instance is reachable, though not in its typings. */
interface WithHttpClient {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

export function createRazorpayCheckout(config: RazorpayConfig): PopupCheckout {
  const razorpay = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (razorpay as unknown as WithHttpClient).api.rq.defaults;
  http.timeout = config.timeoutMs;
  if (config.apiUrl) http.baseURL = config.apiUrl;

  return {
    mode: 'razorpay',
    longestCallMs: config.timeoutMs,
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      try {
        const order = await razorpay.orders.create({
          amount: amountPaise,
          currency,
          receipt,
          notes: { orderId: receipt },
        });
        return {
          id: order.id,
          amount: Number(order.amount),
          currency: order.currency,
          receipt: order.receipt ?? receipt,
        };
      } catch (error) {
        // The SDK rejects with { statusCode, error } when Razorpay answered, and with a TypeError when nothing did.
        // Only the status and Razorpay's error code go on to the log: the SDK's own objects carry the key pair.
        const answered = error as { statusCode?: unknown; error?: { code?: unknown } } | null;
        const status = typeof answered?.statusCode === 'number' ? answered.statusCode : undefined;
        const summary =
          status === undefined
            ? String((error as Error | null)?.message)
            : `${status} ${String(answered?.error?.code)}`;
        throw providerFailure('Razorpay', status, new Error(summary));
      }
    },
    verifySignature: (result) => isValidRazorpaySignature(result, config.keySecret),
  };
}
