// The operator role given or taken from the browser: by the account's id, never the operator's own (an operator who
// took their own role would lock themselves out of the screen they did it in).
import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema';
import { Refused } from '../errors';
import { UnknownAccount } from './errors';

export async function setRoleOf(
  db: Kysely<DB>,
  { id, role, by }: { id: string; role: UserRole; by: string },
): Promise<{ email: string; role: UserRole }> {
  if (id === by && role !== 'admin') throw new Refused('You cannot take the admin role from your own account.');
  const result = await db
    .updateTable('users')
    .set({ role })
    .where('id', '=', id)
    .returning(['email', 'role'])
    .executeTakeFirst();
  if (!result) throw new UnknownAccount(id);
  return result;
}
