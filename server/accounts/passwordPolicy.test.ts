import { describeEachDatabase } from '../test/harness';

const COMMON = {
  success: false,
  message: 'This password is one of the most used passwords, the first an attacker tries. Please choose another.',
};
const OWN_WORDS = { success: false, message: 'Your password must not contain your e-mail address or name.' };

describeEachDatabase('new passwords that are easy to guess', (shop) => {
  const register = (email: string, password: string, name = 'Meera Iyer') =>
    shop().post('/api/user/register', { name, email, password });
  const accounts = async (email: string) =>
    (await shop().app.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  it.each(['12345678', 'password', 'qwertyuiop', 'iloveyou1'])(
    'refuses %s as one of the most used passwords, creating no account',
    async (password) => {
      const email = `shopper-${password.length}-${Date.now()}@example.com`;
      expect(await register(email, password)).toMatchObject({ status: 400, body: COMMON });
      expect(await accounts(email)).toBe(0);
    },
  );

  it('refuses the e-mail itself, its name part and the shopper name as the password', async () => {
    const email = 'meera.iyer.shop@example.com';
    expect(await register(email, email)).toMatchObject({ status: 400, body: OWN_WORDS });
    expect(await register(email, 'meera.iyer.shop')).toMatchObject({ status: 400, body: OWN_WORDS });
    expect(await register(email, 'Zubeida Rahmatullah', 'Zubeida Rahmatullah')).toMatchObject({
      status: 400,
      body: OWN_WORDS,
    });
    expect(await accounts(email)).toBe(0);
  });

  it('takes a password of a few unrelated words, and logs in with it', async () => {
    const email = 'meera.words@example.com';
    expect((await register(email, 'velvet lantern 42')).status).toBe(201);
    expect((await shop().post('/api/user/login', { email, password: 'velvet lantern 42' })).status).toBe(200);
  });
});
