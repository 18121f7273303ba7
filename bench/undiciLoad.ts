// A load loop over undici's Pool (llhttp): one request in flight per connection, timed with an HDR histogram.
// Used where autocannon's own reading of large answers, not the server, would set the pace.
import { build, type Histogram } from 'hdr-histogram-js';
import { Pool } from 'undici';
import { cpuSeconds, type LoadResult } from './load';
import { settings } from './settings';

export interface PlainRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One timed stretch of load; several can be added up into one result. */
export interface Sample {
  ok: number;
  failures: number;
  requests: number;
  bytes: number;
  seconds: number;
  serverCpuSeconds: number;
  clientCpuSeconds: number;
  latencyMicros: Histogram;
}

const histogram = (): Histogram =>
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });

/** Loads `origin` for `seconds` (answers finishing later are not counted); `seconds` 0 or less only warms up. */
export async function sample(
  origin: string,
  request: () => PlainRequest,
  seconds: number,
  serverPid?: number,
): Promise<Sample> {
  const pool = new Pool(origin, { connections: settings.connections, pipelining: 1 });
  const result: Sample = {
    ok: 0,
    failures: 0,
    requests: 0,
    bytes: 0,
    seconds,
    serverCpuSeconds: 0,
    clientCpuSeconds: 0,
    latencyMicros: histogram(),
  };
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const stopAt = performance.now() + Math.max(seconds, settings.warmupSeconds) * 1000;
  const connection = async () => {
    while (performance.now() < stopAt) {
      const { method = 'GET', ...rest } = request();
      const started = performance.now();
      let status = 0;
      let received = 0;
      try {
        const answer = await pool.request({ method, ...rest });
        status = answer.statusCode;
        for await (const chunk of answer.body) received += (chunk as Buffer).length;
      } catch {
        status = 0;
      }
      const finished = performance.now();
      if (seconds <= 0 || finished > stopAt) continue;
      result.requests += 1;
      result.bytes += received;
      result.latencyMicros.recordValue(Math.max(1, Math.round((finished - started) * 1000)));
      if (status >= 200 && status < 300) result.ok += 1;
      else result.failures += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: settings.connections }, connection));
    const client = process.cpuUsage(clientBefore);
    result.serverCpuSeconds = cpuSeconds(serverPid) - serverBefore;
    result.clientCpuSeconds = (client.user + client.system) / 1e6;
    return result;
  } finally {
    await pool.close();
  }
}

export function summarize(samples: readonly Sample[]): LoadResult {
  const latency = histogram();
  for (const part of samples) latency.add(part.latencyMicros);
  const total = (pick: (part: Sample) => number) => samples.reduce((sum, part) => sum + pick(part), 0);
  const seconds = total((part) => part.seconds);
  const requests = total((part) => part.requests);
  return {
    requestsPerSecond: total((part) => part.ok) / seconds,
    p50Ms: latency.getValueAtPercentile(50) / 1000,
    p99Ms: latency.getValueAtPercentile(99) / 1000,
    failures: total((part) => part.failures),
    requests,
    bytesPerResponse: requests > 0 ? total((part) => part.bytes) / requests : Number.NaN,
    serverCores: total((part) => part.serverCpuSeconds) / seconds,
    clientCores: total((part) => part.clientCpuSeconds) / seconds,
  };
}

/**
 * Measures two servers side by side in A-B-B-A order (each warmed up first), so a machine getting busier or
 * quieter during the run weighs on both alike. Each gets `settings.seconds` in all.
 */
export async function compareWithUndici(
  a: { origin: string; pid?: number },
  b: { origin: string; pid?: number },
  request: () => PlainRequest,
): Promise<[LoadResult, LoadResult]> {
  const half = settings.seconds / 2;
  if (settings.warmupSeconds > 0) {
    await sample(a.origin, request, 0);
    await sample(b.origin, request, 0);
  }
  const a1 = await sample(a.origin, request, half, a.pid);
  const b1 = await sample(b.origin, request, half, b.pid);
  const b2 = await sample(b.origin, request, half, b.pid);
  const a2 = await sample(a.origin, request, half, a.pid);
  return [summarize([a1, a2]), summarize([b1, b2])];
}
