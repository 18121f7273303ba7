// The errors every part of the server shares: the rules' refusals (domain errors, no HTTP in them), the failures of
// the services the shop calls, the plugins' own HTTP refusals, and what a database error means.
import { types } from 'node:util';
import { say, type ShopperMessage } from './messages';

/** What a refusal says: a sentence for operators and logs, or a shopper's message by key, said in their language. */
export type RefusalWords = string | ShopperMessage;

/** The shopper's message of a refusal worded by key; undefined for one worded in English only. */
const keyed = (words: RefusalWords) => (typeof words === 'string' ? undefined : words);
const english = (words: RefusalWords) => (typeof words === 'string' ? words : say(words));

/**
 * A rule's refusal, in words the shopper or operator can act on. It names no status: plugins/errors.ts maps each kind
 * to one (and a log level), the CLI to its exit code. Each wing's errors.ts holds its own kinds.
 */
export class DomainError extends Error {
  /** The refusal leaves the operator something to do (a payment taken for an order the shop did not take). */
  readonly operatorMustAct: boolean = false;
  /** Set when the refusal can be said in the shopper's language; `message` is always its English. */
  readonly shopperMessage: ShopperMessage | undefined;

  constructor(words: RefusalWords) {
    super(english(words));
    this.name = new.target.name;
    this.shopperMessage = keyed(words);
  }
}

/** Something named does not exist: no such order, product or account. */
export class NotFound extends DomainError {}

/** What was sent cannot be right whatever the shop's state: a size not sold, a date that is not one. */
export class InvalidInput extends DomainError {}

/** Right in itself, but the shop's state refuses it now: sold out, the cart changed, a status that cannot move so. */
export class Refused extends DomainError {}

/** The caller is who they say, but may not do this: a review by someone who did not receive the product. */
export class NotAllowed extends DomainError {}

/** The caller is not who they say: a wrong e-mail or password. */
export class NotAuthenticated extends DomainError {}

/** What the caller asks to complete has not happened: the provider has not taken the payment. */
export class NotCompleted extends DomainError {}

/** The shop cannot take this now but will soon: the caller may try again after `retryAfterSeconds`. */
export class Busy extends DomainError {
  constructor(
    words: RefusalWords,
    readonly retryAfterSeconds: number,
  ) {
    super(words);
  }
}

/** The caller has tried too often (failed logins at one account, too many unpaid orders): again after `retryAfterSeconds`. */
export class Throttled extends DomainError {
  constructor(
    words: RefusalWords,
    readonly retryAfterSeconds: number,
  ) {
    super(words);
  }
}

/**
 * A service the shop calls (a payment provider) could not be reached, failed, was busy or took too long: the call may
 * be repeated. The message and cause are for the log; the caller is told `shopperWords` (plugins/errors.ts: 502).
 */
export class ServiceUnavailable extends Error {
  constructor(
    message: string,
    readonly shopperWords: ShopperMessage,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * A service the shop calls refused the request (our request or our keys are wrong for it): repeating it will not help,
 * and the operator must look. The caller is told `shopperWords` (plugins/errors.ts: 422, logged as an error).
 */
export class ServiceRefused extends Error {
  constructor(
    message: string,
    readonly shopperWords: ShopperMessage,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** For the plugins' own refusals (a missing token, a NUL in a request, a busy password queue); rules throw domain errors. */
export interface HttpErrorOptions {
  /** Headers the answer carries, such as Retry-After. */
  headers?: Record<string, string>;
  /** A refusal the operator must hear about, logged at this level (others are not logged beyond the request line). */
  logAs?: 'warn' | 'error';
}

export class HttpError extends Error {
  /** As DomainError's. */
  readonly shopperMessage: ShopperMessage | undefined;

  constructor(
    readonly statusCode: number,
    words: RefusalWords,
    readonly options: HttpErrorOptions = {},
  ) {
    super(english(words));
    this.name = 'HttpError';
    this.shopperMessage = keyed(words);
  }
}

export const badRequest = (words: RefusalWords) => new HttpError(400, words);
export const unauthorized = (words: RefusalWords = { key: 'session.invalid' }) => new HttpError(401, words);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Database errors that mean "unavailable right now" rather than "a bug": answered with 503. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // Errors raised inside Node itself (a refused connection) may come from another realm than the caller's Error.
  if (!(error instanceof Error) && !types.isNativeError(error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
