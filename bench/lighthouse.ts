// Section "lighthouse": Lighthouse 12's default (mobile, simulated throttling) audit of home, the collection and a
// product page, in Debian's Chromium, each beside its script-free copy: two freshly seeded shops (SQLite) from the same
// build, one seen directly, the other through bench/scriptFreeProxy.ts, which takes the scripts out of its pages.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { productList } from './browser';
import { onCleanup } from './cleanup';
import { floorTable, floorTargets, SCRIPT_FREE, SERVER_RENDERED, type PageFigures } from './lighthouseFloor';
import {
  auditWithRetries,
  FIGURE_NAMES,
  FIGURES,
  medianRun,
  medians,
  type Audit,
  type Figures,
  type RunLighthouse,
} from './lighthouseRun';
import { table, type SectionResult } from './report';
import { settings } from './settings';
import { startScriptFreeShop } from './scriptFreeShop';
import { startShop, type Shop } from './shop';
import { formatCount } from './stats';
import { baselineCheckout } from './baseline';

/**
 * BENCH_LIGHTHOUSE_BASELINE names an earlier commit whose build is measured beside this one, server-rendered, in the
 * same rounds (say, the storefront before it spoke Hindi, to see what that cost the English pages).
 */
const LIGHTHOUSE_BASELINE = process.env.BENCH_LIGHTHOUSE_BASELINE;

const MODES: ReadonlyArray<{ name: string; start: () => Promise<Shop> }> = [
  { name: SERVER_RENDERED, start: () => startShop({ kind: 'sqlite' }) },
  { name: SCRIPT_FREE, start: startScriptFreeShop },
  ...(LIGHTHOUSE_BASELINE
    ? [
        {
          name: `${SERVER_RENDERED}, ${LIGHTHOUSE_BASELINE}`,
          start: () => startShop({ kind: 'sqlite', checkout: baselineCheckout(LIGHTHOUSE_BASELINE) }),
        },
      ]
    : []),
];
type Mode = string;

const PAGES = [
  { page: '/', path: () => '/' },
  { page: '/collection', path: () => '/collection' },
  { page: '/product/:id', path: (productId: string) => `/product/${productId}` },
];

/** One page in one mode, and its runs. */
interface Cell {
  page: string;
  mode: Mode;
  url: string;
  runs: Audit[];
}

const label = (cell: Cell) => `${cell.page} (${cell.mode})`;

async function firstProductId(shop: Shop): Promise<string> {
  const product = (await productList(shop.baseUrl))[0];
  if (!product) throw new Error('The seeded shop has no products.');
  return product._id;
}

/** Every page in every mode, modes alternating: each round of runs visits them in this order, so noise falls on both. */
async function cellsOf(shops: ReadonlyArray<{ mode: Mode; shop: Shop }>): Promise<Cell[]> {
  const withProduct = await Promise.all(
    shops.map(async (each) => ({ ...each, productId: await firstProductId(each.shop) })),
  );
  return PAGES.flatMap(({ page, path }) =>
    withProduct.map(({ mode, shop, productId }) => ({
      page,
      mode,
      url: `${shop.baseUrl}${path(productId)}`,
      runs: [],
    })),
  );
}

async function runAll(lighthouse: RunLighthouse, cells: readonly Cell[], retried: string[]): Promise<void> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const closeChrome = onCleanup('Chromium for Lighthouse', () => chrome.kill());
  try {
    for (let round = 0; round < settings.lighthouseRuns; round += 1) {
      for (const cell of cells)
        cell.runs.push(await auditWithRetries(lighthouse, chrome.port, label(cell), cell.url, retried));
    }
  } finally {
    await closeChrome();
  }
}

/** Each page's figures in the two modes its targets compare. */
function pageFigures(measured: ReadonlyArray<Cell & { figures: Figures }>): PageFigures[] {
  return PAGES.flatMap(({ page }) => {
    const shop = measured.find((cell) => cell.page === page && cell.mode === SERVER_RENDERED);
    const floor = measured.find((cell) => cell.page === page && cell.mode === SCRIPT_FREE);
    return shop && floor ? [{ page, shop: shop.figures, floor: floor.figures }] : [];
  });
}

export async function lighthouseSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const { default: lighthouse } = await import('lighthouse');
  // Should one fail to start, the run's cleanup stops the other.
  const shops = await Promise.all(MODES.map(async ({ name, start }) => ({ mode: name, shop: await start() })));
  try {
    const retried: string[] = [];
    const cells = await cellsOf(shops);
    await runAll(lighthouse, cells, retried);
    const measured = cells.map((cell) => ({ ...cell, figures: medians(cell.runs) }));
    const pages = pageFigures(measured);
    const warnings = [...new Set(cells.flatMap(({ runs }) => runs.flatMap((run) => run.warnings)))];
    const body = [
      `${cells[0]?.runs[0]?.setup ?? 'Lighthouse'}: its default configuration, categories performance, accessibility, ` +
        'best practices and SEO. Two shops from the same build: one as it serves its pages (server-rendered), the ' +
        'other through a proxy that takes every script out of its pages (script-free: each `<script>` but structured ' +
        "data, the page's answers for the app included, script preloads in the markup and in the Link header; the " +
        'page compressed again as the shop sent it). ' +
        `${settings.lighthouseRuns} run(s) per page and mode, taken in turn with the modes alternating; each figure ` +
        'is the median of its runs. Transferred: all bytes the load fetched (total-byte-weight).' +
        (LIGHTHOUSE_BASELINE
          ? ` A third shop runs the build of ${LIGHTHOUSE_BASELINE} (BENCH_LIGHTHOUSE_BASELINE), server-rendered, in the same rounds.`
          : ''),
      '',
      'What the scripts cost each page (server-rendered against script-free, medians):',
      '',
      floorTable(pages),
      '',
      'Every figure:',
      '',
      table(
        ['page', 'mode', ...FIGURE_NAMES.map((name) => FIGURES[name].header), 'performance of each run'],
        measured.map((cell) => [
          cell.page,
          cell.mode,
          ...FIGURE_NAMES.map((name) => FIGURES[name].format(cell.figures[name])),
          cell.runs.map((run) => formatCount(run.figures.performance)).join(', '),
        ]),
      ),
      '',
      "Lighthouse's failing performance audits in the run with the median performance score (diagnostics, worst first):",
      '',
      ...cells.map((cell) => `- ${label(cell)}: ${medianRun(cell.runs).findings.join('; ') || 'none'}`),
      ...(warnings.length > 0 ? ['', `Lighthouse warned: ${warnings.join(' ')}`] : []),
      ...(retried.length > 0 ? ['', `Runs repeated after a Lighthouse error: ${retried.join('; ')}.`] : []),
    ].join('\n');
    return { name: 'lighthouse', title: 'Lighthouse (mobile)', body, targets: pages.flatMap(floorTargets) };
  } finally {
    await Promise.all(shops.map(({ shop }) => shop.stop()));
  }
}
