// npm run start:cluster's own rules: how many processes WEB_CONCURRENCY may ask for, how a crashed process is
// restarted, and when crashes stop the cluster instead (real cluster processes for the last).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '../../tools/testkit/processes';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { ConfigError } from '../config';
import { MAX_WEB_CONCURRENCY, webConcurrency } from '../config/cluster';
import { CRASH_POLICY, crashTracker } from '../start/crashLoop';

const SECOND = 1000;

describe('WEB_CONCURRENCY', () => {
  it('is one process per core (at most the maximum) when unset, or the whole number given', () => {
    expect(webConcurrency({})).toBe(Math.min(os.availableParallelism(), MAX_WEB_CONCURRENCY));
    expect(webConcurrency({ WEB_CONCURRENCY: '' })).toBe(Math.min(os.availableParallelism(), MAX_WEB_CONCURRENCY));
    expect(webConcurrency({ WEB_CONCURRENCY: '3' })).toBe(3);
    expect(webConcurrency({ WEB_CONCURRENCY: String(MAX_WEB_CONCURRENCY) })).toBe(MAX_WEB_CONCURRENCY);
  });

  it.each(['abc', '0', '-2', '2.5', '1e3', String(MAX_WEB_CONCURRENCY + 1)])(
    'refuses "%s", naming the setting and the value',
    (value) => {
      expect(() => webConcurrency({ WEB_CONCURRENCY: value })).toThrow(
        new ConfigError(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}; it is "${value}".`),
      );
    },
  );
});

describe('restarting crashed server processes', () => {
  it('waits 1, 2, 4 and 8 s after successive crashes, and stops at the fifth within a minute', () => {
    const crashed = crashTracker();
    expect([0, 1, 2, 3].map((second) => crashed(second * SECOND))).toEqual([
      { restartInMs: 1 * SECOND },
      { restartInMs: 2 * SECOND },
      { restartInMs: 4 * SECOND },
      { restartInMs: 8 * SECOND },
    ]);
    expect(crashed(59 * SECOND)).toEqual({ stop: true, crashes: CRASH_POLICY.maxCrashes });
  });

  it('forgets crashes older than the window, so a process that crashes now and then is always restarted soon', () => {
    const crashed = crashTracker();
    const verdicts = Array.from({ length: 20 }, (_, index) => crashed(index * 20 * SECOND));
    expect(verdicts.every((verdict) => 'restartInMs' in verdict && verdict.restartInMs <= 4 * SECOND)).toBe(true);
  });

  it('never waits longer than the cap', () => {
    const crashed = crashTracker({ ...CRASH_POLICY, maxCrashes: 100 });
    const last = Array.from({ length: 20 }, (_, index) => crashed(index)).at(-1);
    expect(last).toEqual({ restartInMs: CRASH_POLICY.maxDelayMs });
  });
});

describe('npm run start:cluster stopping with the cause', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-failures-'));
  const env = (more: Record<string, string>) => ({
    ...process.env,
    ...TEST_SHOP_ENV,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'none'),
    HOST: '127.0.0.1',
    ...more,
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a WEB_CONCURRENCY that is not a whole number (exit 78) before starting any process', async () => {
    const result = await runScript('server/cluster.ts', [], env({ WEB_CONCURRENCY: 'abc' }));
    expect(result).toMatchObject({ code: 78, stdout: '' });
    expect(result.stderr.trim()).toBe(
      `Configuration error: WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}; it is "abc".`,
    );
  });

  it('stops with exit code 1 when its processes keep crashing (the port is taken), quoting the last one’s error', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const result = await runScript('server/cluster.ts', [], env({ WEB_CONCURRENCY: '2', PORT: String(port) }));
      expect(result.code).toBe(1);
      const restarts = result.stderr
        .split('\n')
        .filter((line) => / ended \(exit code 1: .*\); starting another in \d+ s$/.test(line));
      expect(restarts).toHaveLength(CRASH_POLICY.maxCrashes - 1);
      expect(result.stderr.trim().split('\n').at(-1)).toBe(
        `The shop stopped: ${CRASH_POLICY.maxCrashes} server processes ended within 60 s, the last with exit code 1: ` +
          `The shop could not start: bind EADDRINUSE 127.0.0.1:${port}`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
