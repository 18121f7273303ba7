// One Lighthouse run of a page and the figures read from it (scores, LCP, TBT, CLS, bytes), and their medians.
import type lighthouseModule from 'lighthouse';
import { formatCount, formatDecimal, formatKb, formatMs, median } from './stats';

export type RunLighthouse = typeof lighthouseModule;
type Lhr = NonNullable<Awaited<ReturnType<RunLighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const score = (id: (typeof CATEGORIES)[number]) => (lhr: Lhr) =>
  Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
const numeric = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The figures read from each run, in the table's order. */
export const FIGURES = {
  performance: { header: 'performance', read: score('performance'), format: formatCount },
  accessibility: { header: 'accessibility', read: score('accessibility'), format: formatCount },
  bestPractices: { header: 'best practices', read: score('best-practices'), format: formatCount },
  seo: { header: 'SEO', read: score('seo'), format: formatCount },
  lcpMs: { header: 'LCP', read: numeric('largest-contentful-paint'), format: formatMs },
  tbtMs: { header: 'TBT', read: numeric('total-blocking-time'), format: formatMs },
  cls: { header: 'CLS', read: numeric('cumulative-layout-shift'), format: (value: number) => formatDecimal(value, 3) },
  bytes: { header: 'transferred', read: numeric('total-byte-weight'), format: formatKb },
};
type FigureName = keyof typeof FIGURES;
export type Figures = Record<FigureName, number>;
export const FIGURE_NAMES = Object.keys(FIGURES) as FigureName[];
const eachFigure = (value: (name: FigureName) => number): Figures =>
  Object.fromEntries(FIGURE_NAMES.map((name) => [name, value(name)])) as Figures;

export interface Audit {
  figures: Figures;
  warnings: string[];
  setup: string;
  /** Lighthouse's own failing performance audits, worst first: where the score goes. */
  findings: string[];
}

const FINDINGS_SHOWN = 4;

async function audit(lighthouse: RunLighthouse, port: number, url: string): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const findings = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0)
    .flatMap((ref) => {
      const found = lhr.audits[ref.id];
      return found && found.score !== null && found.score < 0.9 ? [found] : [];
    })
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .slice(0, FINDINGS_SHOWN)
    .map((found) => (found.displayValue ? `${found.title} (${found.displayValue})` : found.title));
  const { formFactor, screenEmulation, throttlingMethod, throttling } = lhr.configSettings;
  return {
    figures: eachFigure((name) => FIGURES[name].read(lhr)),
    warnings: lhr.runWarnings,
    findings,
    setup:
      `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} (${screenEmulation.width} × ${screenEmulation.height}), ` +
      `${throttlingMethod} throttling (${throttling.rttMs ?? '?'} ms RTT, ${throttling.throughputKbps ?? '?'} kbit/s, ` +
      `${throttling.cpuSlowdownMultiplier ?? '?'}× CPU slowdown)`,
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is repeated. */
const ATTEMPTS = 3;

/** Audits `url` in the Chromium listening on `port`; each repeated run is noted in `retried` under `what`. */
export async function auditWithRetries(
  lighthouse: RunLighthouse,
  port: number,
  what: string,
  url: string,
  retried: string[],
): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(lighthouse, port, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      retried.push(`${what}: ${error instanceof Error ? error.message.replace(url, what) : String(error)}`);
    }
  }
}

export const medians = (runs: readonly Audit[]): Figures =>
  eachFigure((name) => median(runs.map((run) => run.figures[name])));

/** The run with the median performance score, whose findings are listed. */
export function medianRun(runs: readonly Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => a.figures.performance - b.figures.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Audit;
}
