// Section "startup": from starting the shop to ready, the compiled server (node on build/, what start:prod runs now)
// beside the way start:prod ran before (tsx transpiling the TypeScript at every start), on one prepared SQLite shop.
// Ready is the first 200 from GET /api/health: the process listens early and answers 503 until its database is ready.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tools/testkit/freePort';
import { ROOT } from '../tools/testkit/processes';
import { below, table, type SectionResult } from './report';
import { formatMs, median, percentile } from './stats';

const RUNS = 7;
const READY_WITHIN_MS = 60_000;
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

interface Way {
  label: string;
  command: string;
}

const WAYS: readonly Way[] = [
  {
    label: 'now: `npm run start:prod` (node on build/, with npm)',
    command: 'npm run --silent start:prod',
  },
  {
    label: 'now, without npm: `node tools/require-build.mjs main && node --enable-source-maps build/server/main.js`',
    command: 'node tools/require-build.mjs main && node --enable-source-maps build/server/main.js',
  },
  {
    label: 'before, without npm: `tsx tools/ensure-build.ts --require && tsx server/main.ts`',
    command: `${TSX} tools/ensure-build.ts --require && ${TSX} server/main.ts`,
  },
];

async function timeToReady(command: string, env: NodeJS.ProcessEnv, baseUrl: string): Promise<number> {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], { cwd: ROOT, env, stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < READY_WITHIN_MS) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${command} was not ready within ${READY_WITHIN_MS / 1000} s`);
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // The shell goes at once, the shop when it has closed: the next start must not get its answer from this one.
    const stopping = performance.now();
    while ((await answers(baseUrl)) && performance.now() - stopping < READY_WITHIN_MS)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether anything still answers at the shop's address. */
async function answers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/health`);
    return true;
  } catch {
    return false;
  }
}

export async function startupSection(): Promise<Omit<SectionResult, 'seconds'>> {
  // The server as it is now, compiled as npm run build compiles it.
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.server.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-startup-bench-secret-of-forty-characters',
      PAYMENTS_SANDBOX: 'true',
      MAIL_TO_FILES: 'true',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    };
    // The first start creates, migrates and seeds the database; every measured start finds it ready.
    await timeToReady(WAYS[1]?.command ?? '', env, baseUrl);
    const times = new Map<Way, number[]>(WAYS.map((way) => [way, []]));
    // In turn, so a busy moment of the shared machine falls on each way alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const way of WAYS) times.get(way)?.push(await timeToReady(way.command, env, baseUrl));
    }
    const rows = WAYS.map((way) => {
      const ms = times.get(way) ?? [];
      return [
        way.label,
        String(ms.length),
        formatMs(median(ms)),
        formatMs(Math.min(...ms)),
        formatMs(percentile(ms, 0.9)),
      ];
    });
    const now = median(times.get(WAYS[0] as Way) ?? []);
    const before = median(times.get(WAYS[2] as Way) ?? []);
    const body = [
      `A SQLite shop prepared by one unmeasured start (migrated, demo catalog seeded), then started ${RUNS} times each ` +
        'way in turn with NODE_ENV=production: the time from spawning the command to the first 200 from GET /api/health ' +
        '(the server listens first and answers 503 until its database is ready), polled every 10 ms, then SIGTERM. ' +
        '"Before" is the command start:prod ran until issue 34 (tsx transpiling the server at each start); npm itself ' +
        'adds the difference between the first two rows.',
      '',
      table(['command', 'starts', 'median', 'fastest', 'p90'], rows),
      '',
      `The compiled start is ${formatMs(before - now)} faster at the median (npm's own start included).`,
    ].join('\n');
    return {
      name: 'startup',
      title: 'Start-up: start:prod compiled beside tsx',
      body,
      targets: [below('`npm run start:prod` to ready (median)', 1000, now, formatMs)],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
