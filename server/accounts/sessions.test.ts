import { createSigner } from 'fast-jwt';
import { buildApp } from '../app';
import { RENEWED_TOKEN_HEADER } from '../../contract';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { userIdOf } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';

const LOGGED_OUT = { success: false, message: 'You logged out. Please log in again.' };
const DAY_MS = 24 * 3600 * 1000;

describeEachDatabase('sessions that end', (shop) => {
  const cartWith = (token: string) => shop().post('/api/cart/get', undefined, token);
  const logOut = (token?: string) =>
    shop().request({ method: 'POST', url: '/api/user/logout', headers: token ? { token } : {} });

  it('refuses a logged-out token at once, keeps the account’s other sessions, and answers 200 again and without one', async () => {
    const shopper = await shop().newShopper();
    const other = (await shop().post('/api/user/login', { email: shopper.email, password: shopper.password })).body
      .token as string;
    expect(await logOut(shopper.token)).toMatchObject({ status: 200, body: { success: true } });
    expect(await cartWith(shopper.token)).toMatchObject({ status: 401, body: LOGGED_OUT });
    expect((await cartWith(other)).status).toBe(200);
    expect((await logOut(shopper.token)).status).toBe(200);
    expect((await logOut()).status).toBe(200);
    expect((await logOut('not a token')).status).toBe(200);
  });

  it('is refused by another server process on the same database', async () => {
    const shopper = await shop().newShopper();
    const second = await buildApp(shop().config);
    try {
      await second.ready();
      const before = await second.inject({ method: 'POST', url: '/api/cart/get', headers: { token: shopper.token } });
      expect(before.statusCode).toBe(200);
      await logOut(shopper.token);
      const after = await second.inject({ method: 'POST', url: '/api/cart/get', headers: { token: shopper.token } });
      expect([after.statusCode, after.json()]).toEqual([401, LOGGED_OUT]);
    } finally {
      await second.close();
    }
  });

  it('lives a day, and an active shopper’s ageing token is answered with a fresh one that works', async () => {
    const shopper = await shop().newShopper();
    expect(shop().config.tokenTtlSeconds).toBe(24 * 3600);
    expect((await cartWith(shopper.token)).headers[RENEWED_TOKEN_HEADER]).toBeUndefined();

    // Issued seven hours ago (past a quarter of its day), still valid for seventeen.
    const issuedAt = Date.now() - 7 * 3600 * 1000;
    const sign = createSigner({
      key: TEST_SHOP_ENV.JWT_SECRET,
      algorithm: 'HS256',
      expiresIn: DAY_MS,
      clockTimestamp: issuedAt,
    });
    const ageing = sign({ sub: userIdOf(shop(), shopper.token), ver: 0 });
    const answer = await cartWith(ageing);
    expect(answer.status).toBe(200);
    const fresh = answer.headers[RENEWED_TOKEN_HEADER] as string;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const renewed = await cartWith(fresh);
    expect(renewed.status).toBe(200);
    expect(renewed.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });

  /** The token with its last character's unused bits changed: another spelling of the same signature. */
  const respelled = (token: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1) ?? '');
    return `${token.slice(0, -1)}${alphabet[last ^ 1] ?? ''}`;
  };

  it('refuses a token spelled otherwise (its signature’s unused bits changed), before and after logout', async () => {
    const shopper = await shop().newShopper();
    const variant = respelled(shopper.token);
    expect(variant).not.toBe(shopper.token);
    expect((await cartWith(variant)).status).toBe(401);
    expect((await cartWith(shopper.token)).status).toBe(200);
    await logOut(shopper.token);
    expect((await cartWith(variant)).status).toBe(401);
    expect((await cartWith(shopper.token)).status).toBe(401);
  });

  it('ends the whole session at logout: the token renewal replaced and the renewed one, whichever logged out', async () => {
    const shopper = await shop().newShopper();
    const userId = userIdOf(shop(), shopper.token);
    const sign = createSigner({
      key: TEST_SHOP_ENV.JWT_SECRET,
      algorithm: 'HS256',
      expiresIn: DAY_MS,
      clockTimestamp: Date.now() - 7 * 3600 * 1000,
    });
    for (const loggingOut of ['renewed', 'replaced'] as const) {
      const ageing = sign({ sub: userId, ver: 0, jti: `session-${loggingOut}` });
      const renewed = (await cartWith(ageing)).headers[RENEWED_TOKEN_HEADER] as string;
      expect((await cartWith(renewed)).status).toBe(200);
      await logOut(loggingOut === 'renewed' ? renewed : ageing);
      for (const token of [ageing, renewed]) {
        const answer = await cartWith(token);
        expect({ loggingOut, status: answer.status, body: answer.body }).toEqual({
          loggingOut,
          status: 401,
          body: LOGGED_OUT,
        });
        expect(answer.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
      }
    }
    expect((await cartWith(shopper.token)).status).toBe(200);
  });
});
