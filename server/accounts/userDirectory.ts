// The shop's accounts as its operator sees them, and the operator role.
import { sql, type Kysely } from 'kysely';
import { PAYMENT_METHOD } from '../constants';
import type { DB, UserRole } from '../db/schema';
import { normalizeEmail } from './credentials';

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

/** `email`: only accounts whose e-mail contains it (in any case). */
export async function listUsers(
  db: Kysely<DB>,
  { limit, email }: { limit: number; email?: string },
): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('orders', (join) =>
      join
        .onRef('orders.user_id', '=', 'users.id')
        .on((eb) => eb.or([eb('orders.payment_method', '=', PAYMENT_METHOD.cod), eb('orders.payment', '=', 1)])),
    )
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.created_at'])
    .$if(email !== undefined, (query) => query.where(emailContains(email ?? '')))
    .select((eb) => eb.fn.count<number>('orders.id').as('orders'))
    .groupBy(['users.id', 'users.name', 'users.email', 'users.role', 'users.created_at'])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    orders: Number(row.orders),
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
