// Login tokens: HS256 JWTs carrying the user id and the account's token version, with an expiry. A token ends when it
// expires, when its account is signed out everywhere (the version rises) or when it is logged out (revoked here).
import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Most verified tokens kept in memory per process. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface VerifiedToken {
  userId: string;
  version: number;
  /** When it was issued and when it expires, in milliseconds since 1970. */
  issuedAt: number;
  expiresAt: number;
}

export interface TokenService {
  issue(account: { id: string; tokenVersion: number }): string;
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
    // Each token its own id: two logins in one second are two sessions, and logging one out leaves the other.
    issue: ({ id, tokenVersion }) => sign({ sub: id, ver: tokenVersion, jti: randomBytes(12).toString('base64url') }),
    verify(token) {
      try {
        const payload = check(token) as { sub?: unknown; ver?: unknown; iat?: unknown; exp?: unknown };
        // Tokens issued before versions existed carry none: they are of the first version, 0.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof payload.sub !== 'string' || !Number.isInteger(version) || typeof payload.exp !== 'number') {
          return { error: 'invalid' };
        }
        const expiresAt = payload.exp * 1000;
        const issuedAt = typeof payload.iat === 'number' ? payload.iat * 1000 : expiresAt - ttlSeconds * 1000;
        return { userId: payload.sub, version: version as number, issuedAt, expiresAt };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { error: expired ? 'expired' : 'invalid' };
      }
    },
    // Past a quarter of its life: a shopper active at least every three quarters of TOKEN_TTL_SECONDS stays logged in.
    due: (token, now = Date.now()) => now - token.issuedAt > (ttlSeconds * 1000) / 4,
  };
}

/** How a token is kept once logged out: its SHA-256, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Logs one token out: refused by every process from the next call on, until it would have expired anyway. */
export async function revokeToken(db: Kysely<DB>, token: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ token_hash: tokenHash(token), expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** Forgets logged-out tokens that have expired (they are refused as expired now). */
export async function forgetExpiredRevocations(db: Kysely<DB>, now = Date.now()): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}
