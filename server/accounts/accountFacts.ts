// What other wings may know of accounts, asked through the face: the e-mail an order's mail goes to and the operator
// searches by, the account's age and confirmation, which its caps depend on, and the first name a review is signed with.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The e-mail addresses of these accounts, by id (an unknown id is left out). */
export async function emailsOf(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The id of the account whose e-mail is `email` as stored (lower case), if there is one. */
export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

/** When the account was made, and when its e-mail was confirmed (null: not yet); undefined for no such account. */
export function accountDates(
  db: Kysely<DB>,
  userId: string,
): Promise<{ created_at: number; email_confirmed_at: number | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['created_at', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The first word of the account's name, as a review signs it ('' for a closed account or an unknown id). */
export async function firstNameOf(db: Kysely<DB>, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name.trim().split(/\s+/)[0] ?? '';
}
