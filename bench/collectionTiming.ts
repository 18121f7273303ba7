// Timing the collection screen in a browser page: its first render, and keystrokes in its search field.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from './browser';
import {
  FIRST_RENDER_PROBE,
  KEYSTROKE_PROBE,
  type EventStamp,
  type FirstGridStamp,
  type KeystrokeStamp,
} from './collectionProbe';
import { waitForAppOnLoads } from '../e2e/support/appReady';

/** What the probes leave on the page's window. */
type ProbedWindow = Window & { __benchFirstGrid?: FirstGridStamp | null; __benchKeys?: KeystrokeStamp[] };

export const FIRST_RENDER_RUNS = 3;
const KEYSTROKE_WAIT_MS = 2_000;
/**
 * Typed and erased again, a key at a time. Every product of the large catalog carries a number in its name
 * ("… No. 4207"), so each digit narrows the results and each Backspace widens them: every keystroke changes them.
 */
export const WORDS = ['4207', '1358', '962', '7041', '2586'];

export function keystrokePlan(count: number): string[] {
  const keys: string[] = [];
  for (let word = 0; keys.length < count; word += 1) {
    const text = WORDS[word % WORDS.length] ?? 'a';
    keys.push(...text.split(''), ...text.split('').map(() => 'Backspace'));
  }
  return keys.slice(0, count);
}

export async function firstRender(browser: Browser, baseUrl: string): Promise<FirstGridStamp> {
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

export interface Keystroke {
  key: string;
  toGridMs: number;
  toPaintMs: number;
  eventMs: number;
}

export async function keystrokes(
  page: Page,
  keys: readonly string[],
): Promise<{ timed: Keystroke[]; unchanged: number }> {
  await page.getByRole('button', { name: 'Search products' }).click();
  const field = page.getByRole('combobox', { name: 'Search products by name' });
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

export interface KeystrokeRun {
  /** The result count the screen showed before the first keystroke. */
  shown: string;
  timed: Keystroke[];
  unchanged: number;
}

/** One run of `keys` on a freshly loaded collection, in a browser context of its own. */
export async function keystrokeRun(browser: Browser, baseUrl: string, keys: readonly string[]): Promise<KeystrokeRun> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = waitForAppOnLoads(await context.newPage());
    await page.goto(`${baseUrl}/collection`);
    await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    const shown = await page
      .getByRole('status')
      .filter({ hasText: /products?$/ })
      .first()
      .textContent();
    return { shown: shown?.trim() ?? '?', ...(await keystrokes(page, keys)) };
  } finally {
    await context.close();
  }
}
