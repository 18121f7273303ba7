// The real shop as production runs it: the built storefront and server/main.ts in a child process,
// on a free port with a fresh data folder (so a freshly seeded SQLite catalog).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/tools/freePort';

export const ROOT = path.resolve(__dirname, '..', '..');
const STARTUP_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 5_000;

export interface RunningShop {
  baseUrl: string;
  /** The token signing key the server was given, so tests can make tokens it refuses as expired. */
  jwtSecret: string;
  /** The shop's data folder (its SQLite file and pictures), where the operator's command line works too. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Rebuilds dist/ only when it is missing or older than src/, as `npm start` does. */
export function ensureBuild(): void {
  execFileSync('npx', ['tsx', 'server/tools/ensure-build.ts'], { cwd: ROOT, stdio: 'inherit' });
}

function exited(child: ChildProcess, limitMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), limitMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shop did not become healthy at ${baseUrl}. Its log (${logFile}):\n${readFileSync(logFile, 'utf8')}`);
}

export async function startShop({ logFile }: { logFile: string }): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Payment pages send the shopper back here; it must be the origin the browser uses (its storage is per origin).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    // Cheap password hashing and no login rate limit: many shoppers sign up within seconds.
    PASSWORD_HASH_COST: '12',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    TOKEN_TTL_SECONDS: '3600',
  };
  // The server reads these too; Jest's NODE_ENV=test or a developer's database must not leak in.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const log = openSync(logFile, 'a');
  // Its own process group: npx starts tsx, which starts node, and stopping must reach all of them.
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env,
  });
  closeSync(log);
  let stopping = false;
  // A shop that dies mid-run explains the failures that follow; say so in its log.
  child.once('exit', (code, signal) => {
    if (!stopping) appendFileSync(logFile, `\nThe shop exited unexpectedly (code ${code}, signal ${signal}).\n`);
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      if (!(await exited(child, STOP_LIMIT_MS))) signalGroup('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, jwtSecret, dataDir, stop };
}
