// The one place that starts processes for the server tests, the browser tests, the reliability runs and the
// benchmark: shop servers (server/main.ts or server/cluster.ts), helper scripts, and the operator's command line.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './freePort';

export const ROOT = path.resolve(__dirname, '..', '..');
const STOP_LIMIT_MS = 5_000;
const POLL_MS = 100;

export interface ProcessOptions {
  /** A TypeScript entry point, relative to the repository, run with `node --import tsx`. */
  script: string;
  args?: string[];
  /** The whole environment of the process. */
  env: NodeJS.ProcessEnv;
  /** Appends the output to this file; without it the output is kept in memory. */
  logFile?: string;
  /** The checkout the script is run in: this repository unless given (the bench's baseline is another). */
  cwd?: string;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM to the process (which stops what it started), SIGKILL to all of them if it has not ended within 5 s; answers its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL at once, as a crash would. */
  kill(): Promise<void>;
}

/** Whether `child` has ended, waiting at most `limitMs` for it to. */
export function exited(child: ChildProcess, limitMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), limitMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function startProcess({ script, args = [], env, logFile, cwd = ROOT }: ProcessOptions): RunningProcess {
  const log = logFile === undefined ? undefined : openSync(logFile, 'a');
  // Its own process group, so stopping reaches whatever it starts too.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    env,
    detached: true,
    stdio: log === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
  });
  if (log !== undefined) closeSync(log);
  // Read as it comes, so a talkative process never blocks on a full pipe.
  const chunks: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  let stopping = false;
  // A process that dies mid-run explains the failures that follow; say so in its log.
  child.once('exit', (code, signal) => {
    const note = `\n${script} exited unexpectedly (code ${code}, signal ${signal}).\n`;
    if (stopping) return;
    if (logFile === undefined) chunks.push(note);
    else appendFileSync(logFile, note);
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  return {
    child,
    output: () => (logFile === undefined ? chunks.join('') : readFileSync(logFile, 'utf8')),
    async stop() {
      stopping = true;
      if (!(await exited(child, 0))) {
        child.kill('SIGTERM');
        if (!(await exited(child, STOP_LIMIT_MS))) {
          signalGroup('SIGKILL');
          await exited(child, STOP_LIMIT_MS);
        }
      }
      return child.exitCode;
    },
    async kill() {
      stopping = true;
      signalGroup('SIGKILL');
      await exited(child, STOP_LIMIT_MS);
    },
  };
}

/** Polls `check` until it holds; fails with the end of the process's output if the process ends or time runs out. */
export async function waitFor(
  running: RunningProcess,
  check: () => Promise<boolean> | boolean,
  what: string,
  limitMs: number,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline && running.child.exitCode === null) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${what} did not happen. Its output:\n${running.output().slice(-4000)}`);
}

export const isHealthy = (baseUrl: string): Promise<boolean> =>
  fetch(`${baseUrl}/api/health`).then(
    (response) => response.status === 200,
    () => false,
  );

export interface ShopProcessOptions {
  /** The environment apart from where it listens, which is chosen here (and is its PUBLIC_URL unless `env` names one). */
  env: NodeJS.ProcessEnv;
  /** `server/main.ts` (one process) unless given, or `server/cluster.ts`. */
  script?: string;
  logFile?: string;
  /** When the shop counts as started; by default once /api/health answers 200. */
  ready?: (shop: ShopProcess) => Promise<boolean> | boolean;
  startupLimitMs?: number;
  /** The checkout whose server runs: this repository unless given. */
  cwd?: string;
}

export interface ShopProcess extends RunningProcess {
  url: string;
  port: number;
}

/** Starts a shop on a free port of 127.0.0.1 and waits until it is ready; stops it again if it never is. */
export async function startShopProcess({
  env,
  script = 'server/main.ts',
  logFile,
  ready,
  startupLimitMs = 60_000,
  cwd,
}: ShopProcessOptions): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = startProcess({
    script,
    logFile,
    cwd,
    env: { PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const shop = { ...running, url, port };
  try {
    await waitFor(
      running,
      () => (ready ? ready(shop) : isHealthy(url)),
      `The shop at ${url} becoming ready`,
      startupLimitMs,
    );
  } catch (error) {
    await running.stop();
    throw error;
  }
  return shop;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function finished(file: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(file, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs a TypeScript script of the repository to its end (`node --import tsx`), and answers its exit code and output. */
export function runScript(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliResult> {
  return finished(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env });
}

/** Runs node with tsx and `args` in another checkout (the bench's baseline), to its end. */
export function runScriptIn(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  return finished(process.execPath, ['--import', 'tsx', ...args], { cwd, env });
}

/** Runs a shell script as a person pastes it into a terminal (bash, stopping at the first failing command). */
export function runShell(
  script: string,
  { cwd = ROOT, env = process.env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  return finished('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd, env });
}

/** Runs `npm run -s shop -- ...args` as an operator would, from `cwd` (where its file names start). */
export function runShopCli(args: string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }): Promise<CliResult> {
  return finished('npm', ['--prefix', ROOT, 'run', '-s', 'shop', '--', ...args], { cwd, env });
}
