// Login tokens: HS256 JWTs carrying the user id, with an expiry.
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/** Most verified tokens kept in memory per process. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenService {
  issue(userId: string): string;
  /** The user id, or the reason the token is refused. */
  verify(token: string): { userId: string } | { error: 'expired' | 'invalid' };
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
    issue: (userId) => sign({ sub: userId }),
    verify(token) {
      try {
        const payload = check(token) as { sub?: unknown };
        return typeof payload.sub === 'string' ? { userId: payload.sub } : { error: 'invalid' };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { error: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
