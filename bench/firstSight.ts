// Taps at first sight: a shopper on a throttled phone (150 ms round trip, 1.6 Mbps, 4x CPU) taps a control of /,
// /collection and /product/:id the moment it shows, and we time the tap to its effect on screen. The same taps on
// the whole-list design (bench/baseline.ts) in the same run: there the app starts only after the page's `load` event,
// and a tap made before it is lost.
import type { Browser, Locator, Page } from 'playwright-core';
import { throttleLikeAPhone } from '../e2e/support/throttling';
import { PHONE } from './browser';
import { median } from './stats';

/** How long a tap is given to take effect before it counts as lost. */
const EFFECT_LIMIT_MS = 15_000;

export interface Control {
  page: string;
  control: string;
  /** The page's address, for a product in stock. */
  path: (productId: string) => string;
  locate: (page: Page) => Locator;
  /** A second control tapped right after the first (ADD TO CART after a size): the time runs from its tap. */
  then?: (page: Page) => Locator;
  /**
   * Typed at once after the tap, then Enter (the search): the time runs from the tap to the grid whose first products
   * are named for it, on whichever page shows it (the server's, when the search is sent before the app).
   */
  typed?: string;
  /**
   * The tap has taken effect once the element `selector` finds has `attribute` set to "true", or without an attribute
   * once it has any text.
   */
  effect: { selector: string; attribute?: string };
}

export const CONTROLS: readonly Control[] = [
  {
    page: '/',
    control: 'menu button',
    path: () => '/',
    locate: (page) => page.getByRole('button', { name: 'Open menu' }),
    effect: { selector: '[aria-label="Open menu"]', attribute: 'aria-expanded' },
  },
  {
    page: '/collection',
    control: 'FILTERS',
    path: () => '/collection',
    locate: (page) => page.getByRole('button', { name: 'FILTERS' }),
    effect: { selector: '[aria-controls="collection-filters"]', attribute: 'aria-expanded' },
  },
  {
    page: '/product/:id',
    control: 'a size',
    path: (productId) => `/product/${encodeURIComponent(productId)}`,
    locate: (page) => page.getByRole('group', { name: 'Select Size' }).getByRole('button').first(),
    effect: { selector: '[aria-labelledby="size-label"] button', attribute: 'aria-pressed' },
  },
  {
    page: '/product/:id',
    control: 'a size, then ADD TO CART',
    path: (productId) => `/product/${encodeURIComponent(productId)}`,
    locate: (page) => page.getByRole('group', { name: 'Select Size' }).locator('button:enabled').first(),
    then: (page) => page.getByRole('button', { name: 'ADD TO CART' }),
    // SizePicker's status line: "Added <name>, size <size>, to your cart."
    effect: { selector: '[aria-labelledby="size-label"] ~ [role="status"]' },
  },
  {
    page: '/collection',
    control: 'the search icon, then "jacket" and Enter',
    path: () => '/collection',
    locate: (page) => page.getByRole('button', { name: 'Search products' }),
    typed: 'jacket',
    effect: { selector: '[aria-label="Products"]' },
  },
];

/** How many of the grid's first products must be named for the search (it narrowed). */
const SEARCHED_FIRST = 4;

/** Waits for the grid whose first products are named for `typed`, not marked busy: when it showed (epoch ms). */
async function narrowedGridAt(page: Page, selector: string, typed: string): Promise<number | null> {
  const deadline = Date.now() + EFFECT_LIMIT_MS;
  while (Date.now() < deadline) {
    const narrowed = await page
      .evaluate(
        ({ gridSelector, word, first }) => {
          const grid = document.querySelector(gridSelector);
          if (!grid || grid.getAttribute('aria-busy') === 'true') return false;
          const names = [...grid.querySelectorAll('a')].slice(0, first).map((link) => link.textContent ?? '');
          return names.length === first && names.every((name) => name.toLowerCase().includes(word));
        },
        { gridSelector: selector, word: typed, first: SEARCHED_FIRST },
      )
      // The page is going to the next one (the search sent by the browser): ask that one.
      .catch(() => false);
    if (narrowed) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  return null;
}

export interface TapTiming {
  /** Navigation start to the control on screen. */
  shownMs: number;
  /** The tap to its effect; null when it had none within the limit (lost). */
  effectMs: number | null;
  /** Whether the app had taken the page over when the tap was made. */
  tappedBeforeApp: boolean;
}

/** One cold visit (fresh context) with one tap the moment the control shows. */
export async function tapAtFirstSight(
  browser: Browser,
  baseUrl: string,
  productId: string,
  control: Control,
): Promise<TapTiming> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.goto(`${baseUrl}${control.path(productId)}`, { waitUntil: 'commit' });
    const target = control.locate(page);
    await target.waitFor({ state: 'visible', timeout: EFFECT_LIMIT_MS });
    const now = () =>
      page.evaluate(() => ({ at: performance.now(), ready: document.documentElement.dataset.app === 'ready' }));
    let tapped = await now();
    if (control.typed !== undefined) {
      // Across a navigation the page's clock starts again: this one is timed from here.
      const tapAt = Date.now();
      await target.tap({ timeout: EFFECT_LIMIT_MS });
      // As a shopper does: typed once the field shows, ready to take it (the page's own, or the app's bar).
      const field = page.locator('input[type="search"]:focus');
      const ready = await field.waitFor({ state: 'visible', timeout: EFFECT_LIMIT_MS }).then(
        () => true,
        () => false,
      );
      if (!ready) return { shownMs: tapped.at, effectMs: null, tappedBeforeApp: !tapped.ready };
      await page.keyboard.type(control.typed);
      await page.keyboard.press('Enter');
      const shownAt = await narrowedGridAt(page, control.effect.selector, control.typed);
      return {
        shownMs: tapped.at,
        effectMs: shownAt === null ? null : shownAt - tapAt,
        tappedBeforeApp: !tapped.ready,
      };
    }
    await target.tap({ timeout: EFFECT_LIMIT_MS });
    if (control.then) {
      tapped = await now();
      await control.then(page).tap({ timeout: EFFECT_LIMIT_MS });
    }
    const effectAt = await page
      .waitForFunction(
        ({ selector, attribute }) => {
          const element = document.querySelector(selector);
          const done = attribute ? element?.getAttribute(attribute) === 'true' : Boolean(element?.textContent?.trim());
          return done && performance.now();
        },
        control.effect,
        { polling: 'raf', timeout: EFFECT_LIMIT_MS },
      )
      .then(
        (handle) => handle.jsonValue() as Promise<number>,
        () => null,
      );
    return {
      shownMs: tapped.at,
      effectMs: effectAt === null ? null : effectAt - tapped.at,
      tappedBeforeApp: !tapped.ready,
    };
  } finally {
    await context.close();
  }
}

/** The median of the taps that took effect, and how many were lost. */
export function summarize(timings: readonly TapTiming[]): {
  medianMs: number;
  lost: number;
  early: number;
  shownMs: number;
} {
  const effects = timings.flatMap((timing) => (timing.effectMs === null ? [] : [timing.effectMs]));
  return {
    medianMs: effects.length > 0 ? median(effects) : Number.NaN,
    lost: timings.length - effects.length,
    early: timings.filter((timing) => timing.tappedBeforeApp).length,
    shownMs: median(timings.map((timing) => timing.shownMs)),
  };
}
