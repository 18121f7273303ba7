// Login tokens: HS256 JWTs carrying the user id and the account's token version, with an expiry.
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/** Most verified tokens kept in memory per process. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenService {
  issue(account: { id: string; tokenVersion: number }): string;
  /**
   * The user id and the token version it was issued at, or the reason the token is refused. Whether that version is
   * still the account's is for the caller to check against the database.
   */
  verify(token: string): { userId: string; version: number } | { error: 'expired' | 'invalid' };
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
    issue: ({ id, tokenVersion }) => sign({ sub: id, ver: tokenVersion }),
    verify(token) {
      try {
        const payload = check(token) as { sub?: unknown; ver?: unknown };
        // Tokens issued before versions existed carry none: they are of the first version, 0.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof payload.sub !== 'string' || !Number.isInteger(version)) return { error: 'invalid' };
        return { userId: payload.sub, version: version as number };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { error: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
