// Shoppers' accounts: registering, logging in with e-mail and password, and finding the account a token names.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { DB } from '../db/schema';
import { conflict, isUniqueViolation, unauthorized } from '../errors';

const EXISTING_ACCOUNT = 'An account with this e-mail already exists. Log in instead.';
const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

/** One address, one account: case and surrounding spaces do not make another. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface Credentials {
  email: string;
  password: string;
}

/** Creates an account and answers its id; 409 when the e-mail already has one, even when two arrive at once. */
export async function register(db: Kysely<DB>, account: Credentials & { name: string }, passwordHashCost: number): Promise<string> {
  const email = normalizeEmail(account.email);
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw conflict(EXISTING_ACCOUNT);
  const id = randomUUID();
  const passwordHash = await hashPassword(account.password, passwordHashCost);
  try {
    await db
      .insertInto('users')
      .values({ id, name: account.name.trim(), email, password_hash: passwordHash, created_at: Date.now() })
      .execute();
  } catch (error) {
    // The check above cannot see a registration that commits between it and this insert; the unique index can.
    if (isUniqueViolation(error)) throw conflict(EXISTING_ACCOUNT);
    throw error;
  }
  return id;
}

/** Per hashing cost: verifying against this when the e-mail is unknown makes both failures take the same time. */
const decoyHashes = new Map<number, Promise<string>>();

function decoyHash(cost: number): Promise<string> {
  let hash = decoyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomUUID(), cost);
    decoyHashes.set(cost, hash);
  }
  return hash;
}

/** The id of the account these credentials open; 401 with the same words whichever of the two is wrong. */
export async function logIn(db: Kysely<DB>, credentials: Credentials, passwordHashCost: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', normalizeEmail(credentials.email))
    .executeTakeFirst();
  const decoy = decoyHash(passwordHashCost);
  const valid = await verifyPassword(credentials.password, user?.password_hash ?? (await decoy));
  if (!user || !valid) throw unauthorized(WRONG_CREDENTIALS);
  return user.id;
}

/** The account a verified token names, with what the caller may do; undefined once the account is gone. */
export function findAccount(db: Kysely<DB>, userId: string) {
  return db.selectFrom('users').select(['id', 'role', 'email']).where('id', '=', userId).executeTakeFirst();
}
