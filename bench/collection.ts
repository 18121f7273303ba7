// Section "collection": the collection screen in Chromium against a shop holding the large catalog: how soon the
// grid first shows, and how long a keystroke in the search field takes to reach an updated grid on screen.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, productList, withBrowser } from './browser';
import {
  FIRST_RENDER_PROBE,
  KEYSTROKE_PROBE,
  type EventStamp,
  type FirstGridStamp,
  type KeystrokeStamp,
} from './collectionProbe';
import { below, table, type SectionResult } from './report';
import { settings } from './settings';
import { startShop } from './shop';
import { formatCount, formatMs, median, percentile } from './stats';

/** What the probes leave on the page's window. */
type ProbedWindow = Window & { __benchFirstGrid?: FirstGridStamp | null; __benchKeys?: KeystrokeStamp[] };

const KEYSTROKE_LIMIT_MS = 50;
const FIRST_RENDER_RUNS = 3;
const KEYSTROKE_WAIT_MS = 2_000;
/**
 * Typed and erased again, a key at a time. Every product of the large catalog carries a number in its name
 * ("… No. 4207"), so each digit narrows the results and each Backspace widens them: every keystroke changes them.
 */
const WORDS = ['4207', '1358', '962', '7041', '2586'];

function keystrokePlan(count: number): string[] {
  const keys: string[] = [];
  for (let word = 0; keys.length < count; word += 1) {
    const text = WORDS[word % WORDS.length] ?? 'a';
    keys.push(...text.split(''), ...text.split('').map(() => 'Backspace'));
  }
  return keys.slice(0, count);
}

async function firstRender(browser: Browser, baseUrl: string): Promise<FirstGridStamp> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: FIRST_RENDER_PROBE });
    await page.goto(`${baseUrl}/collection`);
    await page.waitForFunction(() => (window as ProbedWindow).__benchFirstGrid !== null, undefined, {
      timeout: 60_000,
    });
    return await page.evaluate<FirstGridStamp>('window.__benchFirstGrid');
  } finally {
    await context.close();
  }
}

interface Keystroke {
  key: string;
  toGridMs: number;
  toPaintMs: number;
  eventMs: number;
}

async function keystrokes(page: Page, keys: readonly string[]): Promise<{ timed: Keystroke[]; unchanged: number }> {
  await page.getByRole('button', { name: 'Search products' }).click();
  const field = page.getByRole('searchbox', { name: 'Search products by name' });
  await field.waitFor();
  await field.focus();
  await page.evaluate(KEYSTROKE_PROBE);
  let unchanged = 0;
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    const painted = await page
      .waitForFunction((at) => ((window as ProbedWindow).__benchKeys?.[at]?.paintedAt ?? null) !== null, index, {
        timeout: KEYSTROKE_WAIT_MS,
      })
      .then(
        () => true,
        () => false,
      );
    if (!painted) unchanged += 1;
    // A pause between keystrokes, so each is timed on its own rather than queued behind the one before.
    await page.waitForTimeout(100);
  }
  const stamps = await page.evaluate<KeystrokeStamp[]>('window.__benchKeys');
  const events = await page.evaluate<EventStamp[]>('window.__benchEvents');
  const timed = stamps.flatMap((stamp) => {
    if (stamp.domAt === null || stamp.paintedAt === null) return [];
    const own = events.find((event) => event.name === 'keydown' && Math.abs(event.start - stamp.start) < 1);
    const interaction = own ? events.filter((event) => event.interactionId === own.interactionId) : [];
    return [
      {
        key: stamp.key,
        toGridMs: stamp.domAt - stamp.start,
        toPaintMs: stamp.paintedAt - stamp.start,
        eventMs: Math.max(0, ...interaction.map((event) => event.duration)),
      },
    ];
  });
  return { timed, unchanged };
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
      const page = await context.newPage();
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
        targets: [
          below(
            `Keystroke to updated grid at ${formatCount(settings.products)} products (p95, next frame)`,
            KEYSTROKE_LIMIT_MS,
            timed.length > 0 ? percentile(toPaint, 0.95) : Number.NaN,
            formatMs,
          ),
        ],
      };
    });
  } finally {
    await shop.stop();
  }
}
