// Password hashing cannot starve the shop: it runs a few at a time in a bounded queue, and a login or sign-up that
// finds the queue full is answered 503 with Retry-After at once.
import { createWorkQueue, QueueFull } from './workQueue';
import { loadConfig } from '../config';
import { describeEachDatabase } from '../test/harness';

/** A task that ends when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('the bounded work queue', () => {
  it('runs `concurrency` tasks at once, lets `maxWaiting` wait in order, and refuses the rest at once', async () => {
    const queue = createWorkQueue(1, 2);
    const gates = [gate(), gate(), gate()];
    const finished: number[] = [];
    const runs = gates.map((g, index) => queue.run(g.task).then(() => finished.push(index)));
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFull);
    for (const g of [...gates].reverse()) g.open();
    await Promise.all(runs);
    expect(finished).toEqual([0, 1, 2]);
    expect(await queue.run(async () => 'again')).toBe('again');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees its place when a task fails', async () => {
    const queue = createWorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('hashes on fewer threads than libuv has, leaving a core for the rest', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-shop', UV_THREADPOOL_SIZE: '4' });
    expect(config.passwordHashConcurrency).toBeGreaterThanOrEqual(1);
    expect(config.passwordHashConcurrency).toBeLessThanOrEqual(2);
    expect(config.passwordHashQueue).toBe(16);
  });
});

describeEachDatabase(
  'a burst of logins',
  (shop) => {
    it('is answered 200 as far as the queue goes and 503 with Retry-After beyond it, and the shop keeps serving', async () => {
      const { email, password } = await shop().newShopper();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => shop().post('/api/user/login', { email, password })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
      expect(others.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
      for (const busy of answers.filter((answer) => answer.status === 503)) {
        expect(busy.body).toEqual({
          success: false,
          message: 'Too many people are signing in right now. Please try again in a few seconds.',
        });
        expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect((await shop().get('/api/product/list')).status).toBe(200);
      expect((await shop().post('/api/user/login', { email, password })).status).toBe(200);
    });
  },
  // One hash at a time, one waiting, each slow enough (2^15) that eight logins sent together overlap. Eight attempts
  // at one account at once would otherwise meet that account's login delay (loginDelays.test.ts) before the queue.
  { PASSWORD_HASH_COST: '15', PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1', LOGIN_FREE_FAILURES: '20' },
);
