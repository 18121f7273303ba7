// Login tokens: HS256 JWTs carrying the user id, the account's token version and the session (one login and the tokens
// renewal replaces its token with), with an expiry. A token ends when it expires, when its account is signed out
// everywhere (the version rises) or when its session is logged out (revoked here). Only the one spelling of a token
// its signer wrote is accepted: base64url leaves unused bits in a part's last character, and a token with them
// changed is refused before it is verified, so that no token has a second spelling that logout does not reach.
import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Kysely } from 'kysely';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';

/** Most verified tokens kept in memory per process. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface VerifiedToken {
  userId: string;
  version: number;
  /** The login it belongs to: renewals carry it over, and logging out ends it. */
  sessionId: string;
  /** When it was issued and when it expires, in milliseconds since 1970. */
  issuedAt: number;
  expiresAt: number;
}

export interface TokenService {
  /** A token for the account: of a new session, or of `sessionId` when it renews a token of that session. */
  issue(account: { id: string; tokenVersion: number }, sessionId?: string): string;
  /**
   * The user id and the token version it was issued at, or the reason the token is refused. Whether that version is
   * still the account's, and whether the token was logged out, is for the caller to check against the database.
   */
  verify(token: string): VerifiedToken | { error: 'expired' | 'invalid' };
  /** Whether a token of this age should be replaced by a fresh one, so an active shopper's session goes on. */
  due(token: VerifiedToken, now?: number): boolean;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Verified tokens are remembered (until they expire), so a shopper's repeated calls skip the signature check.
  const check = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'exp'],
    cache: VERIFIED_TOKENS_KEPT,
  });
  return {
    // Each token its own id, each login its own session: two logins in one second are two sessions, and logging one
    // out leaves the other.
    issue: ({ id, tokenVersion }, sessionId = randomId()) =>
      sign({ sub: id, ver: tokenVersion, sid: sessionId, jti: randomId() }),
    verify(token) {
      if (!isCanonical(token)) return { error: 'invalid' };
      try {
        const payload = check(token) as {
          sub?: unknown;
          ver?: unknown;
          sid?: unknown;
          jti?: unknown;
          iat?: unknown;
          exp?: unknown;
        };
        // Tokens issued before versions existed carry none: they are of the first version, 0.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof payload.sub !== 'string' || !Number.isInteger(version) || typeof payload.exp !== 'number') {
          return { error: 'invalid' };
        }
        const expiresAt = payload.exp * 1000;
        const issuedAt = typeof payload.iat === 'number' ? payload.iat * 1000 : expiresAt - ttlSeconds * 1000;
        // A token from before sessions had ids is a session of its own: its id, or (without one) its hash.
        const sessionId =
          [payload.sid, payload.jti].find((id): id is string => typeof id === 'string') ?? tokenHash(token);
        return { userId: payload.sub, version: version as number, sessionId, issuedAt, expiresAt };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { error: expired ? 'expired' : 'invalid' };
      }
    },
    // Past a quarter of its life: a shopper active at least every three quarters of TOKEN_TTL_SECONDS stays logged in.
    due: (token, now = Date.now()) => now - token.issuedAt > (ttlSeconds * 1000) / 4,
  };
}

const randomId = () => randomBytes(12).toString('base64url');

/** Three base64url parts, each exactly as its bytes encode: no other spelling of the same bytes. */
function isCanonical(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts.every(
      (part) => /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part,
    )
  );
}

/** How a link's or an old logged-out token is kept: its SHA-256, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * How much longer a logged-out session is remembered than its tokens could live: a process whose clock is behind
 * accepts a token until its own clock reaches the token's expiry, so the refusal must outlast that.
 */
const CLOCK_SKEW_ALLOWANCE_MS = 10 * 60_000;

/**
 * Logs a session out: every token of it, the renewed ones too, is refused by every process from the next call on.
 * Kept until the session's newest token would have expired (none is issued once it is logged out, so that is at most
 * a token's lifetime from now on the database's clock, or the token's own expiry if later), and some minutes more.
 */
export async function revokeSession(
  db: Kysely<DB>,
  token: Pick<VerifiedToken, 'sessionId' | 'expiresAt'>,
  ttlSeconds: number,
): Promise<void> {
  const expiresAt = Math.max(token.expiresAt, (await dbNow(db)) + ttlSeconds * 1000) + CLOCK_SKEW_ALLOWANCE_MS;
  await db
    .insertInto('revoked_sessions')
    .values({ session_id: token.sessionId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
}

/** Forgets logged-out sessions and tokens that have expired (their tokens are refused as expired now). */
export async function forgetExpiredRevocations(db: Kysely<DB>): Promise<void> {
  const now = await dbNow(db);
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}
