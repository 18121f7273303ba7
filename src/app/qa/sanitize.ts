// Redacts what must never leave the page in a QA log: tokens, passwords, payment signatures and
// every field of a delivery address, wherever they sit in an action or the state.
const SECRET_KEYS = new Set(['token', 'password', 'razorpay_signature']);
const PERSONAL_KEYS = new Set(['address', 'customer', 'prefill']);
export const REDACTED = '[redacted]';

function redactAll(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactAll);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).map((key) => [key, REDACTED]));
  }
  return value === undefined || value === null ? value : REDACTED;
}

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (SECRET_KEYS.has(key)) return [key, inner === null || inner === undefined ? inner : REDACTED];
      if (PERSONAL_KEYS.has(key)) return [key, redactAll(inner)];
      return [key, redact(inner)];
    }),
  );
}

export const sanitizeAction = <A>(action: A): A => redact(action) as A;
export const sanitizeState = <S>(state: S): S => redact(state) as S;
