// Chooses each provider's implementation from the configuration: the real SDK with keys, the sandbox without.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { createRazorpayCheckout } from './razorpay';
import { createRazorpaySandbox, type RazorpaySandbox } from './sandbox/razorpaySandbox';
import { createStripeSandbox, type StripeSandbox } from './sandbox/stripeSandbox';
import { createStripeCheckout, type StripeCheckout } from './stripe';
import type { CardCheckout, PopupCheckout } from './types';

export interface Payments {
  card: CardCheckout;
  popup: PopupCheckout;
  /** The script the storefront loads to open the popup. */
  popupScriptUrl: string;
  /** Set when Stripe is real (with keys). */
  stripe: StripeCheckout | null;
  /** Set only in sandbox mode: their test pages exist only then, so they can never pay a real order. */
  stripeSandbox: StripeSandbox | null;
  razorpaySandbox: RazorpaySandbox | null;
}

function cardPayments(config: Config, db: Kysely<DB>): Pick<Payments, 'card' | 'stripe' | 'stripeSandbox'> {
  if (config.stripe) {
    const stripe = createStripeCheckout(config.stripe);
    return { card: stripe, stripe, stripeSandbox: null };
  }
  const sandbox = createStripeSandbox(db, config.publicUrl);
  return { card: sandbox, stripe: null, stripeSandbox: sandbox };
}

function popupPayments(config: Config, db: Kysely<DB>): Pick<Payments, 'popup' | 'razorpaySandbox'> {
  if (config.razorpay) return { popup: createRazorpayCheckout(config.razorpay), razorpaySandbox: null };
  const sandbox = createRazorpaySandbox(db, config.jwtSecret);
  return { popup: sandbox, razorpaySandbox: sandbox };
}

export function createPayments(config: Config, db: Kysely<DB>): Payments {
  return { ...cardPayments(config, db), ...popupPayments(config, db), popupScriptUrl: config.razorpayCheckoutUrl };
}

export function describeModes(payments: Payments): string {
  return `card payments: ${payments.card.mode}, popup payments: ${payments.popup.mode}`;
}
