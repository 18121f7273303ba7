// Section "search" (issue 48; named only, `npm run bench -- search`: it grows four catalogs of 100,000 products and
// takes longer than a full run should): 20 shoppers typing in the search box (searchTyping.ts), one call per key from
// the second letter, first for suggestions (GET /api/product/suggest), then for results (GET /api/product/query), on
// SQLite and PostgreSQL; side by side with today's search before it forgave anything, the same typing against the
// commit before issue 48's (checked out beside this repository, BENCH_SEARCH_BEFORE names another), which had no
// suggestions to ask for.
import { vacuum } from './catalogQuery';
import { cpuSeconds } from './load';
import { below, exactly, table, type SectionResult, type Target } from './report';
import { TYPED_TEXTS, typeFor, type TypingResult } from './searchTyping';
import { settings } from './settings';
import { startShop, type DatabaseKind } from './shop';
import { formatCores, formatCount, formatMs } from './stats';
import { earlierCheckout } from './worktree';

/** The last commit before the forgiving search. */
const BEFORE = process.env.BENCH_SEARCH_BEFORE ?? '414538e';
const KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];
const NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const PRODUCTS = 100_000;
const SHOPPERS = 20;
const SUGGESTIONS_P95_MS = 30;
const SEARCH_P95_MS = 50;

type Phase = 'suggestions' | 'search';

const PATHS: Record<Phase, (typed: string, lang: 'en' | 'hi') => string> = {
  suggestions: (q, lang) => `/api/product/suggest?${new URLSearchParams({ q, lang }).toString()}`,
  search: (q, lang) => `/api/product/query?${new URLSearchParams({ q, lang }).toString()}`,
};

interface Run {
  code: string;
  kind: DatabaseKind;
  phase: Phase;
  typed: TypingResult;
  serverCores: number;
}

async function measure(kind: DatabaseKind, code: string, checkout?: string): Promise<Run[]> {
  const shop = await startShop({ kind, products: PRODUCTS, checkout });
  const runs: Run[] = [];
  try {
    if (kind === 'postgres') await vacuum(shop.databaseUrl);
    const phases: Phase[] = checkout ? ['search'] : ['suggestions', 'search'];
    for (const phase of phases) {
      if (settings.warmupSeconds > 0)
        await typeFor(shop.baseUrl, PATHS[phase], { shoppers: SHOPPERS, seconds: settings.warmupSeconds, seed: 1 });
      const before = cpuSeconds(shop.pid);
      const typed = await typeFor(shop.baseUrl, PATHS[phase], {
        shoppers: SHOPPERS,
        seconds: settings.seconds,
        seed: 2,
      });
      runs.push({ code, kind, phase, typed, serverCores: (cpuSeconds(shop.pid) - before) / typed.seconds });
    }
  } finally {
    await shop.stop();
  }
  return runs;
}

const ms = (micros: number) => formatMs(micros / 1000);
const p95 = (run: Run | undefined) => (run ? run.typed.latency.getValueAtPercentile(95) / 1000 : Number.NaN);

const row = (run: Run) => [
  NAMES[run.kind],
  run.code,
  run.phase,
  formatCount(run.typed.calls),
  formatCount(run.typed.distinct),
  formatCount(run.typed.calls / run.typed.seconds),
  ms(run.typed.latency.getValueAtPercentile(50)),
  ms(run.typed.latency.getValueAtPercentile(95)),
  ms(run.typed.latency.getValueAtPercentile(99)),
  ms(run.typed.latency.maxValue),
  formatCount(run.typed.failures),
  formatCores(run.serverCores),
];

export async function searchSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const before = `before (${BEFORE})`;
  const runs: Run[] = [];
  for (const kind of KINDS) {
    runs.push(...(await measure(kind, before, earlierCheckout(BEFORE))));
    runs.push(...(await measure(kind, 'now')));
  }
  const now = (kind: DatabaseKind, phase: Phase) =>
    runs.find((run) => run.code === 'now' && run.kind === kind && run.phase === phase);
  const targets: Target[] = KINDS.flatMap((kind) => [
    below(
      `Suggestions while typing, ${formatCount(PRODUCTS)} products, ${SHOPPERS} shoppers, ${NAMES[kind]}: p95`,
      SUGGESTIONS_P95_MS,
      p95(now(kind, 'suggestions')),
      formatMs,
      true,
    ),
    below(
      `Search while typing, ${formatCount(PRODUCTS)} products, ${SHOPPERS} shoppers, ${NAMES[kind]}: p95`,
      SEARCH_P95_MS,
      p95(now(kind, 'search')),
      formatMs,
      true,
    ),
    exactly(
      `Suggestions and search while typing, ${NAMES[kind]}: answers other than 200`,
      0,
      (['suggestions', 'search'] as const).reduce(
        (sum, phase) => sum + (now(kind, phase)?.typed.failures ?? Number.NaN),
        0,
      ),
      formatCount,
    ),
  ]);
  const body = [
    `A shop grown to ${formatCount(PRODUCTS)} products (bench/catalog.ts: the demo's names numbered, "Men Navy Round ` +
      `Neck Pure Cotton T-shirt No. 4711"), in its own server process per database and code (NODE_ENV=production); on ` +
      'PostgreSQL the new rows vacuumed and the statistics gathered first. ' +
      `${SHOPPERS} shoppers type in the search box: each picks one of ${TYPED_TEXTS} texts (catalog words, typos, two words, ` +
      'Hinglish, Devanagari; bench/searchTyping.ts), sends one call per key from the second letter, 120 ms apart ' +
      'whatever the answers, reads for 600 ms and picks another; seeded, so both codes type the same. First for ' +
      `suggestions, then for results, each for ${settings.seconds} s after ${settings.warmupSeconds} s of the same ` +
      `typing; the clients run in the bench process on the same 2 cores as the server. "before" is the commit ` +
      `before issue 48 (${BEFORE}), which finds names containing the text only and has no suggestions; "distinct" ` +
      'counts the different calls typed.',
    '',
    table(
      [
        'database',
        'code',
        'calls for',
        'calls',
        'distinct',
        'per second',
        'p50',
        'p95',
        'p99',
        'max',
        'not 200',
        'server CPU (cores)',
      ],
      runs.map(row),
    ),
  ].join('\n');
  return { name: 'search', title: 'Search while typing at 100,000 products (issue 48)', body, targets };
}
