// The shop's accounts as its operator sees them, and the operator role.
import { sql, type Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema';
import { normalizeEmail } from './credentials';
import type { ShopperOrders } from './shopperOrders';

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: number;
  /** Orders placed (cash on delivery, or paid online). */
  orders: number;
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
  const placed = await orders.placedCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    orders: placed.get(row.id) ?? 0,
  }));
}

/** Gives the account with this e-mail address a role; answers false when there is no such account. */
export async function setRole(db: Kysely<DB>, email: string, role: UserRole): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role })
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
