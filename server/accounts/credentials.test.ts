import { createSigner } from 'fast-jwt';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { describeEachDatabase, startTestShop, type TestShop } from '../test/harness';

const countUsers = async (shop: TestShop, email: string) =>
  (await shop.app.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute()).length;

describeEachDatabase('users: sign-up and login', (shop) => {
  it('signs up with name, e-mail and password and answers a token that opens the cart', async () => {
    const answer = await shop().post('/api/user/register', {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      password: 'long enough',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const cart = await shop().post('/api/cart/get', undefined, answer.body.token);
    expect(cart.body).toEqual({ success: true, cartData: {} });
  });

  it('logs in with the same e-mail typed in another case, and refuses a wrong password with one generic message', async () => {
    const { email, password } = await shop().newShopper();
    const ok = await shop().post('/api/user/login', { email: email.toUpperCase(), password });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, token: expect.any(String) });

    const wrongPassword = await shop().post('/api/user/login', { email, password: 'not the password' });
    const unknownEmail = await shop().post('/api/user/login', { email: 'nobody@example.com', password });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Wrong e-mail or password.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses a second account for an e-mail however it is capitalised, keeping one account', async () => {
    const { email } = await shop().newShopper();
    const again = await shop().post('/api/user/register', {
      name: 'Twin',
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: 'An account with this e-mail already exists. Log in instead.',
    });
    expect(await countUsers(shop(), email)).toBe(1);
  });

  it('keeps one account when the same e-mail signs up twice at once', async () => {
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => shop().post('/api/user/register', { name: 'Racer', email, password: 'velvet lantern 42' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await countUsers(shop(), email)).toBe(1);
  });

  it('stores a password hash made with scrypt, never the password', async () => {
    const { email, password } = await shop().newShopper();
    const row = await shop()
      .app.db.selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it.each([
    [{ email: 'a@example.com', password: 'password1' }, 'The name is required.'],
    [{ name: 'A', password: 'password1' }, 'The e-mail address is required.'],
    [{ name: 'A', email: 'a@example.com' }, 'The password is required.'],
    [
      { name: 'A', email: 'not-an-email', password: 'password1' },
      'That is not an e-mail address: write one such as name@example.com.',
    ],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, 'The password needs at least 8 characters.'],
    [{ name: '   ', email: 'a@example.com', password: 'password1' }, 'The name must not be empty.'],
    [{ name: 123, email: 'a@example.com', password: 'password1' }, 'The name must be text.'],
  ])('refuses the sign-up %j with "%s" and creates nothing', async (body, message) => {
    const before = await shop().app.db.selectFrom('users').select('id').execute();
    const answer = await shop().post('/api/user/register', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
    expect((await shop().app.db.selectFrom('users').select('id').execute()).length).toBe(before.length);
  });

  it('stores names with emoji, right-to-left text and SQL-looking strings verbatim', async () => {
    for (const name of ['Zoë 👗 Kapoor', 'مريم الحسن', "Robert'); DROP TABLE users;--"]) {
      const email = `verbatim-${Math.random().toString(36).slice(2)}@example.com`;
      const answer = await shop().post('/api/user/register', { name, email, password: 'velvet lantern 42' });
      expect(answer.status).toBe(201);
      const row = await shop()
        .app.db.selectFrom('users')
        .select('name')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe(name);
    }
    const sqlEmail = await shop().post('/api/user/login', { email: "x' OR '1'='1@example.com", password: 'whatever1' });
    expect(sqlEmail).toMatchObject({
      status: 400,
      body: { success: false, message: 'That is not an e-mail address: write one such as name@example.com.' },
    });
    const sqlId = await shop().post(
      '/api/cart/add',
      { itemId: '1; DELETE FROM products; --', size: 'M' },
      (await shop().newShopper()).token,
    );
    expect(sqlId.status).toBe(404);
    expect((await shop().get('/api/product/list')).body.products.length).toBeGreaterThan(0);
  });

  it('ignores extra fields such as isAdmin, role or id in the sign-up body', async () => {
    const email = `extra-${Date.now()}@example.com`;
    const answer = await shop().post('/api/user/register', {
      name: 'Extra',
      email,
      password: 'velvet lantern 42',
      id: 'chosen-id',
      isAdmin: true,
      role: 'admin',
    });
    expect(answer.status).toBe(201);
    const row = await shop()
      .app.db.selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe('chosen-id');
    expect(Object.keys(row).sort()).toEqual([
      'closed_at',
      'created_at',
      'email',
      'email_confirmed_at',
      'id',
      'name',
      'password_hash',
      'role',
      'token_version',
    ]);
    expect(row.token_version).toBe(0);
    expect(row.role).toBe('shopper');
    // A new account's e-mail is not confirmed until its owner follows the link.
    expect([row.email_confirmed_at, row.closed_at]).toEqual([null, null]);
  });
});

describe('users: rate limiting of login and sign-up', () => {
  it('answers 429 with Retry-After after too many attempts from one client, while other clients go on', async () => {
    const shop = await startTestShop('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const attempt = (from: string, email = 'someone@example.com') =>
        shop.request({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong password' }, from });
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await attempt('127.0.0.11')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const limited = await attempt('127.0.0.11');
      expect(limited.body).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many attempts\. Please wait/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client at another account goes on (the account tried five times waits: loginDelays.test.ts).
      expect((await attempt('127.0.0.12', 'someone.else@example.com')).status).toBe(401);
    } finally {
      await shop.stop();
    }
  });
});

describeEachDatabase('auth: the token header', (shop) => {
  const protectedCalls: Array<[string, unknown]> = [
    ['/api/cart/add', { itemId: 'x', size: 'M' }],
    ['/api/cart/update', { itemId: 'x', size: 'M', quantity: 1 }],
    ['/api/cart/get', undefined],
    ['/api/order/place', {}],
    ['/api/order/userorder', undefined],
  ];
  const secret = TEST_SHOP_ENV.JWT_SECRET;

  const forgedTokens = async (): Promise<Array<[string, string | undefined, string]>> => {
    const { token } = await shop().newShopper();
    const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;
    const expired = createSigner({ key: secret, algorithm: 'HS256' })({
      sub: userId,
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    const otherSecret = createSigner({ key: 'another-secret-of-sufficient-length!!', expiresIn: 60_000 })({
      sub: userId,
    });
    const removed = await shop().newShopper();
    await shop().app.db.deleteFrom('users').where('email', '=', removed.email).execute();
    return [
      ['no token', undefined, 'Please log in to continue.'],
      ['garbage', 'not-a-jwt', 'Please log in again: your session is not valid.'],
      ['alg none', unsigned, 'Please log in again: your session is not valid.'],
      ['another secret', otherSecret, 'Please log in again: your session is not valid.'],
      ['expired', expired, 'Your session has expired. Please log in again.'],
      ['deleted user', removed.token, 'Please log in again: your session is not valid.'],
    ];
  };

  it('refuses every call that needs a login with 401 for a missing, forged, expired or orphaned token', async () => {
    for (const [label, token, message] of await forgedTokens()) {
      for (const [url, body] of protectedCalls) {
        const answer = await shop().post(url, body, token);
        expect({ label, url, status: answer.status, body: answer.body }).toEqual({
          label,
          url,
          status: 401,
          body: { success: false, message },
        });
      }
    }
  });

  it('lets product list, sign-up and login through without a token', async () => {
    expect((await shop().get('/api/product/list')).status).toBe(200);
    const email = `open-${Date.now()}@example.com`;
    expect(
      (await shop().post('/api/user/register', { name: 'Open', email, password: 'velvet lantern 42' })).status,
    ).toBe(201);
    expect((await shop().post('/api/user/login', { email, password: 'velvet lantern 42' })).status).toBe(200);
  });
});
