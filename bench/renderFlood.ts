// Section "render-flood": /api/health while 8 connections ask for storefront pages under addresses no one asked for
// before. Tracking parameters (`?utm_source=<random>`) must cost nothing (the page is kept under its meaningful
// address), and new searches (`?q=<random>`) only what the render limits allow: health's p95 during the tracking
// flood must stay within 2 times its idle p95. The shop as it was before the limits (its commit checked out beside
// this one, bench/baseline.ts) is measured the same way in the same run.
import { setTimeout as sleep } from 'node:timers/promises';
import { exited, startProcess, waitFor } from '../tools/testkit/processes';
import { baselineCheckout } from './baseline';
import { onCleanup } from './cleanup';
import { FLOODING } from './floodClient';
import { below, table, type SectionResult, type Target } from './report';
import { settings } from './settings';
import { startShop } from './shop';
import { formatCount, formatMs, formatRatio, percentile } from './stats';

const FLOODERS = 8;
/** Health is asked this often, answered or not, so a stall counts for every request that meets it. */
const PROBE_EVERY_MS = 25;
const LIMIT_RATIO = 2;
/** The last commit before renders were limited: pages kept under their whole address, every render let through. */
const BEFORE_COMMIT = process.env.BENCH_RENDER_BASELINE ?? '995eb2f';
/** The render and write limits at their defaults (bench/shop.ts lifts them for the other sections). */
const DEFAULT_LIMITS = { PAGE_RENDER_RATE_LIMIT_PER_MINUTE: '', WRITE_RATE_LIMIT_PER_MINUTE: '' };
const FLOOD_START_LIMIT_MS = 30_000;

interface Flood {
  name: string;
  parameter: string;
  /** Each connection from an address of its own (127.0.x.y), as clients spread over many addresses would come. */
  spread: boolean;
}

const FLOODS: Flood[] = [
  { name: 'tracking links: /collection?utm_source=<random>', parameter: 'utm_source', spread: false },
  { name: 'new searches: /collection?q=<random>, one address', parameter: 'q', spread: false },
  { name: `new searches: /collection?q=<random>, ${FLOODERS} addresses`, parameter: 'q', spread: true },
];

interface Stretch {
  what: string;
  health: number[];
  /** The flood's answers by status, and its pace. */
  answers: Record<string, number>;
  perSecond: number;
}

/** GET /api/health every PROBE_EVERY_MS for `seconds`, each timed to its whole answer. */
async function probeHealth(baseUrl: string, seconds: number): Promise<number[]> {
  const timings: number[] = [];
  const pending: Array<Promise<void>> = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const started = performance.now();
    pending.push(
      fetch(`${baseUrl}/api/health`)
        .then((response) => response.arrayBuffer())
        .then(() => void timings.push(performance.now() - started)),
    );
    await sleep(PROBE_EVERY_MS);
  }
  await Promise.all(pending);
  return timings;
}

/** Health probed while bench/floodClient.ts floods the shop from its own process, a little longer than the probe. */
async function duringFlood(baseUrl: string, flood: Flood, index: number): Promise<Stretch> {
  const args = [baseUrl, flood.parameter, String(settings.seconds + 1), String(FLOODERS)];
  const client = startProcess({
    script: 'bench/floodClient.ts',
    args: flood.spread ? [...args, `127.0.${index + 1}.`] : args,
    env: process.env,
  });
  const stop = onCleanup('flood client', async () => void (await client.stop()));
  try {
    await waitFor(client, () => client.output().includes(FLOODING), 'The flood client starting', FLOOD_START_LIMIT_MS);
    const health = await probeHealth(baseUrl, settings.seconds);
    if (!(await exited(client.child, FLOOD_START_LIMIT_MS)) || client.child.exitCode !== 0)
      throw new Error(`The flood client failed:\n${client.output().slice(-2000)}`);
    const result = JSON.parse(
      client
        .output()
        .split('\n')
        .find((line) => line.startsWith('{')) ?? '{}',
    ) as {
      answers: Record<string, number>;
      seconds: number;
    };
    const total = Object.values(result.answers).reduce((sum, count) => sum + count, 0);
    return { what: flood.name, health, answers: result.answers, perSecond: total / result.seconds };
  } finally {
    await stop();
  }
}

