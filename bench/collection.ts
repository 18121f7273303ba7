// Section "collection": the collection screen in Chromium against a shop holding the large catalog: how soon the
// grid first shows, and how long a keystroke in the search field takes to reach an updated grid on screen.
import { DESKTOP, productList, withBrowser } from './browser';
import type { FirstGridStamp } from './collectionProbe';
import { FIRST_RENDER_RUNS, firstRender, keystrokePlan, keystrokes, WORDS } from './collectionTiming';
import { below, table, type SectionResult, type Target } from './report';
import { settings } from './settings';
import { startShop } from './shop';
import { formatCount, formatMs, median, percentile } from './stats';
import { waitForAppOnLoads } from '../e2e/support/appReady';

const KEYSTROKE_LIMIT_MS = 50;

/** Judged on the p95 of keystroke to the frame after the change; the median is shown beside it. */
function keystrokeTarget(toPaint: readonly number[]): Target {
  const target = below(
    `Keystroke to updated grid at ${formatCount(settings.products)} products (p95, to the next frame)`,
    KEYSTROKE_LIMIT_MS,
    toPaint.length > 0 ? percentile(toPaint, 0.95) : Number.NaN,
    formatMs,
  );
  return toPaint.length > 0
    ? { ...target, measured: `${target.measured} (median ${formatMs(median(toPaint))})` }
    : target;
}

export async function collectionSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const shop = await startShop({ kind: 'sqlite', products: settings.products });
  try {
    return await withBrowser(async (browser) => {
      // The server compresses a changed catalog on its first request; every timed load finds it ready.
      await productList(shop.baseUrl);
      const renders: FirstGridStamp[] = [];
      for (let run = 0; run < FIRST_RENDER_RUNS; run += 1) renders.push(await firstRender(browser, shop.baseUrl));
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = waitForAppOnLoads(await context.newPage());
      await page.goto(`${shop.baseUrl}/collection`);
      await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
      const shown = await page
        .getByRole('status')
        .filter({ hasText: /products?$/ })
        .first()
        .textContent();
      const { timed, unchanged } = await keystrokes(page, keystrokePlan(settings.keystrokes));
      await context.close();

      const toPaint = timed.map((stroke) => stroke.toPaintMs);
      const toGrid = timed.map((stroke) => stroke.toGridMs);
      const eventDurations = timed.map((stroke) => stroke.eventMs);
      const eventText = (value: number) => (value < 16 ? '< 16 ms' : formatMs(value));
      const body = [
        `A shop holding ${formatCount(settings.products)} products (SQLite), Chromium at 1280 × 800 without CPU or ` +
          `network throttling. The screen showed “${shown?.trim() ?? '?'}”.`,
        '',
        '### First render of /collection',
        '',
        `${FIRST_RENDER_RUNS} cold loads (fresh context; the server's compressed list made beforehand): from ` +
          "navigation start to the product list's arrival, to the first cards in the grid, and to the end of the " +
          'frame that shows them.',
        '',
        table(
          ['', 'list arrived', 'grid in the DOM', 'grid painted'],
          [
            [
              'median',
              formatMs(median(renders.map((r) => r.listAt ?? Number.NaN))),
              formatMs(median(renders.map((r) => r.domAt))),
              formatMs(median(renders.map((r) => r.paintedAt))),
            ],
            [
              'each run',
              renders.map((r) => formatMs(r.listAt ?? Number.NaN)).join(', '),
              renders.map((r) => formatMs(r.domAt)).join(', '),
              renders.map((r) => formatMs(r.paintedAt)).join(', '),
            ],
          ],
        ),
        '',
        '### Keystroke to updated grid',
        '',
        `${formatCount(settings.keystrokes)} keystrokes in the search field, one at a time (${WORDS.join(', ')}: each ` +
          'typed and erased again; each keystroke changes the results), 100 ms apart. Timed from the keydown ' +
          'event’s timestamp to the first change of the results on the page (the count or the cards of the grid), and ' +
          'to the end of the frame after it; “event” is the Event Timing API’s duration of the ' +
          'keystroke’s interaction (INP-like; only durations of 16 ms and more are reported).' +
          (unchanged > 0
            ? ` ${formatCount(unchanged)} keystroke(s) left the results unchanged and are not counted.`
            : ''),
        '',
        table(
          ['', 'to results change', 'to next frame', 'event duration', 'keystrokes timed'],
          [
            [
              'median',
              formatMs(median(toGrid)),
              formatMs(median(toPaint)),
              eventText(median(eventDurations)),
              formatCount(timed.length),
            ],
            [
              'p95',
              formatMs(percentile(toGrid, 0.95)),
              formatMs(percentile(toPaint, 0.95)),
              eventText(percentile(eventDurations, 0.95)),
              '',
            ],
            [
              'max',
              formatMs(Math.max(...toGrid)),
              formatMs(Math.max(...toPaint)),
              eventText(Math.max(...eventDurations)),
              '',
            ],
          ],
        ),
      ].join('\n');
      return {
        name: 'collection',
        title: `Collection at ${formatCount(settings.products)} products`,
        body,
        targets: [keystrokeTarget(toPaint)],
      };
    });
  } finally {
    await shop.stop();
  }
}
