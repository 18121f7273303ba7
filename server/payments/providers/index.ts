// Chooses each provider's implementation from the configuration: the real SDK with keys, the sandbox where the
// configuration allows it, nothing for a method the shop does not offer.
import type { Config, OnlineMethod, PaymentMethodName } from '../../config';
import { InvalidInput } from '../../errors';
import { createRazorpayCheckout } from './razorpay';
import type { SandboxRecords } from './sandbox/records';
import { createRazorpaySandbox, type RazorpaySandbox } from './sandbox/razorpaySandbox';
import { createStripeSandbox, type StripeSandbox } from './sandbox/stripeSandbox';
import { createStripeCheckout, type StripeCheckout } from './stripe';
import type { CardCheckout, PopupCheckout } from './types';

export interface Payments {
  /** The methods shoppers may choose (PAYMENT_METHODS), and those of them that run in the sandbox. */
  methods: PaymentMethodName[];
  sandbox: OnlineMethod[];
  /** null when the shop does not take card payments. */
  card: CardCheckout | null;
  popup: PopupCheckout | null;
  /** The script the storefront loads to open the popup. */
  popupScriptUrl: string;
  /** Set when Stripe is real (with keys). */
  stripe: StripeCheckout | null;
  /** Set only in sandbox mode: their test pages exist only then, so they can never pay a real order. */
  stripeSandbox: StripeSandbox | null;
  razorpaySandbox: RazorpaySandbox | null;
}

/** What choosing the card provider needs of the configuration. */
type CardSettings = Pick<Config, 'stripe' | 'sandboxMethods' | 'publicUrl'> & Partial<Pick<Config, 'sandboxPlay'>>;

function cardPayments(
  config: CardSettings,
  records: SandboxRecords,
): Pick<Payments, 'card' | 'stripe' | 'stripeSandbox'> {
  if (config.stripe) {
    const stripe = createStripeCheckout(config.stripe);
    return { card: stripe, stripe, stripeSandbox: null };
  }
  if (!config.sandboxMethods.includes('stripe')) return { card: null, stripe: null, stripeSandbox: null };
  const sandbox = createStripeSandbox(records, config.publicUrl, config.sandboxPlay?.refunds);
  return { card: sandbox, stripe: null, stripeSandbox: sandbox };
}

function popupPayments(config: Config, records: SandboxRecords): Pick<Payments, 'popup' | 'razorpaySandbox'> {
  if (config.razorpay)
    return { popup: createRazorpayCheckout(config.razorpay, config.razorpayWebhookSecret), razorpaySandbox: null };
  if (!config.sandboxMethods.includes('razorpay')) return { popup: null, razorpaySandbox: null };
  const sandbox = createRazorpaySandbox(records, config.jwtSecret, {
    webhookSecret: config.razorpayWebhookSecret,
    play: config.sandboxPlay,
  });
  return { popup: sandbox, razorpaySandbox: sandbox };
}

/** The card provider alone, as the server would choose it: for the CLI, which closes checkouts it made unpayable. */
export const createCardCheckout = (config: CardSettings, records: SandboxRecords): CardCheckout | null =>
  cardPayments(config, records).card;

export function createPayments(config: Config, records: SandboxRecords): Payments {
  return {
    methods: config.paymentMethods,
    sandbox: config.sandboxMethods,
    ...cardPayments(config, records),
    ...popupPayments(config, records),
    popupScriptUrl: config.razorpayCheckoutUrl,
  };
}

/** The provider of a method the shop offers; 400 "… is not available" for one it does not. */
function offered<T>(payments: Payments, method: PaymentMethodName, provider: T | null): T {
  if (!payments.methods.includes(method) || provider === null)
    throw new InvalidInput({ key: 'payment.methodUnavailable', values: { method } });
  return provider;
}

export const cardCheckout = (payments: Payments): CardCheckout => offered(payments, 'stripe', payments.card);
export const popupCheckout = (payments: Payments): PopupCheckout => offered(payments, 'razorpay', payments.popup);
export const assertCashOnDelivery = (payments: Payments): void => void offered(payments, 'cod', true);
