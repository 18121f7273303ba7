// The cluster's primary at work: starts the server processes, replaces one that ends on its own after the pause
// crashLoop.ts sets, and stops the shop with the cause when they end faster than they can serve, or when one refuses
// its configuration (starting it again would fail the same way).
import cluster from 'node:cluster';
import { CRASH_POLICY, crashTracker } from './crashLoop';
import { CONFIG_EXIT_CODE } from './startFailure';

/** How much of a process's standard error is kept to quote its last line when it ends. */
const TAIL_CHARS = 2000;

const lastLine = (text: string): string | undefined =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);

function describeEnd(code: number | null, signal: string | null, tail: string): string {
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  const line = lastLine(tail);
  return line ? `${how}: ${line}` : how;
}

export function superviseWorkers(count: number): void {
  // Standard error passes through the primary, which keeps the end of each process's; standard output stays the
  // terminal's (or the log collector's) own, so the log reads as it would from one process.
  cluster.setupPrimary({ stdio: ['inherit', 'inherit', 'pipe', 'ipc'] });
  const tails = new Map<number, string>();
  const restarts = new Set<NodeJS.Timeout>();
  const crashed = crashTracker();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    tails.set(worker.id, '');
    worker.process.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      process.stderr.write(chunk);
      tails.set(worker.id, ((tails.get(worker.id) ?? '') + chunk).slice(-TAIL_CHARS));
    });
  };

  const stop = (exitCode: number, signal: NodeJS.Signals, reason?: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    if (reason) console.error(reason);
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(exitCode);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    });
    for (const worker of running) worker?.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    const how = describeEnd(code, signal, tails.get(worker.id) ?? '');
    tails.delete(worker.id);
    if (stopping) return;
    if (code === CONFIG_EXIT_CODE) {
      stop(
        CONFIG_EXIT_CODE,
        'SIGTERM',
        `The shop stopped: a server process refused its configuration (${how}); starting it again cannot help.`,
      );
      return;
    }
    const verdict = crashed(Date.now());
    if ('stop' in verdict) {
      stop(
        1,
        'SIGTERM',
        `The shop stopped: ${verdict.crashes} server processes ended within ${CRASH_POLICY.windowMs / 1000} s, the last with ${how}`,
      );
      return;
    }
    console.error(
      `server process ${worker.process.pid} ended (${how}); starting another in ${verdict.restartInMs / 1000} s`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, verdict.restartInMs);
    restarts.add(timer);
  });

  console.log(`starting ${count} server processes`);
  for (let index = 0; index < count; index += 1) fork();
  process.once('SIGINT', () => stop(0, 'SIGINT'));
  process.once('SIGTERM', () => stop(0, 'SIGTERM'));
}
