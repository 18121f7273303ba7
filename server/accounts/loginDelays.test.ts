import { buildApp } from '../app';
import { delayAfterMs } from './loginAttempts';
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

    it('forgets the count once the owner logs in', async () => {
      const shopper = await shop().newShopper('Forgetful');
      for (const from of ADDRESSES.slice(0, 4)) await login(shopper.email, 'not it', from);
      expect((await login(shopper.email, shopper.password, ADDRESSES[5] ?? '')).status).toBe(200);
      for (const from of ADDRESSES.slice(0, 4)) expect((await login(shopper.email, 'not it', from)).status).toBe(401);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10' },
);
