// What the shop needs from a payment provider; Stripe, Razorpay and their offline sandboxes implement it.

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

/** Stripe's part: hosted checkout sessions and signed webhook events. */
export interface CardCheckout {
  readonly mode: 'stripe' | 'sandbox';
  createSession(session: NewCheckoutSession): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<CheckoutSession>;
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
  /** The public key the popup opens with. */
  readonly keyId: string;
  createOrder(order: { amountPaise: number; currency: string; receipt: string }): Promise<ProviderOrder>;
  /** Whether the popup's result was signed by the provider for this provider order. */
  verifySignature(result: { orderId: string; paymentId: string; signature: string }): boolean;
}

/** The provider could not be reached or failed; the request may be retried. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
