// The admin role given or taken, by an admin of the API or by the command line: every change recorded (role_changes)
// with who made it and when, and the shop never left without an admin. Changes of role take one lock, in turn, so
// two admins taking each other's role at once cannot both win: the second finds itself no longer an admin.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB, UserRole } from '../db/schema';
import { Refused } from '../errors';
import { normalizeEmail } from './credentials';
import { NoLongerAdmin, OnlyAdmin, UnknownAccount } from './errors';

/** Who changes a role: an admin's account (by its id), or the command line under its own name (`cli:<user>`). */
export type RoleActor = { admin: string } | { cli: string };

/** One change of an account's role, as the admin API and the command line show it. */
export interface RoleChange {
  role: UserRole;
  from: UserRole;
  /** An admin's e-mail at the time, or the command line's `cli:<user>`. */
  by: string;
  at: number;
}

/** The key of PostgreSQL's transaction lock that role changes take in turn (any fixed number no other lock uses). */
const ROLES_LOCK = 4_501_507;

/**
 * Takes the role changes' lock for the rest of `trx`. On SQLite a write takes the database's write lock at once, which
 * orders the transactions of several processes (the update changes no row).
 */
export async function lockRoles(trx: Transaction<DB>): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${ROLES_LOCK})`.execute(trx);
    return;
  }
  await trx
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('id', '=', '')
    .execute();
}

/** The actor's name for the record; an admin who no longer is one (or whose account closed) changes nothing. */
async function actorName(trx: Transaction<DB>, actor: RoleActor): Promise<{ by: string; byId: string | null }> {
  if ('cli' in actor) return { by: actor.cli, byId: null };
  const admin = await trx
    .selectFrom('users')
    .select(['email', 'role'])
    .where('id', '=', actor.admin)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (admin?.role !== 'admin') throw new NoLongerAdmin();
  return { by: admin.email, byId: actor.admin };
}

/**
 * Refuses leaving the shop without an open admin account when `account` (an admin) loses the role. Under the lock,
 * so no other change of role counts on the same admins.
 */
export async function keepAnAdmin(trx: Transaction<DB>, account: { id: string; email: string }): Promise<void> {
  const other = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('closed_at', 'is', null)
    .where('id', '!=', account.id)
    .executeTakeFirst();
  if (!other) throw new OnlyAdmin(account.email);
}

/**
 * Takes the admin role from an account that cannot keep it (closed, or handed to its e-mail's owner), recorded as made
 * by `by`; OnlyAdmin for the last admin. Under the role changes' lock.
 */
export async function dropAdminRole(
  trx: Transaction<DB>,
  account: { id: string; email: string },
  { by, byId }: { by: string; byId: string | null },
): Promise<void> {
  await keepAnAdmin(trx, account);
  await trx.updateTable('users').set({ role: 'shopper' }).where('id', '=', account.id).execute();
  const at = await nextChangeTime(trx, account.id);
  await recordRoleChange(trx, account.id, { role: 'shopper', from: 'admin', by, byId, at });
}

/** Now, or just after the account's latest change: "newest first" is the order the changes were made in. */
export async function nextChangeTime(trx: Transaction<DB>, userId: string): Promise<number> {
  const { latest } = await trx
    .selectFrom('role_changes')
    .select((eb) => eb.fn.max<number | string | null>('changed_at').as('latest'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Math.max(Date.now(), latest === null ? 0 : Number(latest) + 1);
}

/** Writes the record of a change inside `trx`. */
export async function recordRoleChange(
  trx: Transaction<DB>,
  userId: string,
  change: RoleChange & { byId: string | null },
): Promise<void> {
  await trx
    .insertInto('role_changes')
    .values({
      id: randomUUID(),
      user_id: userId,
      from_role: change.from,
      to_role: change.role,
      changed_by: change.by,
      changed_by_user_id: change.byId,
      changed_at: change.at,
    })
    .execute();
}

/**
 * Gives the account (by id, or by e-mail for the command line) the role. Answers its e-mail, the role and the change
 * recorded; `change` is null when the account had the role already (nothing is recorded). An admin cannot take their
 * own role (they would lock themselves out of the screen they did it in), nor anyone take the last admin's.
 */
export async function changeRole(
  db: Kysely<DB>,
  account: { id: string } | { email: string },
  role: UserRole,
  actor: RoleActor,
): Promise<{ email: string; role: UserRole; change: RoleChange | null }> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const { by, byId } = await actorName(trx, actor);
    const [column, value] = 'id' in account ? (['id', account.id] as const) : (['email', account.email] as const);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where(column, '=', column === 'email' ? normalizeEmail(value) : value)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new UnknownAccount(value);
    if (user.role === role) return { email: user.email, role, change: null };
    if (user.id === byId) throw new Refused('You cannot take the admin role from your own account.');
    if (user.role === 'admin') await keepAnAdmin(trx, user);
    const change: RoleChange = { role, from: user.role, by, at: await nextChangeTime(trx, user.id) };
    await trx.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    await recordRoleChange(trx, user.id, { ...change, byId });
    return { email: user.email, role, change };
  });
}

/** Whether the account's latest role change took the admin role from it. */
export async function lostAdminRole(db: Kysely<DB>, userId: string): Promise<boolean> {
  const latest = await db
    .selectFrom('role_changes')
    .select('from_role')
    .where('user_id', '=', userId)
    .orderBy('changed_at', 'desc')
    .executeTakeFirst();
  return latest?.from_role === 'admin';
}

/** Each account's role changes, newest first. */
export async function roleChangesOf(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, RoleChange[]>> {
  const found = new Map<string, RoleChange[]>();
  if (userIds.length === 0) return found;
  const rows = await db
    .selectFrom('role_changes')
    .select(['user_id', 'from_role', 'to_role', 'changed_by', 'changed_at'])
    .where('user_id', 'in', [...new Set(userIds)])
    .orderBy('changed_at', 'desc')
    .execute();
  for (const row of rows) {
    const change = { role: row.to_role, from: row.from_role, by: row.changed_by, at: Number(row.changed_at) };
    found.set(row.user_id, [...(found.get(row.user_id) ?? []), change]);
  }
  return found;
}
