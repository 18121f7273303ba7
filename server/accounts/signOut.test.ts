import { createSigner } from 'fast-jwt';
import { runCli } from '../cli/program';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { newOperator, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

const SIGNED_OUT = { success: false, message: 'You were signed out on every device. Please log in again.' };

describeEachDatabase('signing out everywhere', (shop) => {
  const cartWith = (token: string) => shop().post('/api/cart/get', undefined, token);
  /** Two sessions of one shopper: the sign-up's token and a login's. */
  async function twoSessions(): Promise<Shopper & { second: string }> {
    const shopper = await shop().newShopper();
    const login = await shop().post('/api/user/login', { email: shopper.email, password: shopper.password });
    return { ...shopper, second: login.body.token as string };
  }

  it('from the command line ends every token issued before at once; a new login works and others are untouched', async () => {
    const shopper = await twoSessions();
    const bystander = await shop().newShopper();
    let stdout = '';
    const code = await runCli(['users', 'sign-out', shopper.email.toUpperCase()], {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
      cwd: shop().config.dataDir,
      stdout: (text) => (stdout += text),
      stderr: () => undefined,
    });
    expect([code, stdout]).toEqual([0, `${shopper.email.toUpperCase()} is signed out everywhere.\n`]);
    for (const token of [shopper.token, shopper.second])
      expect(await cartWith(token)).toMatchObject({ status: 401, body: SIGNED_OUT });
    const fresh = await shop().post('/api/user/login', { email: shopper.email, password: shopper.password });
    expect((await cartWith(fresh.body.token as string)).status).toBe(200);
    expect((await cartWith(bystander.token)).status).toBe(200);
  });

  it('through the admin API, by account id, and answers 404 for an unknown account', async () => {
    const operator = await newOperator(shop());
    const shopper = await twoSessions();
    const signOut = (id: string) => shop().post(`/api/admin/users/${id}/sign-out`, undefined, operator.token);
    expect(await signOut(userIdOf(shop(), shopper.token))).toMatchObject({ status: 200, body: { success: true } });
    expect(await cartWith(shopper.second)).toMatchObject({ status: 401, body: SIGNED_OUT });
    expect((await signOut('no-such-account')).status).toBe(404);
    expect((await cartWith(operator.token)).status).toBe(200);
  });

  it('keeps tokens issued before versions existed working until the first sign-out', async () => {
    const shopper = await shop().newShopper();
    const sign = createSigner({ key: TEST_SHOP_ENV.JWT_SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const older = sign({ sub: userIdOf(shop(), shopper.token) });
    expect((await cartWith(older)).status).toBe(200);
    expect(
      await runCli(['users', 'sign-out', shopper.email], {
        env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
        cwd: shop().config.dataDir,
        stdout: () => undefined,
        stderr: () => undefined,
      }),
    ).toBe(0);
    expect((await cartWith(older)).status).toBe(401);
  });
});
