// One validated configuration object, read from the environment once at start-up.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateDir, PRIVATE_FILE_MODE } from './files';
import { loadClientConfig, type ClientConfig } from './clients';
import { loadPaymentConfig, type PaymentConfig } from './payments';
import { loadAccountLimitConfig, type AccountLimitConfig } from './limits';
import { loadMailConfig, type MailConfig } from './mail';
import { loadTrafficConfig, type TrafficConfig } from './traffic';
import { loadMetricsConfig, type MetricsConfig } from './metrics';
import { loadTaxConfig, type TaxConfig } from './tax';
import { loadDispatchConfig, type DispatchConfig } from './dispatch';
import { ConfigError, origin, SettingsReader, type Env } from './values';
import { RETURN_WINDOW_DAYS_DEFAULT } from '../../contract';

export { ConfigError };
export type { FailureStatus } from './clients';
export type { OnlineMethod, PaymentMethodName, RazorpayConfig, StripeConfig } from './payments';
export type { AccountLimitConfig, UnpaidLimits } from './limits';
export { fastifyTrustProxy } from './limits';
export type { MailConfig } from './mail';
export type { DispatchConfig } from './dispatch';
export { gstinProblem, TAX_DEFAULTS, type TaxConfig } from './tax';

export interface Config
  extends PaymentConfig, ClientConfig, TrafficConfig, AccountLimitConfig, MailConfig, MetricsConfig, TaxConfig {
  production: boolean;
  /** Where and when parcels leave (DISPATCH_PINCODE, DISPATCH_DAYS, DISPATCH_CUTOFF): the delivery promise's start. */
  dispatch: DispatchConfig;
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
  /** Passwords hashed at once (each takes a core for a moment); the rest wait in a queue of `passwordHashQueue`. */
  passwordHashConcurrency: number;
  /** Logins and sign-ups that may wait for hashing; beyond it they are answered 503 with Retry-After. */
  passwordHashQueue: number;
  /** The longest a client may take to send one whole request, headers and body, before it is answered 408. */
  requestTimeoutMs: number;
  /** Login and sign-up attempts one client may make per minute. */
  authRateLimitPerMinute: number;
  /** How long starting an online payment keeps its units for it; after that the order can no longer be paid. */
  stockHoldSeconds: number;
  /** Days after delivery a shopper may return or exchange pieces (RETURN_WINDOW_DAYS); 0 takes no returns. */
  returnWindowDays: number;
  /**
   * When a return's refund gives the delivery fee back (RETURN_DELIVERY_FEE): `whole`, when the order's last pieces go
   * back; `never`. A cancellation before dispatch always does, with the order's last pieces.
   */
  returnDeliveryFee: DeliveryFeeRefund;
  logLevel: string;
  /** JSON lines (for machines), or readable lines on a terminal. */
  logFormat: LogFormat;
  /** Folder of the built SPA. */
  distDir: string;
  /** The Razorpay checkout script the storefront loads (the sandbox's own without keys). */
  razorpayCheckoutUrl: string;
  /** Settings that were usable but probably not what was meant; logged at start-up. */
  warnings: string[];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * `npm run dev` runs the API under concurrently, which pipes its output to the terminal and, when that is one that
 * shows colours, says so in FORCE_COLOR: the output still ends on a terminal.
 */
const devOnTerminal = (env: Env) =>
  env.npm_lifecycle_event === 'dev' && env.FORCE_COLOR !== undefined && !['', '0', 'false'].includes(env.FORCE_COLOR);

/** Readable on a terminal, JSON lines anywhere else (a file, a pipe, a log collector), unless LOG_FORMAT says. */
function logFormat(env: Env, stdoutIsTerminal: boolean): LogFormat {
  const raw = env.LOG_FORMAT;
  if (!raw) return stdoutIsTerminal || devOnTerminal(env) ? 'pretty' : 'json';
  if ((LOG_FORMATS as readonly string[]).includes(raw)) return raw as LogFormat;
  throw new ConfigError(`LOG_FORMAT must be json or pretty; it is "${raw}".`);
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
  privateDir(dataDir);
  try {
    // Exclusive creation: of several processes starting at once, one writes the secret and all use it.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * scrypt runs on libuv's thread pool, which also reads files and compresses answers: hashing leaves a core and two of
 * the pool's threads to everything else.
 */
function defaultHashConcurrency(env: Env): number {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(os.availableParallelism() - 1, pool - 2));
}

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_RAZORPAY_SCRIPT = '/sandbox/razorpay/checkout.js';

/** Where the shop keeps its data: the database and the data folder (images). The operator's CLI needs only this. */
export function loadStorageConfig(
  env: Env = process.env,
  cwd = process.cwd(),
): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return { databaseUrl: databaseUrlOf(env.DATABASE_URL, dataDir), dataDir };
}

function logLevelOf(raw: string | undefined): string {
  const level = raw || 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; it is "${level}".`);
  }
  return level;
}

/**
 * Every setting is read before any refusal stops the start: the ConfigError names all the mistakes at once.
 * `stdoutIsTerminal` is where the log goes (tests pass it).
 */
/** When a return's refund gives the delivery fee back: with the order's last pieces, or never. */
export type DeliveryFeeRefund = 'whole' | 'never';

/** RETURN_DELIVERY_FEE: `whole` (the default) or `never`. */
function deliveryFeeRefund(value: string | undefined): DeliveryFeeRefund {
  if (value === undefined || value === '' || value === 'whole') return 'whole';
  if (value === 'never') return 'never';
  throw new ConfigError(`RETURN_DELIVERY_FEE must be "whole" or "never"; it is "${value}".`);
}

export function loadConfig(
  env: Env = process.env,
  cwd = process.cwd(),
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): Config {
  const settings = new SettingsReader();
  const production = env.NODE_ENV === 'production';
  const dataDir = loadStorageConfig({ DATA_DIR: env.DATA_DIR }, cwd).dataDir;
  const databaseUrl = settings.read(() => databaseUrlOf(env.DATABASE_URL, dataDir), '');
  const port = settings.integer(env, 'PORT', 4000, 0, 65535);
  const warnings: string[] = [];
  const payments = loadPaymentConfig(env, production, warnings, settings);
  const publicUrl = settings.read(
    () => origin('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    `http://localhost:${port}`,
  );
  const config: Config = {
    production,
    host: env.HOST || '0.0.0.0',
    port,
    databaseUrl,
    dataDir,
    jwtSecret: settings.read(() => jwtSecret(env.JWT_SECRET, production, dataDir), ''),
    tokenTtlSeconds: settings.integer(env, 'TOKEN_TTL_SECONDS', 24 * 3600, 60, 90 * 24 * 3600),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => settings.read(() => origin('CORS_ORIGINS', entry), entry)),
    publicUrl,
    ...loadClientConfig(env, publicUrl, settings),
    ...loadTrafficConfig(env, settings),
    ...loadAccountLimitConfig(env, settings),
    ...loadMailConfig(env, production, publicUrl, warnings, settings),
    ...loadMetricsConfig(env, settings),
    ...loadDispatchConfig(env, settings),
    ...loadTaxConfig(env, settings),
    passwordHashCost: settings.integer(env, 'PASSWORD_HASH_COST', 17, 10, 20),
    passwordHashConcurrency: settings.integer(env, 'PASSWORD_HASH_CONCURRENCY', defaultHashConcurrency(env), 1, 64),
    passwordHashQueue: settings.integer(env, 'PASSWORD_HASH_QUEUE', 16, 0, 100_000),
    requestTimeoutMs: settings.integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 500, 600_000),
    authRateLimitPerMinute: settings.integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 10, 1, 100000),
    stockHoldSeconds: settings.integer(env, 'STOCK_HOLD_SECONDS', 900, 1, 24 * 3600),
    returnWindowDays: settings.integer(env, 'RETURN_WINDOW_DAYS', RETURN_WINDOW_DAYS_DEFAULT, 0, 365),
    returnDeliveryFee: settings.read(() => deliveryFeeRefund(env.RETURN_DELIVERY_FEE), 'whole'),
    logLevel: settings.read(() => logLevelOf(env.LOG_LEVEL), 'info'),
    logFormat: settings.read(() => logFormat(env, stdoutIsTerminal), 'json'),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    ...payments,
    razorpayCheckoutUrl: payments.razorpay ? RAZORPAY_CHECKOUT_SCRIPT : SANDBOX_RAZORPAY_SCRIPT,
    warnings,
  };
  settings.check();
  return config;
}
