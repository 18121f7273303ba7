// Real server processes (`server/main.ts`) for tests that need more than one, or need to kill one.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fetch } from 'undici';
import { freePort } from '../tools/freePort';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The settings every test server process shares: one token secret, quiet logs, fast hashing, no login limit. */
export function processEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'one-secret-shared-by-every-server-process',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (its log). */
  output(): string;
}

export async function startServer(env: Record<string, string>, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'none') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read as it comes, so a talkative process never blocks on a full pipe.
  const chunks: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const output = () => chunks.join('');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server process ended with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server process did not become healthy');
}

export async function call(server: ServerProcess, route: string, body: unknown, token?: string) {
  const answer = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

