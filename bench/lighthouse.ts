// Section "lighthouse": Lighthouse 12's default (mobile, simulated throttling) audit of home, the collection and a
// product page, in Debian's Chromium, against a freshly seeded shop (SQLite).
import type lighthouseModule from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { productList } from './browser';
import { onCleanup } from './cleanup';
import { atLeast, exactly, table, type SectionResult, type Target } from './report';
import { settings } from './settings';
import { startShop } from './shop';
import { formatCount, formatDecimal, formatMs } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface Audit {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  warnings: string[];
  setup: string;
  /** Lighthouse's own failing performance audits, worst first: where the score goes. */
  findings: string[];
}

const FINDINGS_SHOWN = 4;

type RunLighthouse = typeof lighthouseModule;

async function audit(lighthouse: RunLighthouse, port: number, page: string, url: string): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const findings = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0)
    .flatMap((ref) => {
      const found = lhr.audits[ref.id];
      return found && found.score !== null && found.score < 0.9 ? [found] : [];
    })
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .slice(0, FINDINGS_SHOWN)
    .map((found) => (found.displayValue ? `${found.title} (${found.displayValue})` : found.title));
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    warnings: lhr.runWarnings,
    findings,
    setup:
      `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} (${lhr.configSettings.screenEmulation.width} × ` +
      `${lhr.configSettings.screenEmulation.height}), ${lhr.configSettings.throttlingMethod} throttling ` +
      `(${lhr.configSettings.throttling.rttMs ?? '?'} ms RTT, ${lhr.configSettings.throttling.throughputKbps ?? '?'} kbit/s, ` +
      `${lhr.configSettings.throttling.cpuSlowdownMultiplier ?? '?'}× CPU slowdown)`,
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is repeated. */
const ATTEMPTS = 3;

async function auditWithRetries(
  lighthouse: RunLighthouse,
  port: number,
  page: string,
  url: string,
  retried: string[],
): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(lighthouse, port, page, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      retried.push(`${page}: ${error instanceof Error ? error.message.replace(url, page) : String(error)}`);
    }
  }
}

/** The run with the median performance score stands for the page. */
function medianRun(runs: readonly Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Audit;
}

export async function lighthouseSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const shop = await startShop({ kind: 'sqlite' });
  try {
    const product = (await productList(shop.baseUrl))[0];
    if (!product) throw new Error('The seeded shop has no products.');
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const closeChrome = onCleanup('Chromium for Lighthouse', () => chrome.kill());
    const pages: Array<{ label: string; path: string }> = [
      { label: '/', path: '/' },
      { label: '/collection', path: '/collection' },
      { label: '/product/:id', path: `/product/${product._id}` },
    ];
    const audits: Array<{ chosen: Audit; runs: Audit[] }> = [];
    const retried: string[] = [];
    try {
      for (const page of pages) {
        const runs: Audit[] = [];
        for (let run = 0; run < settings.lighthouseRuns; run += 1) {
          runs.push(
            await auditWithRetries(lighthouse, chrome.port, page.label, `${shop.baseUrl}${page.path}`, retried),
          );
        }
        audits.push({ chosen: medianRun(runs), runs });
      }
    } finally {
      await closeChrome();
    }
    const warnings = [...new Set(audits.flatMap(({ runs }) => runs.flatMap((run) => run.warnings)))];
    const body = [
      `${audits[0]?.chosen.setup ?? 'Lighthouse'}: its default configuration, categories performance, accessibility ` +
        `and best practices; ${settings.lighthouseRuns} run(s) per page, the run with the median performance score shown.`,
      '',
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS', 'performance of each run'],
        audits.map(({ chosen, runs }) => [
          chosen.page,
          formatCount(chosen.performance),
          formatCount(chosen.accessibility),
          formatCount(chosen.bestPractices),
          formatMs(chosen.lcpMs),
          formatMs(chosen.tbtMs),
          formatDecimal(chosen.cls, 3),
          runs.map((run) => formatCount(run.performance)).join(', '),
        ]),
      ),
      '',
      "Lighthouse's failing performance audits in the run shown (diagnostics, worst first):",
      '',
      ...audits.map(({ chosen }) => `- ${chosen.page}: ${chosen.findings.join('; ') || 'none'}`),
      ...(warnings.length > 0 ? ['', `Lighthouse warned: ${warnings.join(' ')}`] : []),
      ...(retried.length > 0 ? ['', `Runs repeated after a Lighthouse error: ${retried.join('; ')}.`] : []),
    ].join('\n');
    const targets: Target[] = audits.flatMap(({ chosen }) => [
      atLeast(`Lighthouse mobile performance, ${chosen.page}`, 95, chosen.performance, formatCount),
      exactly(`Lighthouse accessibility, ${chosen.page}`, 100, chosen.accessibility, formatCount),
    ]);
    return { name: 'lighthouse', title: 'Lighthouse (mobile)', body, targets };
  } finally {
    await shop.stop();
  }
}
