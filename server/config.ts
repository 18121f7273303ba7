// One validated configuration object, read from the environment once at start-up.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** `sqlite:<file>` (default, under the data folder) or `postgres://...`. */
  databaseUrl: string;
  /** Holds the SQLite file, the generated development JWT secret and product images. */
  dataDir: string;
  jwtSecret: string;
  /** Lifetime of a login token in seconds. */
  tokenTtlSeconds: number;
  /** Origins allowed to call the API from another site; empty means same-origin only. */
  corsOrigins: string[];
  /** The storefront's public origin, used for links back to it (payment returns). */
  publicUrl: string;
  /** log2 of scrypt's N; 17 is OWASP's recommendation. */
  passwordHashCost: number;
  /** Login and sign-up attempts one client may make per minute. */
  authRateLimitPerMinute: number;
  logLevel: string;
  /** Folder of the built SPA. */
  distDir: string;
  stripe: StripeConfig | null;
  razorpay: RazorpayConfig | null;
  /** The Razorpay checkout script the storefront loads (the sandbox's own without keys). */
  razorpayCheckoutUrl: string;
  /** Settings that were usable but probably not what was meant; logged at start-up. */
  warnings: string[];
}

/** Stripe with keys; without them the offline sandbox plays Stripe. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | null;
  /** Another address for Stripe's API (a proxy, or a local double in tests). */
  apiUrl: string | null;
  /** How long one call to Stripe may take before it counts as failed. */
  timeoutMs: number;
}

/** Razorpay with keys; without them the offline sandbox plays Razorpay. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  apiUrl: string | null;
  /** How long one call to Razorpay may take before it counts as failed. */
  timeoutMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as https://shop.example.com; it is "${raw}".`);
  }
}

function databaseUrlOf(raw: string | undefined, dataDir: string): string {
  if (!raw) return `sqlite:${path.join(dataDir, 'shop.sqlite')}`;
  if (/^postgres(ql)?:\/\//.test(raw) || raw.startsWith('sqlite:')) return raw;
  throw new ConfigError(
    `DATABASE_URL must start with postgres://, postgresql:// or sqlite:; it is "${raw.replace(/:[^:@/]*@/, ':***@')}".`,
  );
}

/** In development a missing secret is generated once and kept in the data folder. */
function jwtSecret(raw: string | undefined, production: boolean, dataDir: string): string {
  if (raw) {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
    return raw;
  }
  if (production) {
    throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production (at least 32 random characters).');
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  try {
    // Exclusive creation: of several processes starting at once, one writes the secret and all use it.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

function paymentTimeoutMs(env: Env): number {
  return integer(env, 'PAYMENT_TIMEOUT_MS', 10_000, 100, 120_000);
}

function stripeConfig(env: Env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...).');
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    apiUrl: env.STRIPE_API_URL ? origin('STRIPE_API_URL', env.STRIPE_API_URL) : null,
    timeoutMs: paymentTimeoutMs(env),
  };
}

function razorpayConfig(env: Env, warnings: string[]): RazorpayConfig | null {
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  if (!keyId || !keySecret) {
    // A missing key never stops the shop: it takes Razorpay payments in the sandbox instead.
    if (keyId || keySecret) warnings.push('Only one of RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET is set; Razorpay runs in the sandbox.');
    return null;
  }
  return {
    keyId,
    keySecret,
    apiUrl: env.RAZORPAY_API_URL ? origin('RAZORPAY_API_URL', env.RAZORPAY_API_URL) : null,
    timeoutMs: paymentTimeoutMs(env),
  };
}

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_RAZORPAY_SCRIPT = '/sandbox/razorpay/checkout.js';

/** Where the shop keeps its data: the database and the data folder (images). The operator's CLI needs only this. */
export function loadStorageConfig(env: Env = process.env, cwd = process.cwd()): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return { databaseUrl: databaseUrlOf(env.DATABASE_URL, dataDir), dataDir };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const production = env.NODE_ENV === 'production';
  const { databaseUrl, dataDir } = loadStorageConfig(env, cwd);
  const port = integer(env, 'PORT', 4000, 0, 65535);
  const logLevel = env.LOG_LEVEL || 'info';
  const warnings: string[] = [];
  const razorpay = razorpayConfig(env, warnings);
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; it is "${logLevel}".`);
  }
  return {
    production,
    host: env.HOST || '0.0.0.0',
    port,
    databaseUrl,
    dataDir,
    jwtSecret: jwtSecret(env.JWT_SECRET, production, dataDir),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => origin('CORS_ORIGINS', entry)),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 17, 10, 20),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 10, 1, 100000),
    logLevel,
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    stripe: stripeConfig(env),
    razorpay,
    razorpayCheckoutUrl: razorpay ? RAZORPAY_CHECKOUT_SCRIPT : SANDBOX_RAZORPAY_SCRIPT,
    warnings,
  };
}
