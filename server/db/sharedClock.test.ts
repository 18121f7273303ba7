// Two server processes on one database, one of them on a machine whose clock is two minutes ahead: a wait one writes
// is the wait the other tells, because both measure it on the database's clock (issue 45, item 14).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { shopClient } from '../../tools/testkit/shopClient';
import { createTestDatabase, DATABASE_KINDS } from '../test/harness';
import { startServer, type ShopProcess } from '../test/processes';
import { SHIFTED_CLOCK_MAIN, shiftedClockEnv } from '../test/shiftClock';

const CLOCK_AHEAD_MS = 120_000;
const MAX_WAIT_SECONDS = 8;
/** One wrong guess is free; each next waits 1, 2, 4, then 8 s. */
const DELAYS = { LOGIN_FREE_FAILURES: '1', LOGIN_DELAY_MAX_SECONDS: String(MAX_WAIT_SECONDS) };

describe.each(DATABASE_KINDS)('a process whose clock is two minutes ahead (%s)', (kind) => {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-shared-clock-')));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const servers: ShopProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, dirs[0] as string);
    const env = { ...DELAYS, DATABASE_URL: database.url };
    const ahead = { ...env, ...shiftedClockEnv(CLOCK_AHEAD_MS) };
    // One after the other: the first migrates the database, the second finds it ready.
    servers.push(await startServer(dirs[0] as string, env));
    servers.push(await startServer(dirs[1] as string, ahead, SHIFTED_CLOCK_MAIN));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const logIn = (server: ShopProcess, email: string, password: string) =>
    shopClient(server.url).request({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it('makes a shopper wait as long whichever process answers', async () => {
    const [onTime, ahead] = servers as [ShopProcess, ShopProcess];
    const shopper = newShopperDetails('shared-clock');
    expect((await shopClient(onTime.url).call('POST', '/api/user/register', { body: shopper })).status).toBe(201);
    // Wrong guesses through the process that is ahead, each once its wait is over, until it writes the longest wait.
    let waited = 0;
    for (let guess = 0; guess < 4; guess += 1) {
      let answer = await logIn(ahead, shopper.email, 'not the password');
      while (answer.status === 429) {
        const wait = Number(answer.headers['retry-after']);
        waited += wait;
        expect(waited).toBeLessThanOrEqual(2 * MAX_WAIT_SECONDS);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        answer = await logIn(ahead, shopper.email, 'not the password');
      }
      expect(answer.status).toBe(401);
    }

    const told = await Promise.all([onTime, ahead].map((server) => logIn(server, shopper.email, shopper.password)));
    expect(told.map((answer) => answer.status)).toEqual([429, 429]);
    const waits = told.map((answer) => Number(answer.headers['retry-after']));
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(MAX_WAIT_SECONDS);
    expect(Math.abs((waits[0] ?? 0) - (waits[1] ?? 0))).toBeLessThanOrEqual(1);
  }, 60_000);
});