async function measureDesign(env: Record<string, string>, checkout?: string): Promise<Stretch[]> {
  const shop = await startShop({ kind: 'sqlite', env, checkout });
  try {
    // The plain collection is kept, as a shop in use has it.
    await (await fetch(`${shop.baseUrl}/collection`)).arrayBuffer();
    const idle = await probeHealth(shop.baseUrl, settings.seconds);
    const stretches: Stretch[] = [{ what: 'idle', health: idle, answers: {}, perSecond: Number.NaN }];
    for (const [index, flood] of FLOODS.entries()) {
      stretches.push(await duringFlood(shop.baseUrl, flood, index));
      // Renders still queued when the flood stopped finish before the next stretch starts.
      await sleep(2000);
    }
    return stretches;
  } finally {
    await shop.stop();
  }
}

function rows(stretches: readonly Stretch[]): string[][] {
  const idleP95 = percentile(stretches[0]?.health ?? [], 0.95);
  return stretches.map(({ what, health, answers, perSecond }) => {
    const statuses = Object.entries(answers)
      .map(([status, count]) => `${formatCount(count)} × ${status}`)
      .join(', ');
    const p95 = percentile(health, 0.95);
    return [
      what,
      Number.isFinite(perSecond) ? `${formatCount(perSecond)}/s` : '–',
      statuses || '–',
      formatCount(health.length),
      formatMs(percentile(health, 0.5)),
      formatMs(p95),
      `${formatRatio(p95 / idleP95)}×`,
    ];
  });
}

const HEADERS = [
  'flood',
  'pages answered',
  'their statuses',
  'health: count',
  'health p50',
  'health p95',
  'p95 / idle p95',
];

export async function renderFloodSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const before = await measureDesign(DEFAULT_LIMITS, baselineCheckout(BEFORE_COMMIT));
  const now = await measureDesign(DEFAULT_LIMITS);
  const idleP95 = percentile(now[0]?.health ?? [], 0.95);
  const tracking = now[1]?.health ?? [];
  const targets: Target[] = [
    below(
      `Render flood: /api/health p95 while ${FLOODERS} connections ask for /collection?utm_source=<random> (≤ ${LIMIT_RATIO}× its idle p95)`,
      LIMIT_RATIO * idleP95,
      percentile(tracking, 0.95),
      formatMs,
      true,
    ),
  ];
  const body = [
    'One server process on SQLite (NODE_ENV=production, the production build rendering pages, the render and ' +
      `write limits at their defaults). /api/health is asked every ${PROBE_EVERY_MS} ms, answered or not: ` +
      `${settings.seconds} s with the shop idle, then ${settings.seconds} s during each flood: ${FLOODERS} connections ` +
      'asking for pages one after another as fast as they are answered, reading each whole (brotli), never waiting ' +
      'for a Retry-After, from a process of their own (bench/floodClient.ts). The plain /collection is kept before ' +
      'the idle stretch. `search=<random>` is not a parameter of this shop (its search is `q`) and floods like ' +
      'utm_source. Every figure is a full answer, the flood, the probe and the server on the same 2 cores.',
    '',
    `### Before: commit ${BEFORE_COMMIT} (pages kept under their whole address, every render let through)`,
    '',
    table(HEADERS, rows(before)),
    '',
    '### Now: pages kept under their meaningful address, renders limited (the defaults)',
    '',
    table(HEADERS, rows(now)),
  ].join('\n');
  return { name: 'render-flood', title: 'Page renders under a flood', body, targets };
}
