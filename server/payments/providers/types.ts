// What the shop needs from a payment provider; Stripe, Razorpay and their offline sandboxes implement it.
import { ServiceRefused, ServiceUnavailable } from '../../errors';

export interface CheckoutLine {
  name: string;
  unitAmountPaise: number;
  quantity: number;
}

export interface NewCheckoutSession {
  orderId: string;
  lines: CheckoutLine[];
  currency: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
  /** The same key returns the same session, so a retried request opens no second one. */
  idempotencyKey: string;
}

/** A checkout session as the provider reports it. */
export interface CheckoutSession {
  id: string;
  url: string | null;
  /** open | complete | expired (Stripe may add more). */
  status: string;
  /** paid | unpaid | no_payment_required (Stripe may add more); only "paid" means paid. */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  orderId: string | null;
  paymentRef: string | null;
}

/** A refund the shop asks a provider for: part or all of one payment. */
export interface RefundRequest {
  /** The shop's own id of the refund, sent along so the provider's records name it. */
  refundId: string;
  /** The provider's payment (Stripe PaymentIntent, Razorpay payment). */
  paymentId: string;
  amountPaise: number;
  /**
   * Which try this is (0 first): a refund the provider refused is sent again as a new attempt. Razorpay keeps it in the
   * refund's notes, with the shop's id, so a retry of one attempt finds the refund it made.
   */
  attempt: number;
  /** The same key for a retried request refunds once (Stripe; Razorpay's refunds take none). */
  idempotencyKey: string;
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  id: string;
  state: 'pending' | 'processed' | 'failed';
}

/** A payment for a provider order, as the provider reports it. */
export interface ProviderPayment {
  id: string;
  amountPaise: number;
  currency: string;
  /** captured: the money is taken; pending: the shopper's bank has not answered yet (UPI); failed: no money moved. */
  state: 'captured' | 'pending' | 'failed';
  /** When the provider took it, in milliseconds since 1970. */
  createdAt: number;
}

/** Stripe's part: hosted checkout sessions and signed webhook events. */
export interface CardCheckout {
  readonly mode: 'stripe' | 'sandbox';
  /** The longest one call may take, retries included, before it counts as failed. */
  readonly longestCallMs: number;
  createSession(session: NewCheckoutSession): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<CheckoutSession>;
  /** Closes an unpaid session so it can no longer be paid (its order was replaced). */
  expireSession(id: string): Promise<void>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** Razorpay's part: provider orders paid in its popup, whose result carries a signature. */
export interface PopupCheckout {
  readonly mode: 'razorpay' | 'sandbox';
  /** The longest one call may take before it counts as failed. */
  readonly longestCallMs: number;
  /** The public key the popup opens with. */
  readonly keyId: string;
  createOrder(order: { amountPaise: number; currency: string; receipt: string }): Promise<ProviderOrder>;
  /** Whether the popup's result was signed by the provider for this provider order. */
  verifySignature(result: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Every payment made for a provider order (Razorpay's orders/:id/payments). */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Whether a webhook's exact body was signed with the shop's webhook secret (false when there is none). */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/**
 * The provider could not be reached, failed (5xx), was busy (409, 429) or took too long; the request may be retried.
 * The message and cause are for the log: the shopper is told so in the shop's own words.
 */
export class PaymentProviderError extends ServiceUnavailable {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, { key: 'payment.providerUnavailable' }, options);
  }
}

/** The provider refused the request (its other 4xx answers: our request or our keys): retrying will not help. */
export class PaymentProviderRefused extends ServiceRefused {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, { key: 'payment.providerRefused' }, options);
  }
}

/** What a sandbox's call (a few statements in the shop's own database) may take at most. */
export const SANDBOX_CALL_MS = 5000;

/** Statuses that mean "not now" rather than "no": a conflicting request in flight, a rate limit. */
const TRANSIENT_4XX = new Set([408, 409, 425, 429]);

/** Our error for a provider's failure, from the HTTP status it answered (none when it did not answer at all). */
export function providerFailure(provider: string, status: number | undefined, cause: unknown): Error {
  if (status !== undefined && status >= 400 && status < 500 && !TRANSIENT_4XX.has(status)) {
    return new PaymentProviderRefused(`${provider} refused the request (${status})`, { cause });
  }
  return new PaymentProviderError(`${provider} is unavailable (${status ?? 'no answer'})`, { cause });
}
