// The shop's accounts as its operator sees them, with their roles and who gave them.
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema';
import { normalizeEmail } from './credentials';
import { changeRole, roleChangesOf, type RoleChange } from './roles';
import type { ShopperOrders } from './shopperOrders';

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: number;
  /** Orders placed (cash on delivery, or paid online). */
  orders: number;
  /** Every change of its role, newest first (none for an admin given the role before the shop recorded them). */
  roleChanges: RoleChange[];
}

/** Accounts whose e-mail contains the text: LIKE's own characters in it (`%`, `_`) match only themselves. */
const emailContains = (text: string) =>
  sql<boolean>`users.email like ${`%${normalizeEmail(text).replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;

export const USER_ROLES: readonly UserRole[] = ['shopper', 'admin'];

/** `email`: only accounts whose e-mail contains it (in any case). Their orders are counted by the orders wing's hook. */
export async function listAccounts(
  db: Kysely<DB>,
  { limit, email }: { limit: number; email?: string },
  orders: Pick<ShopperOrders, 'placedCounts'>,
): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.created_at'])
    .$if(email !== undefined, (query) => query.where(emailContains(email ?? '')))
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
  const ids = rows.map((row) => row.id);
  const placed = await orders.placedCounts(db, ids);
  const changes = await roleChangesOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    orders: placed.get(row.id) ?? 0,
    roleChanges: changes.get(row.id) ?? [],
  }));
}

/** One change of a role with the account it was made to: the shop's whole history of roles, as the command line lists it. */
export interface AccountRoleChange extends RoleChange {
  email: string;
}

/**
 * Every change of an account's role the shop recorded, newest first (the account's e-mail as it is now); `email`: only
 * the accounts whose e-mail contains it.
 */
export async function listRoleChanges(
  db: Kysely<DB>,
  { limit, email }: { limit: number; email?: string },
): Promise<AccountRoleChange[]> {
  const rows = await db
    .selectFrom('role_changes')
    .innerJoin('users', 'users.id', 'role_changes.user_id')
    .select([
      'users.email',
      'role_changes.from_role',
      'role_changes.to_role',
      'role_changes.changed_by',
      'role_changes.changed_at',
    ])
    .$if(email !== undefined, (query) => query.where(emailContains(email ?? '')))
    .orderBy('role_changes.changed_at', 'desc')
    .orderBy('role_changes.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    email: row.email,
    role: row.to_role,
    from: row.from_role,
    by: row.changed_by,
    at: Number(row.changed_at),
  }));
}

/** The command line's name in the role changes it makes, unless the operator gives another (`--by`). */
export const cliActor = () => `cli:${os.userInfo().username}`;

/**
 * Gives the account with this e-mail address a role, as the command line (`by`); answers the change recorded (null
 * when it had the role already). UnknownAccount, or OnlyAdmin for the last admin's role.
 */
export async function setRole(
  db: Kysely<DB>,
  email: string,
  role: UserRole,
  by: string = cliActor(),
): Promise<RoleChange | null> {
  return (await changeRole(db, { email }, role, { cli: by })).change;
}
