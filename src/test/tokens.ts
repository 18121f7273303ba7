// Login tokens as the test server would have issued them earlier: signed with the test servers' shared secret.
import { createSigner } from 'fast-jwt';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';

const HOUR_MS = 3600 * 1000;

/** A token for the same account as `token`, issued seven hours ago (past a quarter of its day), valid for seventeen more. */
export function ageingToken(token: string): string {
  const [, payload = ''] = token.split('.');
  const { sub, ver } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; ver: number };
  const issuedAt = Date.now() - 7 * HOUR_MS;
  return createSigner({ key: TEST_SHOP_ENV.JWT_SECRET, expiresIn: 24 * HOUR_MS, clockTimestamp: issuedAt })({
    sub,
    ver,
  });
}
