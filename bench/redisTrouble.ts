// Limited calls' latency while the shop's Redis runs, is paused (SIGSTOP) and is stopped: a Redis of its own on a
// spare port, one shop (SQLite), 30 wrong logins and 30 reset requests from fresh addresses in each state.
// Run: npx tsx bench/redisTrouble.ts
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestShop, type TestShop } from '../server/test/harness';

const PORT = 6391;
const CALLS = 30;

async function timeCalls(shop: TestShop, state: string, network: number): Promise<void> {
  for (const url of ['/api/user/login', '/api/user/password/forgot']) {
    const times: number[] = [];
    const statuses = new Map<number, number>();
    for (let call = 0; call < CALLS; call += 1) {
      const started = performance.now();
      const answer = await shop.request({
        method: 'POST',
        url,
        payload: { email: `bench-${state}@example.com`, password: 'wrong password' },
        // Three clients per state, so each state starts with fresh per-address counts.
        from: `127.0.${network}.${(call % 3) + 1}`,
      });
      times.push(performance.now() - started);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0).toFixed(0);
    console.log(
      `${state.padEnd(8)} ${url.padEnd(26)} median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }
}

async function main(): Promise<void> {
  const redis = spawn('redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await sleep(500);
  const shop = await startTestShop('sqlite', {
    AUTH_RATE_LIMIT_PER_MINUTE: '10',
    REDIS_URL: `redis://127.0.0.1:${PORT}`,
  });
  try {
    await timeCalls(shop, 'running', 2);
    redis.kill('SIGSTOP');
    await timeCalls(shop, 'paused', 3);
    redis.kill('SIGCONT');
    redis.kill('SIGTERM');
    await sleep(500);
    await timeCalls(shop, 'stopped', 4);
  } finally {
    await shop.stop();
    redis.kill('SIGKILL');
  }
}

void main();
