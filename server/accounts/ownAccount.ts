// The shopper's own account: what it holds, and a new password that signs the account's other sessions out.
import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema';
import type { Account } from './credentials';
import { UnknownAccount, WrongPassword } from './errors';
import { endLinks } from './links';
import { claimLoginAttempt, loginSucceeded, type LoginDelayPolicy } from './loginAttempts';
import type { PasswordHasher } from './passwords';
import { checkNewPassword } from './passwordPolicy';

export interface AccountView {
  name: string;
  email: string;
  emailConfirmed: boolean;
  /** When the account was made, in milliseconds since 1970. */
  createdAt: number;
  role: UserRole;
}

/** The account's row as the rules that show it or ask for its password read it. */
export const findUserRow = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash', 'token_version', 'email_confirmed_at', 'created_at', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();

export async function getAccount(db: Kysely<DB>, userId: string): Promise<AccountView> {
  const user = await findUserRow(db, userId);
  if (!user) throw new UnknownAccount(userId);
  return {
    name: user.name,
    email: user.email,
    emailConfirmed: user.email_confirmed_at !== null,
    createdAt: user.created_at,
    role: user.role,
  };
}

/**
 * Checks the account's own password, asked again before a change that matters. A wrong one counts as a failed login
 * at the account's e-mail (loginAttempts.ts), so guessing it here is slowed as at the login; a right one clears the
 * count.
 */
export async function confirmPassword(
  db: Kysely<DB>,
  user: { email: string; password_hash: string },
  password: string,
  { passwords, delays }: { passwords: PasswordHasher; delays: LoginDelayPolicy },
): Promise<void> {
  await claimLoginAttempt(db, user.email, delays);
  if (!(await passwords.verify(password, user.password_hash))) throw new WrongPassword();
  await loginSucceeded(db, user.email);
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Sets a new password (the sign-up's policy) once the current one is given, and raises the token version: every
 * session of the account ends, and the caller goes on with a token of the account answered here; reset links sent
 * before end too. Of two changes at once, the one that checked a password the other already replaced is refused as a
 * wrong password.
 */
export async function changePassword(
  db: Kysely<DB>,
  userId: string,
  change: PasswordChange,
  checks: { passwords: PasswordHasher; delays: LoginDelayPolicy },
): Promise<Account> {
  const user = await findUserRow(db, userId);
  if (!user) throw new UnknownAccount(userId);
  checkNewPassword(change.newPassword, { email: user.email, name: user.name });
  await confirmPassword(db, user, change.currentPassword, checks);
  const passwordHash = await checks.passwords.hash(change.newPassword);
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', userId)
      .where('password_hash', '=', user.password_hash)
      .returning('token_version')
      .executeTakeFirst();
    if (!changed) throw new WrongPassword();
    await endLinks(trx, userId, { purpose: 'reset' });
    return { id: userId, tokenVersion: changed.token_version };
  });
}
