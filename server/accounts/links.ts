// Single-use links sent by e-mail (a new password, a confirmed e-mail): a random token goes into the message, only its
// SHA-256 into account_links, and using one is a single statement, so a link works once even when clicked twice at once.
// Links are dated and judged on the database's clock (server/db/clock.ts): one lasts as long whichever process wrote it.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dbNow } from '../db/clock';
import type { AccountLinkPurpose, DB } from '../db/schema';
import { tokenHash } from './tokens';

/** How long a link works: a new password's for 30 minutes, an e-mail confirmation's for 3 days. */
export const LINK_LIFETIME_MS: Readonly<Record<AccountLinkPurpose, number>> = {
  reset: 30 * 60_000,
  confirm: 3 * 24 * 3600_000,
};

export interface LinkOwner {
  userId: string;
  /** The address the link was sent to: it speaks for that address only. */
  email: string;
}

/** Makes a link for `purpose` and answers its token, to be put in the message and nowhere else. */
export async function createLink(
  trx: Kysely<DB>,
  purpose: AccountLinkPurpose,
  owner: LinkOwner,
  at?: number,
): Promise<string> {
  const now = at ?? (await dbNow(trx));
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('account_links')
    .values({
      token_hash: tokenHash(token),
      user_id: owner.userId,
      purpose,
      email: owner.email,
      created_at: now,
      expires_at: now + LINK_LIFETIME_MS[purpose],
    })
    .execute();
  return token;
}

/** The owner of a link that still works (unused, unexpired), without using it. */
export async function liveLink(
  db: Kysely<DB>,
  token: string,
  purpose: AccountLinkPurpose,
  at?: number,
): Promise<LinkOwner | undefined> {
  const now = at ?? (await dbNow(db));
  const row = await db
    .selectFrom('account_links')
    .select(['user_id', 'email'])
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id, email: row.email };
}

/** Uses a link that still works, once: of two uses at once, one gets its owner and the other undefined. */
export async function useLink(
  trx: Kysely<DB>,
  token: string,
  purpose: AccountLinkPurpose,
  at?: number,
): Promise<LinkOwner | undefined> {
  const now = at ?? (await dbNow(trx));
  const row = await trx
    .updateTable('account_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row && { userId: row.user_id, email: row.email };
}

/**
 * Ends the links of an account still unused: every one (its password changed hands, or its e-mail was taken over), or
 * those of one purpose (its password changed or its sessions ended: a reset link sent before must not undo that).
 */
export async function endLinks(
  trx: Kysely<DB>,
  userId: string,
  { now, purpose }: { now?: number; purpose?: AccountLinkPurpose } = {},
): Promise<void> {
  const at = now ?? (await dbNow(trx));
  let query = trx
    .updateTable('account_links')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (purpose !== undefined) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Forgets links that have expired (used or not): they can do nothing more. */
export async function forgetExpiredLinks(db: Kysely<DB>): Promise<void> {
  await db
    .deleteFrom('account_links')
    .where('expires_at', '<', await dbNow(db))
    .execute();
}
