// Redacts what must never leave the page in a QA log: tokens, passwords, payment signatures, what a shopper
// typed to sign up or log in, every field of a delivery address and every answer derived from one (a pincode's
// district and state, the delivery promise there, a refusal that names the pincode), and an e-mail address inside any
// text, wherever they sit in an action or the state.
// Redacted values keep their place and shape, so a redacted log still replays (a token stays a string: signed in).
import { ADDRESS_FIELD_RULES } from '../../../contract';

const SECRET_KEYS = new Set(['token', 'password', 'razorpay_signature']);
export const REDACTED = '[redacted]';
/**
 * Keys whose whole value says who the shopper is: a delivery address and the saved ones, the account's profile (its
 * name, which checkout now fills the form from), the payment popup's customer, contact details, and the UPI id or
 * bank account a cash order's refund is to be paid to.
 */
const PERSONAL_KEYS = new Set([
  'payoutTo',
  'address',
  'addresses',
  'account',
  'customer',
  'prefill',
  'email',
  'phone',
  'contact',
  'pincode',
]);
/**
 * Calls whose every argument is personal: the name, e-mail and password typed to sign up or log in, and the pincode
 * the delivery form and the product page look up (where the shopper lives).
 */
const ACCOUNT_ENDPOINTS = new Set(['registerUser', 'loginUser', 'lookUpPincode', 'getDeliveryPromise']);
/**
 * Calls whose answer is derived from the address they ask about: India Post's district and state(s) of the pincode,
 * and the delivery promise there (its zone, the day, whether the shop delivers and takes cash). Every value of the
 * answer, or of the refusal, is redacted, in the call's action and in its cache entry.
 */
const ADDRESS_ANSWER_ENDPOINTS = new Set(['lookUpPincode', 'getDeliveryPromise']);
/** A query's cache key names its arguments (`lookUpPincode({"pincode":"560001"})`), in the state's keys and in texts. */
const PERSONAL_CACHE_KEY = /^(lookUpPincode|getDeliveryPromise)\(.*\)$/;
/**
 * A pincode named in a server's sentence: the refusals of an order or a saved address say the shopper's ("There is no
 * pincode 560001…", "Pincode 560001 is in Karnataka, not Kerala…", "We don't deliver to 560001 yet.", "Cash on
 * delivery is not offered for pincode 560001."). Such a `message` is redacted whole: it names the state too.
 */
const PINCODE_IN_TEXT = new RegExp(`(?<![0-9])(?:${ADDRESS_FIELD_RULES.zipcode.pattern})(?![0-9])`);
/**
 * An e-mail address within a text: the server's answers name the address they write to ("We will e-mail you at … when
 * size M is back", the unsubscribe page's, a confirmation link's), so the address a shopper typed comes back in words.
 */
const EMAIL_IN_TEXT = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const redactText = (text: string): string => {
  const keyed = PERSONAL_CACHE_KEY.test(text) ? text.replace(PERSONAL_CACHE_KEY, `$1(${REDACTED})`) : text;
  return keyed.includes('@') ? keyed.replace(EMAIL_IN_TEXT, REDACTED) : keyed;
};

type Json = Record<string, unknown>;
/** A JSON object (not null, not an array): what a log's fields are read from. */
export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every leaf redacted, every key and array length kept (a path into it still leads somewhere). A null stays null
 * (a token of null still means "signed out") unless `nulls` is set: in an answer, null says something too (no
 * delivery day: the shop does not deliver there).
 */
function redactAll(value: unknown, nulls = false): unknown {
  if (Array.isArray(value)) return value.map((inner) => redactAll(inner, nulls));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactAll(inner, nulls)]));
  return value === undefined || (value === null && !nulls) ? value : REDACTED;
}

/** The endpoint an object names: a cache entry's own, or an action's (`meta.arg`). */
const endpointOf = (value: Json): unknown =>
  'endpointName' in value
    ? value.endpointName
    : isObject(value.meta) && isObject(value.meta.arg)
      ? value.meta.arg.endpointName
      : undefined;

/** An address-derived call's answer and refusal redacted: an action's `payload`, a cache entry's `data` and `error`. */
function redactAnswers(value: Json): Json {
  if (!ADDRESS_ANSWER_ENDPOINTS.has(endpointOf(value) as string)) return value;
  const answers = ['payload', 'data', 'error'].filter((key) => value[key] !== undefined);
  if (answers.length === 0) return value;
  return { ...value, ...Object.fromEntries(answers.map((key) => [key, redactAll(value[key], true)])) };
}

/**
 * One step of redaction: what `value`, found under `key`, becomes. It has JSON.stringify's replacer signature, so
 * Redux DevTools' `serialize.replacer` applies it to everything DevTools exports; `redact` applies it at every level.
 */
export function redactEntry(key: string, value: unknown): unknown {
  if (SECRET_KEYS.has(key)) return value === null || value === undefined ? value : REDACTED;
  if (PERSONAL_KEYS.has(key)) return redactAll(value);
  if (key === 'message' && typeof value === 'string' && PINCODE_IN_TEXT.test(value)) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (!isObject(value)) return value;
  // The state keeps a looked-up pincode's answer under its cache key: the key is redacted, the entry kept in place.
  const keyed = Object.keys(value).some((inner) => redactText(inner) !== inner)
    ? Object.fromEntries(Object.entries(value).map(([inner, child]) => [redactText(inner), child]))
    : value;
  const answered = redactAnswers(keyed);
  if (ACCOUNT_ENDPOINTS.has(answered.endpointName as string) && 'originalArgs' in answered) {
    return { ...answered, originalArgs: redactAll(answered.originalArgs) };
  }
  return answered;
}

function walk(key: string, value: unknown): unknown {
  const redacted = redactEntry(key, value);
  if (Array.isArray(redacted)) return redacted.map((inner, index) => walk(String(index), inner));
  if (isObject(redacted))
    return Object.fromEntries(Object.entries(redacted).map(([inner, child]) => [inner, walk(inner, child)]));
  return redacted;
}

export const redact = <T>(value: T): T => walk('', value) as T;
export const sanitizeAction = <A>(action: A): A => redact(action);
export const sanitizeState = <S>(state: S): S => redact(state);
