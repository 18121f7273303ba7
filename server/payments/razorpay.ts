// Popup payments through Razorpay Standard Checkout, with the official SDK.
import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../config';
import { isValidRazorpaySignature } from './signature';
import { PaymentProviderError, type PopupCheckout } from './types';

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
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      try {
        const order = await razorpay.orders.create({ amount: amountPaise, currency, receipt, notes: { orderId: receipt } });
        return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? receipt };
      } catch (error) {
        // A refused connection surfaces as a TypeError from the SDK; either way the provider is unavailable.
        throw new PaymentProviderError('The payment service did not answer. Please try again.', { cause: error });
      }
    },
    verifySignature: (result) => isValidRazorpaySignature(result, config.keySecret),
  };
}
