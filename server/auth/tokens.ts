// Login tokens: HS256 JWTs carrying the user id, with an expiry.
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface TokenService {
  issue(userId: string): string;
  /** The user id, or the reason the token is refused. */
  verify(token: string): { userId: string } | { error: 'expired' | 'invalid' };
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const check = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
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
