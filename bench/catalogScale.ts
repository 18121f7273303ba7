// Section "catalog-scale": the storefront at the demo's 72 products and at a real shop's 20,000, side by side with the
// whole-list design (bench/baseline.ts) in the same run: what a first visit to /collection downloads on a throttled
// phone and when its app is there, how soon a tap made at first sight takes effect, and how much memory the server
// holds after rendering 1,000 distinct product pages.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { PHONE_CPU_SLOWDOWN, throttleLikeAPhone } from '../e2e/support/throttling';
import { baselineCheckout, BASELINE_COMMIT } from './baseline';
import { PHONE, withBrowser } from './browser';
import { CONTROLS, summarize, tapAtFirstSight, type TapTiming } from './firstSight';
import { below, table, type SectionResult, type Target } from './report';
import { startShop, type Shop } from './shop';
import { coldLoad } from './transfer';
import { formatCount, formatKb, formatMs, median } from './stats';

const LARGE = 20_000;
const DEMO = 72;
const TAP_RUNS = 3;
const PAGES_RENDERED = 1_000;
const PAGE_CONCURRENCY = 4;
const READY_LIMIT_MS = 60_000;

/** Typed into the search field a key at a time, as a shopper types: every product at 20,000 has a number in its name. */
const TYPED = '4207';
const KEY_GAP_MS = 150;
const TYPING_RUNS = 3;
const TYPING_LIMIT_MS = 300;
/** A run whose grid has not narrowed this long after the last key counts as never. */
const TYPING_GIVE_UP_MS = 15_000;
/** The page tells the bench through this binding when the grid has narrowed. */
const NARROWED_BINDING = 'benchTypingNarrowed';

const TRANSFER_LIMIT_BYTES = 350_000;
const TRANSFER_GROWTH_LIMIT = 1.1;
const TAP_LIMIT_MS = 1_000;
const RESIDENT_LIMIT_MB = 600;

type Design = 'queried' | 'whole list';

interface Visit {
  design: Design;
  products: number;
  bytes: number;
  requests: number;
  /** Navigation start to the app having taken the page over, on the throttled phone. */
  readyMs: number;
}

/** Navigation start to `<html data-app="ready">` on a throttled phone, in a fresh context. */
async function throttledReady(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: READY_LIMIT_MS });
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

/**
 * Installed in the page (as text: the bench's compiler would wrap a function's inner names in a helper the page
 * lacks) and started just before the first key. Every animation frame after the last keystroke it checks whether the
 * grid shows only products whose names contain what is typed and is no longer marked busy, and hands the time from
 * that keystroke to the first such frame to the bench through a binding made before the page opened. Nothing of the
 * bench runs in the page while it waits (an evaluation or a poll then costs a slowed phone tens of milliseconds of
 * the very time being measured).
 */
const TYPING_WATCHER = `
window.watchTyping = function (typed) {
  var lastKeyAt = NaN;
  var keys = 0;
  document.addEventListener('keydown', function (event) { lastKeyAt = event.timeStamp; keys += 1; }, true);
  function check() {
    var grid = document.querySelector('ul[aria-label="Products"]');
    if (keys >= typed.length && grid && grid.getAttribute('aria-busy') !== 'true') {
      var names = Array.from(grid.querySelectorAll('li'), function (card) { return (card.textContent || '').toLowerCase(); });
      if (names.length > 0 && names.every(function (name) { return name.includes(typed); })) {
        window.${NARROWED_BINDING}(performance.now() - lastKeyAt);
        return;
      }
    }
    requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
};`;

/**
 * On a settled /collection at 4x CPU (no network throttling), the search bar opened and TYPED typed into it: the time
 * from the last keystroke (its event's timestamp) to the frame in which the grid shows only products whose names
 * contain it, and no longer says it is busy.
 */
async function lastKeystrokeToGrid(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    let narrowed: (ms: number) => void = () => undefined;
    const narrowedAfter = new Promise<number>((resolve) => {
      narrowed = resolve;
    });
    await context.exposeBinding(NARROWED_BINDING, (_source, ms: number) => narrowed(ms));
    const page = await context.newPage();
    await page.addInitScript(TYPING_WATCHER);
    await page.goto(`${baseUrl}/collection`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: READY_LIMIT_MS });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.getByRole('button', { name: 'Search products' }).click();
    // The search field of either design: a combobox now, a plain search box in the whole-list design.
    const field = page.locator('[role="search"] input[type="search"]:visible');
    await field.waitFor();
    await page.evaluate(
      (typed) => (window as Window & { watchTyping?: (text: string) => void }).watchTyping?.(typed),
      TYPED,
    );
    for (const [index, key] of [...TYPED].entries()) {
      if (index > 0) await page.waitForTimeout(KEY_GAP_MS);
      await field.press(key);
    }
    // A design that loses a keystroke never shows only what was typed: that run counts as never.
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(Number.NaN), TYPING_GIVE_UP_MS);
    });
    try {
      return await Promise.race([narrowedAfter, giveUp]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await context.close();
  }
}

