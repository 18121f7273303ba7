// Shoppers' accounts: registering, logging in with e-mail and password, and finding the account a token names.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PasswordHasher } from './passwords';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../errors';
import { composeMail, enqueueMail, shopLink, wroteMailSince, type MailContext } from '../mail';
import { writeConfirmationMail } from './confirm';
import { EmailTaken, WrongCredentials } from './errors';
import { endLinks } from './links';
import { attemptsKey, claimLoginAttempt, loginSucceeded, type LoginDelayPolicy } from './loginAttempts';
import { checkNewPassword } from './passwordPolicy';
import { tokenHash } from './tokens';
import { pagePath } from '../../contract';

/** One address, one account: case and surrounding spaces do not make another. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Who a login token is for: the account and its token version. */
export interface Account {
  id: string;
  tokenVersion: number;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Creates an account and answers its id, with the mail asking to confirm its e-mail written in the same transaction;
 * 409 when the e-mail already has one, even when two arrive at once, and the address's owner is told that someone
 * tried (at most once an hour).
 */
export async function register(
  db: Kysely<DB>,
  account: Credentials & { name: string },
  passwords: PasswordHasher,
  context: MailContext,
): Promise<Account> {
  const email = normalizeEmail(account.email);
  checkNewPassword(account.password, { email, name: account.name });
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) return refuseTakenEmail(db, email, context);
  const id = randomUUID();
  const name = account.name.trim();
  const passwordHash = await passwords.hash(account.password);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ id, name, email, password_hash: passwordHash, created_at: Date.now(), email_confirmed_at: null })
        .execute();
      await writeConfirmationMail(trx, { id, email, name }, context);
    });
  } catch (error) {
    // The check above cannot see a registration that commits between it and this insert; the unique index can.
    if (isUniqueViolation(error)) return refuseTakenEmail(db, email, context);
    throw error;
  }
  return { id, tokenVersion: 0 };
}

const HOUR_MS = 3600_000;

/** Tells the owner of a taken address that someone tried to sign up with it, once an hour at most, and refuses. */
async function refuseTakenEmail(db: Kysely<DB>, email: string, context: MailContext): Promise<never> {
  // The database's clock: every process puts an attempt in the same hour.
  const now = await dbNow(db);
  const recent = await wroteMailSince(db, { kind: 'signup-attempt', recipient: email, since: now - HOUR_MS });
  if (!recent) {
    await enqueueMail(db, {
      kind: 'signup-attempt',
      // Two attempts at once write one message: they fall in the same hour.
      dedupeKey: `signup-attempt:${email}:${Math.floor(now / HOUR_MS)}`,
      recipient: email,
      ...composeMail(
        context,
        { subject: 'mail.signupAttempt.subject', body: 'mail.signupAttempt.body' },
        { link: shopLink(context, pagePath('login')) },
      ),
    });
  }
  throw new EmailTaken();
}

/**
 * The account these credentials open; 401 with the same words whichever of the two is wrong. Each attempt at an
 * e-mail counts until it succeeds, and after a few failures the next waits (429), whichever address it comes from;
 * from a browser the owner logged in from before (`knownDevice`, knownDevices.ts) the attempts count on their own.
 */
export async function logIn(
  db: Kysely<DB>,
  credentials: Credentials,
  passwords: PasswordHasher,
  delays: LoginDelayPolicy,
  knownDevice?: string,
): Promise<Account> {
  const email = normalizeEmail(credentials.email);
  const attempts = attemptsKey(email, knownDevice);
  await claimLoginAttempt(db, attempts, delays);
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'token_version'])
    .where('email', '=', email)
    .executeTakeFirst();
  const valid = await passwords.verify(credentials.password, user?.password_hash);
  if (!user || !valid) throw new WrongCredentials();
  await loginSucceeded(db, attempts);
  return { id: user.id, tokenVersion: user.token_version };
}

/**
 * The account a verified token names, with what the caller may do and whether the token's session was logged out (or,
 * before sessions had ids, the token itself), in one statement (it runs on every logged-in call); undefined once the
 * account is gone.
 */
export function findAccount(db: Kysely<DB>, userId: string, token: { raw: string; sessionId: string }) {
  return db
    .selectFrom('users')
    .leftJoin('revoked_sessions', (join) => join.on('revoked_sessions.session_id', '=', token.sessionId))
    .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.token_hash', '=', tokenHash(token.raw)))
    .select([
      'users.id',
      'users.role',
      'users.email',
      'users.token_version',
      'revoked_sessions.session_id as revokedSession',
      'revoked_tokens.token_hash as revokedToken',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/**
 * Signs the account out everywhere: its token version rises, so every token issued before is refused from the next
 * call on, and the reset links sent before end (one would sign in again); a new login gets a token of the new version.
 * Answers false when there is no such account.
 */
export async function signOutEverywhere(db: Kysely<DB>, where: { email: string } | { id: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const query = trx.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) }));
    const signedOut = await (
      'email' in where ? query.where('email', '=', normalizeEmail(where.email)) : query.where('id', '=', where.id)
    )
      .returning('id')
      .executeTakeFirst();
    if (signedOut) await endLinks(trx, signedOut.id, { purpose: 'reset' });
    return signedOut !== undefined;
  });
}
