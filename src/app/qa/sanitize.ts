// Redacts what must never leave the page in a QA log: tokens, passwords, payment signatures, what a shopper
// typed to sign up or log in, every field of a delivery address, and an e-mail address inside any text, wherever they
// sit in an action or the state.
// Redacted values keep their place and shape, so a redacted log still replays (a token stays a string: signed in).
const SECRET_KEYS = new Set(['token', 'password', 'razorpay_signature']);
export const REDACTED = '[redacted]';
/**
 * Keys whose whole value says who the shopper is: a delivery address and the saved ones, the account's profile (its
 * name, which checkout now fills the form from), the payment popup's customer, contact details.
 */
const PERSONAL_KEYS = new Set([
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
/** A query's cache key names its arguments (`lookUpPincode({"pincode":"560001"})`), in the state's keys and in texts. */
const PERSONAL_CACHE_KEY = /^(lookUpPincode|getDeliveryPromise)\(.*\)$/;
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

/** Every leaf redacted, every key and array length kept (a path into it still leads somewhere). */
function redactAll(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactAll);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactAll(inner)]));
  return value === undefined || value === null ? value : REDACTED;
}

/**
 * One step of redaction: what `value`, found under `key`, becomes. It has JSON.stringify's replacer signature, so
 * Redux DevTools' `serialize.replacer` applies it to everything DevTools exports; `redact` applies it at every level.
 */
export function redactEntry(key: string, value: unknown): unknown {
  if (SECRET_KEYS.has(key)) return value === null || value === undefined ? value : REDACTED;
  if (PERSONAL_KEYS.has(key)) return redactAll(value);
  if (typeof value === 'string') return redactText(value);
  if (!isObject(value)) return value;
  // The state keeps a looked-up pincode's answer under its cache key: the key is redacted, the answer kept in place.
  const keyed = Object.keys(value).some((inner) => redactText(inner) !== inner)
    ? Object.fromEntries(Object.entries(value).map(([inner, child]) => [redactText(inner), child]))
    : value;
  if (ACCOUNT_ENDPOINTS.has(keyed.endpointName as string) && 'originalArgs' in keyed) {
    return { ...keyed, originalArgs: redactAll(keyed.originalArgs) };
  }
  return keyed;
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
