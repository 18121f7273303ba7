import { buildApp } from '../app';
import { claimLoginAttempt, delayAfterMs, loginDelayPolicy, loginSucceeded } from './loginAttempts';
import { describeEachDatabase } from '../test/harness';

const POLICY = { freeFailures: 5, maxDelaySeconds: 60, windowSeconds: 900 };

describe('the wait after failed logins', () => {
  it('is none for the free failures, then doubles from one second up to its bound', () => {
    const waits = [1, 4, 5, 6, 7, 8, 11, 12, 30].map((failures) => delayAfterMs(failures, POLICY) / 1000);
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 60, 60, 60]);
  });
});

describeEachDatabase(
  'failed logins at one account from many addresses',
  (shop) => {
    const ADDRESSES = Array.from({ length: 20 }, (_, index) => `127.0.0.${index + 20}`);
    const login = (email: string, password: string, from: string) =>
      shop().request({ method: 'POST', url: '/api/user/login', payload: { email, password }, from });

    it('slow down at that account only, whichever address the next comes from, and a wait is said in words', async () => {
      const target = await shop().newShopper('Target');
      const bystander = await shop().newShopper('Bystander');
      const statuses: number[] = [];
      // One wrong guess from each of twenty addresses, none near the per-address limit.
      for (const from of ADDRESSES) statuses.push((await login(target.email, 'not the password', from)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);

      // The owner, from a new address, with the right password, is told to wait: a delay, not a lockout.
      const waiting = await login(target.email, target.password, '127.0.0.60');
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Too many failed logins for this account\. Please wait \d+ seconds? and try again\.$/,
        ),
      });
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);

      // Every other account logs in from the same addresses at once.
      for (const from of ADDRESSES.slice(0, 3))
        expect((await login(bystander.email, bystander.password, from)).status).toBe(200);
    });

    it('counts parallel guesses one by one, so a burst gets no more than the free failures through', async () => {
      const target = await shop().newShopper('Burst target');
      const answers = await Promise.all(ADDRESSES.map((from) => login(target.email, 'not the password either', from)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    });

    it('counts the failures every server process on the database sees as one', async () => {
      const target = await shop().newShopper('Two processes');
      const second = await buildApp(shop().config);
      try {
        await second.ready();
        const viaSecond = (from: string) =>
          second.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { email: target.email, password: 'not it' },
            remoteAddress: from,
          });
        const statuses: number[] = [];
        for (const [index, from] of ADDRESSES.slice(0, 6).entries())
          statuses.push(
            index % 2 === 0 ? (await login(target.email, 'not it', from)).status : (await viaSecond(from)).statusCode,
          );
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      } finally {
        await second.close();
      }
    });

    // The owner's browser brings the cookie its last login set; an attacker's guesses, one a minute for ever, come
    // without it (or with another account's), so they keep only themselves waiting.
    const deviceCookie = (answer: { headers: Record<string, unknown> }) => {
      const header = answer.headers['set-cookie'];
      const cookie = String(Array.isArray(header) ? header[0] : header);
      expect(cookie).toMatch(
        /^shop_login_device=[\w.-]+; Path=\/api\/user\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
      );
      return cookie.split(';')[0] ?? '';
    };
    const loginFrom = (email: string, password: string, from: string, cookie: string) =>
      shop().request({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password },
        from,
        headers: { cookie },
      });

    it("lets the owner in at once from a browser that logged in before, while others' guesses wait", async () => {
      const owner = await shop().newShopper('Known browser');
      const other = await shop().newShopper('Other account');
      const ownCookie = deviceCookie(await login(owner.email, owner.password, '127.0.0.90'));
      const otherCookie = deviceCookie(await login(other.email, other.password, '127.0.0.91'));
      for (const from of ADDRESSES) await login(owner.email, 'a guess', from);
      // Without the cookie, with another account's, or with a forged one: the guesses' wait.
      expect((await login(owner.email, owner.password, '127.0.0.92')).status).toBe(429);
      expect((await loginFrom(owner.email, owner.password, '127.0.0.92', otherCookie)).status).toBe(429);
      const forged = `${ownCookie.slice(0, -2)}${ownCookie.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await loginFrom(owner.email, owner.password, '127.0.0.92', forged)).status).toBe(429);
      // With the owner's own cookie, from any address: in at once, and the guesses' count is left to them.
      const welcome = await loginFrom(owner.email, owner.password, '127.0.0.93', ownCookie);
      expect(welcome.status).toBe(200);
      expect((await login(owner.email, owner.password, '127.0.0.94')).status).toBe(429);
    });

    it("still slows guesses that come with the owner's cookie, counted apart from everyone else's", async () => {
      const owner = await shop().newShopper('Stolen cookie');
      const cookie = deviceCookie(await login(owner.email, owner.password, '127.0.0.95'));
      const statuses: number[] = [];
      for (const from of ADDRESSES.slice(0, 8))
        statuses.push((await loginFrom(owner.email, 'guess', from, cookie)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      // The browser's own count holds nobody else up: a login without the cookie is not waiting.
      expect((await login(owner.email, owner.password, '127.0.0.96')).status).toBe(200);
    });

    it('forgets the count once the owner logs in', async () => {
      const shopper = await shop().newShopper('Forgetful');
      for (const from of ADDRESSES.slice(0, 4)) await login(shopper.email, 'not it', from);
      expect((await login(shopper.email, shopper.password, ADDRESSES[5] ?? '')).status).toBe(200);
      for (const from of ADDRESSES.slice(0, 4)) expect((await login(shopper.email, 'not it', from)).status).toBe(401);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10' },
);

describeEachDatabase('a login attempt claimed while another login at the account succeeds', (shop) => {
  it('is counted from a fresh row, never failing because the count was cleared between its writes', async () => {
    const { db } = shop().app;
    const policy = { ...loginDelayPolicy(shop().app.config), freeFailures: 1000 };
    const key = 'parallel-success@example.com';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        index % 2 === 0 ? claimLoginAttempt(db, key, policy) : loginSucceeded(db, key),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });
});
