// Which payment methods the shop takes and with which provider keys, read from the environment with config.ts.
// A production shop never takes "payments" through the offline sandbox unless its operator says so in as many words.
import { ConfigError, origin, SettingsReader, type Env } from './values';

export const PAYMENT_METHOD_NAMES = ['cod', 'stripe', 'razorpay'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number];
export type OnlineMethod = Exclude<PaymentMethodName, 'cod'>;

/** Stripe with keys; without them (where allowed) the offline sandbox plays Stripe. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | null;
  /** Another address for Stripe's API (a proxy, or a local double in tests). */
  apiUrl: string | null;
  /** How long one call to Stripe may take before it counts as failed. */
  timeoutMs: number;
}

/** Razorpay with keys; without them (where allowed) the offline sandbox plays Razorpay. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  apiUrl: string | null;
  /** How long one call to Razorpay may take before it counts as failed. */
  timeoutMs: number;
}

export interface PaymentConfig {
  /** The methods shoppers may pay with (PAYMENT_METHODS); the others answer "… is not available". */
  paymentMethods: PaymentMethodName[];
  /** The enabled online methods that run in the offline sandbox (no keys, and PAYMENTS_SANDBOX allows it). */
  sandboxMethods: OnlineMethod[];
  stripe: StripeConfig | null;
  razorpay: RazorpayConfig | null;
  /** Signs Razorpay's webhooks (RAZORPAY_WEBHOOK_SECRET); the sandbox signs its own with it too. */
  razorpayWebhookSecret: string | null;
  /** How often the shop asks the providers about payments still awaited (PAYMENT_RECONCILE_SECONDS). */
  reconcileSeconds: number;
  /** Whether a payment the shop could not take is refunded at once, without the operator (REFUNDS_AUTOMATIC). */
  refundsAutomatic: boolean;
  /** What the sandbox plays: its webhooks (sent, twice, never; after a delay) and its refunds' outcome. */
  sandboxPlay: SandboxPlay;
}

export interface SandboxPlay {
  webhooks: 'send' | 'twice' | 'never';
  webhookDelayMs: number;
  refunds: 'processed' | 'pending' | 'failed';
}

const paymentTimeoutMs = (env: Env, settings: SettingsReader) =>
  settings.integer(env, 'PAYMENT_TIMEOUT_MS', 10_000, 100, 120_000);

/** Another address for a provider's API, read on its own so a bad one is named beside the other mistakes. */
const apiUrl = (env: Env, name: string, settings: SettingsReader) => {
  const raw = env[name];
  return raw ? settings.read(() => origin(name, raw), null) : null;
};

function stripeConfig(env: Env, settings: SettingsReader): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) {
    if (env.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set the secret key too, or neither.',
      );
    }
    return null;
  }
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...).');
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    apiUrl: apiUrl(env, 'STRIPE_API_URL', settings),
    timeoutMs: paymentTimeoutMs(env, settings),
  };
}

function razorpayConfig(env: Env, settings: SettingsReader): RazorpayConfig | null {
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  // Half a key pair is a mistake in any environment: the shop would quietly fall back to the sandbox.
  if (keyId && !keySecret)
    throw new ConfigError('RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET is not: set both, or neither.');
  if (keySecret && !keyId)
    throw new ConfigError('RAZORPAY_KEY_SECRET is set but RAZORPAY_KEY_ID is not: set both, or neither.');
  if (!keyId || !keySecret) return null;
  return {
    keyId,
    keySecret,
    apiUrl: apiUrl(env, 'RAZORPAY_API_URL', settings),
    timeoutMs: paymentTimeoutMs(env, settings),
  };
}

/** One of `choices`, or the first when unset. */
function oneOf<T extends string>(env: Env, name: string, choices: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return choices[0] as T;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${choices.join(', ')}; it is "${raw}".`);
}

function booleanSetting(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false; it is "${raw}".`);
}

function paymentMethods(raw: string | undefined): PaymentMethodName[] {
  if (raw === undefined || raw.trim() === '') return [...PAYMENT_METHOD_NAMES];
  const named = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const unknown = named.filter((entry) => !(PAYMENT_METHOD_NAMES as readonly string[]).includes(entry));
  if (unknown.length > 0 || named.length === 0) {
    throw new ConfigError(
      `PAYMENT_METHODS must list some of ${PAYMENT_METHOD_NAMES.join(', ')}, comma-separated; it is "${raw}".`,
    );
  }
  return PAYMENT_METHOD_NAMES.filter((name) => named.includes(name));
}

