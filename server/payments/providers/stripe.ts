// Card payments through Stripe Checkout, with the official SDK.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  PaymentProviderError,
  providerFailure,
  type CardCheckout,
  type CheckoutSession,
  type ProviderRefund,
} from './types';

const MAX_NETWORK_RETRIES = 2;
/** The SDK waits between attempts, up to 5 s each time. */
const MAX_RETRY_DELAYS_MS = MAX_NETWORK_RETRIES * 5000;

function clientOptions(config: StripeConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: config.timeoutMs,
    telemetry: false,
  };
  if (!config.apiUrl) return options;
  const url = new URL(config.apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

export function toSession(session: Stripe.Checkout.Session): CheckoutSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
    orderId: session.metadata?.orderId ?? null,
    paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** succeeded is processed; failed and canceled failed; pending and requires_action wait. */
export const stripeRefundState = (status: string | null): ProviderRefund['state'] =>
  status === 'succeeded' ? 'processed' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/** Stripe's answer, in our terms: refused (its 4xx) or unavailable (anything else); never its own words. */
function providerError(error: unknown): Error {
  if (error instanceof PaymentProviderError) return error;
  return providerFailure('Stripe', error instanceof Stripe.errors.StripeError ? error.statusCode : undefined, error);
}

export interface StripeCheckout extends CardCheckout {
  /** The event of a webhook request, if its signature is Stripe's for this body; throws otherwise. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event;
  readonly webhooks: boolean;
}

export function createStripeCheckout(config: StripeConfig): StripeCheckout {
  const stripe = new Stripe(config.secretKey, clientOptions(config));
  return {
    mode: 'stripe',
    longestCallMs: config.timeoutMs * (MAX_NETWORK_RETRIES + 1) + MAX_RETRY_DELAYS_MS,
    webhooks: config.webhookSecret !== null,
    async createSession(session) {
      try {
        const created = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: session.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: session.currency,
                unit_amount: line.unitAmountPaise,
                product_data: { name: line.name },
              },
            })),
            metadata: { orderId: session.orderId },
            client_reference_id: session.orderId,
            customer_email: session.customerEmail,
            success_url: session.successUrl,
            cancel_url: session.cancelUrl,
          },
          { idempotencyKey: session.idempotencyKey },
        );
        if (!created.url) throw new PaymentProviderError('Stripe answered a checkout session without a URL.');
        return { id: created.id, url: created.url };
      } catch (error) {
        throw providerError(error);
      }
    },
    async retrieveSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        throw providerError(error);
      }
    },
    async expireSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        throw providerError(error);
      }
    },
    async refund({ refundId, paymentId, amountPaise, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, amount: amountPaise, metadata: { refundId } },
          { idempotencyKey },
        );
        return { id: refund.id, state: stripeRefundState(refund.status) };
      } catch (error) {
        throw providerError(error);
      }
    },
    constructEvent(rawBody, signature) {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
