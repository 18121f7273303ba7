import { describeEachDatabase, type Shopper } from '../test/harness';

const SIGNED_OUT = { success: false, message: 'You were signed out on every device. Please log in again.' };
const NEW_PASSWORD = 'violet lantern over the river';

describeEachDatabase(
  "the shopper's own account",
  (shop) => {
    const cartWith = (token: string) => shop().post('/api/cart/get', undefined, token);
    const me = (token: string, headers: Record<string, string> = {}) =>
      shop().request({ method: 'GET', url: '/api/user/me', headers: { token, ...headers } });
    const logIn = (email: string, password: string) => shop().post('/api/user/login', { email, password });
    /** A shopper with a second session (a login's token beside the sign-up's). */
    async function twoSessions(): Promise<Shopper & { second: string }> {
      const shopper = await shop().newShopper('Meera Iyer');
      const login = await logIn(shopper.email, shopper.password);
      return { ...shopper, second: login.body.token as string };
    }

    it('shows the name, e-mail, whether it is confirmed and when it was made', async () => {
      const before = Date.now();
      const shopper = await shop().newShopper('Meera Iyer');
      const answer = await me(shopper.token);
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, account: { name: 'Meera Iyer', email: shopper.email } },
      });
      expect(typeof answer.body.account.emailConfirmed).toBe('boolean');
      expect(answer.body.account.createdAt).toBeGreaterThanOrEqual(before - 1000);
      await shop()
        .app.db.updateTable('users')
        .set({ email_confirmed_at: null })
        .where('email', '=', shopper.email)
        .execute();
      expect((await me(shopper.token)).body.account.emailConfirmed).toBe(false);
      await shop()
        .app.db.updateTable('users')
        .set({ email_confirmed_at: Date.now() })
        .where('email', '=', shopper.email)
        .execute();
      expect((await me(shopper.token)).body.account.emailConfirmed).toBe(true);
      expect((await shop().get('/api/user/me')).status).toBe(401);
    });

    it('changes the password: other sessions end, this browser goes on with the new token, the new password logs in', async () => {
      const shopper = await twoSessions();
      const answer = await shop().post(
        '/api/user/password',
        { currentPassword: shopper.password, newPassword: NEW_PASSWORD },
        shopper.token,
      );
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, message: 'Your password is changed. Your other devices are signed out.' },
      });
      for (const token of [shopper.token, shopper.second])
        expect(await cartWith(token)).toMatchObject({ status: 401, body: SIGNED_OUT });
      expect((await cartWith(answer.body.token as string)).status).toBe(200);
      expect((await logIn(shopper.email, shopper.password)).status).toBe(401);
      expect((await logIn(shopper.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong current password with 400, in Hindi too, changing nothing; failures count as failed logins', async () => {
      const shopper = await twoSessions();
      const wrong = await shop().request({
        method: 'POST',
        url: '/api/user/password',
        headers: { token: shopper.token, 'accept-language': 'hi' },
        payload: { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD },
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { success: false, message: 'आपका मौजूदा पासवर्ड सही नहीं है।' },
      });
      const english = await shop().post(
        '/api/user/password',
        { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD },
        shopper.token,
      );
      expect(english.body).toEqual({ success: false, message: 'Your current password is not right.' });
      expect((await cartWith(shopper.second)).status).toBe(200);
      const failures = () =>
        shop()
          .app.db.selectFrom('login_attempts')
          .select('failures')
          .where('email', '=', shopper.email)
          .executeTakeFirst();
      expect(await failures()).toEqual({ failures: 2 });
      expect((await logIn(shopper.email, shopper.password)).status).toBe(200);
      expect(await failures()).toBeUndefined();
    });

    it('slows wrong current passwords as failed logins are: after the free ones, 429 with Retry-After', async () => {
      const shopper = await shop().newShopper();
      // Five failures are free (LOGIN_FREE_FAILURES); the fifth sets a wait that the sixth attempt meets.
      await shop()
        .app.db.insertInto('login_attempts')
        .values({
          email: shopper.email,
          failures: 5,
          last_attempt_at: Date.now(),
          next_allowed_at: Date.now() + 60_000,
        })
        .execute();
      const answer = await shop().post(
        '/api/user/password',
        { currentPassword: shopper.password, newPassword: NEW_PASSWORD },
        shopper.token,
      );
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toBeDefined();
      expect((await cartWith(shopper.token)).status).toBe(200);
    });

    it('holds the new password to the sign-up policy', async () => {
      const shopper = await shop().newShopper();
      const change = (newPassword: string) =>
        shop().post('/api/user/password', { currentPassword: shopper.password, newPassword }, shopper.token);
      const short = await change('short');
      expect([short.status, short.body.message]).toEqual([400, 'The password needs at least 8 characters.']);
      const common = await change('password123');
      expect(common).toMatchObject({ status: 400, body: { message: expect.stringContaining('most used passwords') } });
      const own = await change(`${shopper.email}!`);
      expect(own.status).toBe(400);
      expect((await cartWith(shopper.token)).status).toBe(200);
      expect((await shop().post('/api/user/password', { newPassword: NEW_PASSWORD }, shopper.token)).status).toBe(400);
    });

    it('signs out everywhere, this session included; a new login works and other accounts are untouched', async () => {
      const shopper = await twoSessions();
      const bystander = await shop().newShopper();
      const answer = await shop().post('/api/user/sessions/end', undefined, shopper.token);
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, message: 'You are signed out on every device, this one included.' },
      });
      for (const token of [shopper.token, shopper.second])
        expect(await cartWith(token)).toMatchObject({ status: 401, body: SIGNED_OUT });
      expect((await shop().post('/api/user/sessions/end', undefined, shopper.token)).status).toBe(401);
      const fresh = await logIn(shopper.email, shopper.password);
      expect((await cartWith(fresh.body.token as string)).status).toBe(200);
      expect((await cartWith(bystander.token)).status).toBe(200);
    });
  },
  {},
  { listen: false },
);