/** true, false, or unset: then allowed everywhere but in production. */
const sandboxAllowed = (env: Env, production: boolean): boolean => booleanSetting(env, 'PAYMENTS_SANDBOX', !production);

const REFUSED_SANDBOX = (methods: OnlineMethod[]) =>
  `${methods.join(' and ')} payments would run in the offline sandbox, where anyone can "pay" with a click. ` +
  'Set STRIPE_SECRET_KEY for card payments and RAZORPAY_KEY_ID with RAZORPAY_KEY_SECRET for Razorpay, ' +
  'or limit PAYMENT_METHODS to the methods you have keys for (such as PAYMENT_METHODS=cod), ' +
  'or set PAYMENTS_SANDBOX=true for a test shop that takes no real money.';

export function loadPaymentConfig(
  env: Env,
  production: boolean,
  warnings: string[],
  /** loadConfig's, which names this part's mistakes with the others'; without one, they are thrown here. */
  given?: SettingsReader,
): PaymentConfig {
  const settings = given ?? new SettingsReader();
  const methods = settings.read(() => paymentMethods(env.PAYMENT_METHODS), [...PAYMENT_METHOD_NAMES]);
  const stripe = settings.read(() => stripeConfig(env, settings), null);
  const razorpay = settings.read(() => razorpayConfig(env, settings), null);
  // A key that was given but refused is named on its own; the sandbox refusal would only repeat it.
  const keyed: Record<OnlineMethod, boolean> = {
    stripe: stripe !== null || Boolean(env.STRIPE_SECRET_KEY),
    razorpay: razorpay !== null || Boolean(env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET),
  };
  const sandboxMethods = methods.filter((method): method is OnlineMethod => method !== 'cod' && !keyed[method]);
  const allowed = sandboxMethods.length === 0 || settings.read(() => sandboxAllowed(env, production), true);
  if (!allowed) settings.refuse(REFUSED_SANDBOX(sandboxMethods));
  if (sandboxMethods.length > 0 && production) {
    warnings.push(
      `PAYMENTS_SANDBOX=true: ${sandboxMethods.join(' and ')} payments run in the offline payment sandbox; no money moves and anyone can pay with a click.`,
    );
  }
  for (const method of ['stripe', 'razorpay'] as const) {
    if (keyed[method] && !methods.includes(method))
      warnings.push(`${method} has keys but is not in PAYMENT_METHODS, so shoppers cannot choose it.`);
  }
  const razorpayWebhookSecret = env.RAZORPAY_WEBHOOK_SECRET || null;
  // Without it a real shop never hears of a UPI payment whose tab was closed before the popup answered.
  if (production && razorpay && methods.includes('razorpay') && !razorpayWebhookSecret)
    settings.refuse(
      "RAZORPAY_WEBHOOK_SECRET is not set: set the secret of the webhook you added in Razorpay's dashboard " +
        '(events payment.captured, order.paid, payment.failed, refund.processed, refund.failed).',
    );
  const sandboxPlay: SandboxPlay = {
    webhooks: settings.read(() => oneOf(env, 'SANDBOX_WEBHOOKS', ['send', 'twice', 'never'] as const), 'send'),
    webhookDelayMs: settings.integer(env, 'SANDBOX_WEBHOOK_DELAY_MS', 0, 0, 3_600_000),
    refunds: settings.read(
      () => oneOf(env, 'SANDBOX_REFUNDS', ['processed', 'pending', 'failed'] as const),
      'processed',
    ),
  };
  if (!given) settings.check();
  return {
    paymentMethods: methods,
    sandboxMethods,
    stripe: methods.includes('stripe') ? stripe : null,
    razorpay: methods.includes('razorpay') ? razorpay : null,
    razorpayWebhookSecret,
    reconcileSeconds: settings.integer(env, 'PAYMENT_RECONCILE_SECONDS', 30, 1, 3600),
    refundsAutomatic: settings.read(() => booleanSetting(env, 'REFUNDS_AUTOMATIC', false), false),
    sandboxPlay,
  };
}
