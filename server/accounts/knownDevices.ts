// Browsers an account's owner has logged in from. A login (or sign-up) that succeeds sets a cookie naming the browser,
// signed by the shop for that account's e-mail; a login that brings it back has its failures counted apart from
// everyone else's (loginAttempts.ts), so strangers guessing at the account, however patiently, never keep the owner
// waiting, and the owner's own typos make only that browser wait. The cookie is sent to the login route alone, is not
// readable by scripts and not sent by other sites' pages.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from './credentials';

export const LOGIN_DEVICE_COOKIE = 'shop_login_device';
const COOKIE_PATH = '/api/user/login';
/** How long a browser stays known without logging in again: half a year. */
const KNOWN_FOR_SECONDS = 180 * 24 * 3600;

const deviceMac = (secret: string, email: string, deviceId: string) =>
  createHmac('sha256', secret)
    .update(`login-device\n${normalizeEmail(email)}\n${deviceId}`)
    .digest();

/** The browser's id when the request's cookie was signed for this e-mail, else undefined (none, another's, forged). */
export function knownDevice(secret: string, email: string, cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOGIN_DEVICE_COOKIE}=`))
    ?.slice(LOGIN_DEVICE_COOKIE.length + 1);
  const [deviceId, mac, ...rest] = (value ?? '').split('.');
  if (!deviceId || !mac || rest.length > 0 || !/^[\w-]{16}$/.test(deviceId)) return undefined;
  const expected = deviceMac(secret, email, deviceId);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== mac) return undefined;
  return timingSafeEqual(given, expected) ? deviceId : undefined;
}

/**
 * The Set-Cookie value that makes this browser known for the e-mail: the id it had (its count goes on) or a new one.
 * `secure` when the shop is reached over HTTPS.
 */
export function deviceCookie(secret: string, email: string, deviceId: string | undefined, secure: boolean): string {
  const id = deviceId ?? randomBytes(12).toString('base64url');
  const value = `${id}.${deviceMac(secret, email, id).toString('base64url')}`;
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${KNOWN_FOR_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  return [`${LOGIN_DEVICE_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}