async function productIds(shop: Shop, count: number): Promise<string[]> {
  const response = await fetch(`${shop.baseUrl}/api/product/list`);
  const { products } = (await response.json()) as {
    products: Array<{ _id: string; sizes: string[]; stock: Record<string, number> }>;
  };
  return products
    .filter((product) => product.sizes.some((size) => (product.stock[size] ?? 0) > 0))
    .slice(0, count)
    .map((product) => product._id);
}

/** The server's resident memory in MB (Linux), read from /proc. */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Renders `PAGES_RENDERED` distinct product pages (a crawler's walk) and reads the server's memory after. */
async function memoryAfterPages(
  shop: Shop,
  ids: readonly string[],
): Promise<{ before: number; after: number; failed: number }> {
  const before = residentMb(shop.pid);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      const response = await fetch(`${shop.baseUrl}/product/${encodeURIComponent(id)}`, {
        headers: { 'accept-encoding': 'br' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, worker));
  return { before, after: residentMb(shop.pid), failed };
}

interface DesignRun {
  design: Design;
  visits: Visit[];
  taps: Array<{ label: string; timings: TapTiming[] }>;
  /** Last keystroke to the narrowed grid, per run, at 20,000 products. */
  typing: number[];
  memory: { before: number; after: number; failed: number };
}

async function measureDesign(browser: Browser, design: Design, checkout: string | undefined): Promise<DesignRun> {
  const visits: Visit[] = [];
  const taps: DesignRun['taps'] = [];
  const typing: number[] = [];
  let memory = { before: Number.NaN, after: Number.NaN, failed: 0 };
  for (const products of [DEMO, LARGE]) {
    const shop = await startShop({ kind: 'sqlite', products, checkout });
    try {
      const load = await coldLoad(
        browser,
        shop.baseUrl,
        `/collection, ${formatCount(products)} products`,
        '/collection',
      );
      const readyMs = await throttledReady(browser, `${shop.baseUrl}/collection`);
      visits.push({ design, products, bytes: load.total, requests: load.requests, readyMs });
      if (products !== LARGE) continue;
      const ids = await productIds(shop, PAGES_RENDERED);
      for (const control of CONTROLS) {
        const timings: TapTiming[] = [];
        for (let run = 0; run < TAP_RUNS; run += 1)
          timings.push(await tapAtFirstSight(browser, shop.baseUrl, ids[run] ?? '', control));
        taps.push({ label: `${control.control} on ${control.page}`, timings });
      }
      for (let run = 0; run < TYPING_RUNS; run += 1) typing.push(await lastKeystrokeToGrid(browser, shop.baseUrl));
      memory = await memoryAfterPages(shop, ids);
    } finally {
      await shop.stop();
    }
  }
  return { design, visits, taps, typing, memory };
}

/** A run that gave up ranks after every time. */
const neverIsInfinite = (ms: number) => (Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms);
/** A time, or “never” for a run that gave up. */
const msOrNever = (ms: number) => (Number.isFinite(ms) ? formatMs(ms) : 'never');

const lostOr = (timings: readonly TapTiming[]) => {
  const summary = summarize(timings);
  return summary.lost === timings.length
    ? 'lost'
    : `${formatMs(summary.medianMs)}${summary.lost > 0 ? ` (${summary.lost} lost)` : ''}`;
};

export async function catalogScaleSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const checkout = baselineCheckout();
  return withBrowser(async (browser) => {
    const queried = await measureDesign(browser, 'queried', undefined);
    const whole = await measureDesign(browser, 'whole list', checkout);
    const runs = [queried, whole];
    const visit = (run: DesignRun, products: number) => run.visits.find((each) => each.products === products);
    const large = visit(queried, LARGE);
    const demo = visit(queried, DEMO);
    const tapMedians = queried.taps.map((tap) => summarize(tap.timings));
    const targets: Target[] = [
      below(
        `First visit to /collection at ${formatCount(LARGE)} products (bytes, phone)`,
        TRANSFER_LIMIT_BYTES,
        large?.bytes ?? Number.NaN,
        formatKb,
        true,
      ),
      below(
        `First visit at ${formatCount(LARGE)} products against ${DEMO} (ratio)`,
        TRANSFER_GROWTH_LIMIT,
        (large?.bytes ?? Number.NaN) / (demo?.bytes ?? Number.NaN),
        (value) => `× ${value.toFixed(2)}`,
        true,
      ),
      ...queried.taps.map((tap, index) =>
        below(
          `Tap at first sight to its effect, ${tap.label} (median, throttled phone)`,
          TAP_LIMIT_MS,
          tapMedians[index]?.lost ? Number.NaN : (tapMedians[index]?.medianMs ?? Number.NaN),
          formatMs,
          true,
        ),
      ),
      below(
        `Last keystroke to the narrowed grid at ${formatCount(LARGE)} products, 4x CPU (median of ${TYPING_RUNS})`,
        TYPING_LIMIT_MS,
        median(queried.typing.map(neverIsInfinite)),
        formatMs,
        true,
      ),
      below(
        `Server resident memory after ${formatCount(PAGES_RENDERED)} product pages of ${formatCount(LARGE)}`,
        RESIDENT_LIMIT_MB,
        queried.memory.after,
        (value) => `${value.toFixed(0)} MB`,
      ),
    ];
    const body = [
      `Each design on SQLite, once with the demo's ${DEMO} products and once with ${formatCount(LARGE)}; “whole list” is ` +
        `the storefront at commit ${BASELINE_COMMIT} (every visit carries the whole product list; the app starts after the ` +
        `page's load event), built and run from its own checkout in the same run. Chromium at 390 × 844.`,
      '',
      '### A first visit to /collection',
      '',
      'Bytes on the wire (headers included, every request until the network rests) of a cold visit, and the time from ' +
        'navigation to the app having taken the page over on a throttled phone (150 ms round trip, 1.6 Mbps, 4x CPU).',
      '',
      table(
        ['design', 'products', 'requests', 'downloaded', 'app ready (throttled)'],
        runs.flatMap((run) =>
          run.visits.map((each) => [
            run.design,
            formatCount(each.products),
            formatCount(each.requests),
            formatKb(each.bytes),
            formatMs(each.readyMs),
          ]),
        ),
      ),
      '',
      `### Taps at first sight (${formatCount(LARGE)} products, throttled phone, ${TAP_RUNS} cold visits each)`,
      '',
      'The control is tapped the moment it is visible; the time runs from the tap to its effect on screen (the menu ' +
        'or the filters open, the size chosen; for a size and then ADD TO CART, tapped at once after it, from the ' +
        'ADD TO CART tap to the line saying the piece was added). “lost”: no effect within 15 s.',
      '',
      table(
        ['control', 'shown after (median)', 'queried: tap to effect (median)', 'whole list: tap to effect (median)'],
        queried.taps.map((tap, index) => [
          tap.label,
          formatMs(median(tap.timings.map((timing) => timing.shownMs))),
          lostOr(tap.timings),
          lostOr(whole.taps[index]?.timings ?? []),
        ]),
      ),
      '',
      `### Typing in the search bar (${formatCount(LARGE)} products, settled page, 4x CPU)`,
      '',
      `“${TYPED}” typed a key every ${KEY_GAP_MS} ms; from the last keystroke to the frame whose grid shows only products ` +
        `whose names contain it (and is no longer marked busy); “never”: not within ${TYPING_GIVE_UP_MS / 1000} s (a keystroke lost).`,
      '',
      table(
        ['design', ...Array.from({ length: TYPING_RUNS }, (_, run) => `run ${run + 1}`), 'median'],
        runs.map((run) => [
          run.design,
          ...run.typing.map(msOrNever),
          msOrNever(median(run.typing.map(neverIsInfinite))),
        ]),
      ),
      '',
      `### Server memory after ${formatCount(PAGES_RENDERED)} distinct product pages (${formatCount(LARGE)} products)`,
      '',
      table(
        ['design', 'resident before', 'resident after', 'pages not 200'],
        runs.map((run) => [
          run.design,
          `${run.memory.before.toFixed(0)} MB`,
          `${run.memory.after.toFixed(0)} MB`,
          formatCount(run.memory.failed),
        ]),
      ),
    ].join('\n');
    return {
      name: 'catalog-scale',
      title: 'A real catalog on a phone: what a visit downloads, taps at first sight, server memory',
      body,
      targets,
    };
  });
}
