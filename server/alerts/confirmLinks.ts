// The token of a back-in-stock confirmation mail's link: the alert's id, when the mail was written, and an HMAC of both
// under the server's secret (as the unsubscribe links', unsubscribeLinks.ts), so it works on any process, needs no row
// of its own, cannot be made for an alert by anyone but the shop, and ends a week after it was written.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = 'stock-alerts-confirm';
/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
const VALID_MS = CONFIRM_LINK_DAYS * 24 * 3600_000;

const signature = (secret: string, alertId: string, writtenAt: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${alertId}\n${writtenAt}`).digest('base64url');

/** `<alert id>.<written at, ms in base 36>.<signature, base64url>` */
export function confirmToken(secret: string, alertId: string, writtenAt: number): string {
  const at = writtenAt.toString(36);
  return `${alertId}.${at}.${signature(secret, alertId, at)}`;
}

/** What a token names: its alert, or why it names none (one the shop did not write, or one older than a week). */
export type ConfirmTokenVerdict = { alertId: string } | { refused: 'invalid' | 'expired' };

export function readConfirmToken(secret: string, token: string, now: number): ConfirmTokenVerdict {
  const [alertId = '', at = '', given = '', ...rest] = token.split('.');
  const expected = Buffer.from(signature(secret, alertId, at));
  const sent = Buffer.from(given);
  if (rest.length > 0 || sent.length !== expected.length || !timingSafeEqual(sent, expected))
    return { refused: 'invalid' };
  const writtenAt = parseInt(at, 36);
  if (!Number.isSafeInteger(writtenAt) || writtenAt > now + 60_000) return { refused: 'invalid' };
  return now - writtenAt > VALID_MS ? { refused: 'expired' } : { alertId };
}
