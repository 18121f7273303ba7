// Section "catalog-query": the catalog queried rather than shipped (GET /api/product/query, detail, home) at 100,000
// products, on SQLite and on PostgreSQL: 20 clients over a bounded mix of calls (catalogQueryMix.ts), p50/p95/p99 per
// kind of call, and each distinct call once on a cold server, one at a time, for what a cache miss costs.
import pg from 'pg';
import { catalogMix, pickCall, runMix, type MixResult } from './catalogQueryMix';
import { below, exactly, table, type SectionResult, type Target } from './report';
import { settings } from './settings';
import { startShop, type DatabaseKind } from './shop';
import { formatCores, formatCount, formatMs, percentile } from './stats';

const KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];
const NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const PRODUCTS = 100_000;
const CLIENTS = 20;
const P95_LIMIT_MS = 30;
/** Products whose pages the mix asks for, taken from pages across the whole catalog. */
const DETAIL_PAGES = 10;

interface KindResult {
  kind: DatabaseKind;
  coldMs: number[];
  load: MixResult;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function productIds(baseUrl: string): Promise<string[]> {
  const lastPage = Math.floor(PRODUCTS / 96);
  const pages = await Promise.all(
    Array.from({ length: DETAIL_PAGES }, (_, index) =>
      json<{ products: Array<{ _id: string }> }>(
        `${baseUrl}/api/product/query?limit=96&page=${1 + Math.floor((lastPage * index) / DETAIL_PAGES)}`,
      ),
    ),
  );
  return pages.flatMap((page) => page.products.filter((_, index) => index % 10 === 0).map((product) => product._id));
}

/**
 * PostgreSQL as autovacuum leaves it soon after a large import: its statistics gathered and the new rows vacuumed, so the
 * measurement does not share the machine with autovacuum's first pass.
 */
export async function vacuum(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

async function measure(kind: DatabaseKind): Promise<KindResult> {
  const shop = await startShop({ kind, products: PRODUCTS });
  try {
    if (kind === 'postgres') await vacuum(shop.databaseUrl);
    const mix = catalogMix(PRODUCTS, await productIds(shop.baseUrl));
    const coldMs: number[] = [];
    for (const path of Object.values(mix).flat()) {
      const started = performance.now();
      await json(`${shop.baseUrl}${path}`);
      coldMs.push(performance.now() - started);
    }
    const next = () => pickCall(mix);
    if (settings.warmupSeconds > 0)
      await runMix(shop.baseUrl, next, { clients: CLIENTS, seconds: settings.warmupSeconds });
    return {
      kind,
      coldMs,
      load: await runMix(shop.baseUrl, next, { clients: CLIENTS, seconds: settings.seconds, serverPid: shop.pid }),
    };
  } finally {
    await shop.stop();
  }
}

const ms = (micros: number) => formatMs(micros / 1000);

function rows({ kind, coldMs, load }: KindResult): string[][] {
  const timed = [...load.latency].map(([call, latency]) => [
    NAMES[kind],
    call,
    formatCount(latency.totalCount),
    formatCount(latency.totalCount / load.seconds),
    ms(latency.getValueAtPercentile(50)),
    ms(latency.getValueAtPercentile(95)),
    ms(latency.getValueAtPercentile(99)),
  ]);
  const cold = [
    NAMES[kind],
    'cold: each distinct call once, alone',
    formatCount(coldMs.length),
    '',
    formatMs(percentile(coldMs, 0.5)),
    formatMs(percentile(coldMs, 0.95)),
    `max ${formatMs(Math.max(...coldMs))}`,
  ];
  return [...timed, cold];
}

export async function catalogQuerySection(): Promise<Omit<SectionResult, 'seconds'>> {
  const results: KindResult[] = [];
  for (const kind of KINDS) results.push(await measure(kind));
  const targets: Target[] = results.flatMap(({ kind, load }) => [
    below(
      `Catalog queries, ${formatCount(PRODUCTS)} products, ${CLIENTS} clients, ${NAMES[kind]}: p95`,
      P95_LIMIT_MS,
      (load.latency.get('all calls')?.getValueAtPercentile(95) ?? Number.NaN) / 1000,
      formatMs,
      true,
    ),
    exactly(`Catalog queries, ${NAMES[kind]}: answers other than 200`, 0, load.failures, formatCount),
  ]);
  const body = [
    `A shop grown to ${formatCount(PRODUCTS)} products (bench/catalog.ts, each with its own name) in its own server process per ` +
      `database (NODE_ENV=production); on PostgreSQL the new rows are vacuumed and the statistics gathered first (\`vacuum (analyze)\`), ` +
      `as autovacuum does soon after a large import. ${CLIENTS} clients, one call at a time each, for ${settings.seconds} s after ` +
      `${settings.warmupSeconds} s of warm-up, over a bounded mix: the first pages, category and type filters, searches of ` +
      'three letters or more and of one or two, both price sorts, deep pages (page 100 to the last), product pages (with ' +
      'their related products) and home, in the shares the table shows. The clients run in the bench process on the same ' +
      '2 cores as the server. Before the load, every distinct call of the mix was made once, one at a time, on the fresh ' +
      "server: what a call costs before the server has kept anything of it (the catalog's version changes, or a new search).",
    '',
    table(['database', 'call', 'calls', 'per second', 'p50', 'p95', 'p99'], results.flatMap(rows)),
    '',
    results
      .map(({ kind, load }) => `${NAMES[kind]}: server CPU ${formatCores(load.serverCores)} cores during the load.`)
      .join(' '),
  ].join('\n');
  return { name: 'catalog-query', title: 'Catalog queries at 100,000 products', body, targets };
}
