// Names and addresses refuse what only steers a terminal or the direction of text, and take every script and emoji
// unchanged; a NUL anywhere is a 400, never a database error; the operator's command line prints stored text escaped.
import { randomUUID } from 'node:crypto';
import { runCli } from '../cli/program';
import { isSteering } from '../schemas/text';
import { ADDRESS, catalog, fillCart, orderBodyFor, userIdOf } from './fixtures';
import { describeEachDatabase, type TestShop } from './harness';

/** C0 and C1 controls, DEL, NUL, and the bidirectional embeddings, overrides and isolates. */
const STEERING = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009b',
  '\u009f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const WELCOME = ['प्रिया शर्मा', 'مريم الحسن', 'Zoë Ångström-Núñez', 'Ấu Thị 👗✨', "O'Brien & Sons, 12/B"];
const ADDRESS_TEXT_FIELDS = ['firstName', 'lastName', 'street', 'city', 'state', 'country'] as const;
/** How a refusal names each of them to the shopper. */
const FIELD_WORDS: Record<(typeof ADDRESS_TEXT_FIELDS)[number], string> = {
  firstName: 'The first name',
  lastName: 'The last name',
  street: 'The street address',
  city: 'The city',
  state: 'The state',
  country: 'The country',
};
const hex = (text: string) => (text.codePointAt(0) ?? 0).toString(16);
const count = async (shop: TestShop, table: 'users' | 'orders') =>
  (await shop.app.db.selectFrom(table).select('id').execute()).length;

describeEachDatabase('text input', (shop) => {
  it(`refuses each of ${STEERING.length} steering characters in a sign-up name with 400 naming the field`, async () => {
    const before = await count(shop(), 'users');
    for (const character of STEERING) {
      const answer = await shop().post('/api/user/register', {
        name: `Asha${character}Rao`,
        email: `steer-${randomUUID()}@example.com`,
        password: 'velvet lantern 42',
      });
      const message =
        character === '\u0000'
          ? expect.stringContaining('NUL')
          : 'The name must not contain control characters or text-direction overrides.';
      expect({ character: hex(character), status: answer.status, body: answer.body }).toEqual({
        character: hex(character),
        status: 400,
        body: { success: false, message },
      });
    }
    expect(await count(shop(), 'users')).toBe(before);
  });

  it('refuses them in every text field of a delivery address, placing nothing', async () => {
    const { token } = await shop().newShopper();
    const [product] = await catalog(shop());
    await fillCart(shop(), token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(shop(), token);
    const before = await count(shop(), 'orders');
    for (const field of ADDRESS_TEXT_FIELDS) {
      for (const character of ['\u001b', '\u009b', '\u202e', '\n']) {
        const answer = await shop().post(
          '/api/order/place',
          { ...body, address: { ...ADDRESS, [field]: `x${character}y` } },
          token,
        );
        expect([field, hex(character), answer.status, answer.body.message]).toEqual([
          field,
          hex(character),
          400,
          `${FIELD_WORDS[field]} must not contain control characters or text-direction overrides.`,
        ]);
      }
    }
    expect(await count(shop(), 'orders')).toBe(before);
  });

  it('takes Devanagari, Arabic, accented Latin and emoji unchanged', async () => {
    for (const name of WELCOME) {
      const email = `welcome-${randomUUID()}@example.com`;
      expect((await shop().post('/api/user/register', { name, email, password: 'velvet lantern 42' })).status).toBe(
        201,
      );
      expect(
        (await shop().app.db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirstOrThrow())
          .name,
      ).toBe(name);
    }
    const { token } = await shop().newShopper();
    const [product] = await catalog(shop());
    await fillCart(shop(), token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 }]);
    const address = { ...ADDRESS, firstName: WELCOME[0], lastName: WELCOME[1], street: WELCOME[3], city: WELCOME[2] };
    expect(
      (await shop().post('/api/order/place', { ...(await orderBodyFor(shop(), token)), address }, token)).status,
    ).toBe(201);
    expect((await shop().post('/api/order/userorder', undefined, token)).body.orders[0].address).toEqual(address);
  });

  it('answers a NUL anywhere in a JSON body, or in the path, with 400 and changes nothing', async () => {
    const { token, email } = await shop().newShopper();
    const users = await count(shop(), 'users');
    const raw = (url: string, payload: string, headers: Record<string, string> = {}) =>
      shop().request({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
    const answers = [
      await raw('/api/user/login', JSON.stringify({ email, password: 'pass\u0000word' })),
      await raw(
        '/api/user/register',
        JSON.stringify({
          name: 'Nul',
          email: `nul-${randomUUID()}@example.com`,
          password: 'velvet lantern 42',
          extra: { 'k\u0000': 1 },
        }),
      ),
      await raw('/api/cart/add', JSON.stringify({ itemId: 'x\u0000', size: 'M' }), { token }),
      await shop().request({ method: 'GET', url: '/api/admin/orders/abc%00def', headers: { token } }),
    ];
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('NUL') } });
    // Six characters that spell \u0000 without being one are text like any other.
    expect((await raw('/api/user/login', JSON.stringify({ email, password: '\\u0000 not a NUL' }))).status).toBe(401);
    expect(await count(shop(), 'users')).toBe(users);
  });

  it('prints stored text escaped on the command line: no terminal control sequences', async () => {
    const shopper = await shop().newShopper();
    // As older data might hold it, from before the API refused such names.
    await shop()
      .app.db.updateTable('users')
      .set({ name: 'Evil\u001b[2J\u001b]0;owned\u0007\u202eName' })
      .where('id', '=', userIdOf(shop(), shopper.token))
      .execute();
    for (const args of [
      ['users', 'list'],
      ['users', 'list', '--json'],
    ]) {
      let stdout = '';
      const code = await runCli(args, {
        env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
        cwd: shop().config.dataDir,
        stdout: (text) => (stdout += text),
        stderr: () => undefined,
      });
      expect(code).toBe(0);
      expect(stdout).toContain('Evil\\u001b[2J\\u001b]0;owned\\u0007\\u202eName');
      expect(
        [...stdout].filter((character) => character !== '\n' && isSteering(character.codePointAt(0) ?? 0)),
      ).toEqual([]);
    }
  });
});
