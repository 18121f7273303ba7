// The token of an alert mail's unsubscribe link: the address, and an HMAC of it under the server's secret (the one its
// login tokens are signed with, which every process of a shop shares), so a link works on any process, needs no row,
// and cannot be made for an address by anyone but the shop.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = 'stock-alerts-unsubscribe';

const signature = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${email}`).digest();

/** `<address, base64url>.<signature, base64url>` */
export const unsubscribeToken = (secret: string, email: string): string =>
  `${Buffer.from(email).toString('base64url')}.${signature(secret, email).toString('base64url')}`;

/** The address a token names, or undefined for one the shop did not write (compared whole, in constant time). */
export function addressOfToken(secret: string, token: string): string | undefined {
  const email = Buffer.from(token.split('.')[0] ?? '', 'base64url').toString();
  const given = Buffer.from(token);
  const expected = Buffer.from(unsubscribeToken(secret, email));
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
}
