// One load run with autocannon (after an unmeasured warm-up), reduced to the figures the report shows.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { settings } from './settings';

/** Linux counts process CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system), from /proc; NaN where that is not available. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  requests: number;
  bytesPerResponse: number;
  /** Share of one core the server used during the measured run (1 = a whole core). */
  serverCores: number;
  /** Share of one core the bench process (the load generator) used. */
  clientCores: number;
}

export type LoadOptions = Omit<autocannon.Options, 'duration' | 'connections'>;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ ...options, connections: options.connections ?? settings.connections });
}

/** Measures a load run; `serverPid` is the process whose CPU use is reported next to the figures. */
export async function measureLoad(options: LoadOptions, serverPid?: number): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await run({ ...options, duration: settings.warmupSeconds });
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run({ ...options, duration: settings.seconds });
  const wall = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const ok = result['2xx'];
  return {
    requestsPerSecond: ok / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : Number.NaN,
    serverCores: (cpuSeconds(serverPid) - serverBefore) / wall,
    clientCores: (client.user + client.system) / 1e6 / wall,
  };
}
