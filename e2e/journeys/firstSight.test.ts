// A shopper on a slow phone taps each control the moment it appears, before the app has taken the page over: every
// tap takes effect, once, and no control shows a state the page does not have. A size, the menu and FILTERS show
// their effect at once (src/shared/browser/earlyTaps.ts); ADD TO CART, a ticked filter and the search wait for the app.
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { journey, DESKTOP, PHONE } from '../support/journey';
import { catalog } from '../support/shopApi';
import { cartCount, expectCartCount } from '../support/shopperActions';
import { appReady, openOnSlowPhone, tapAtOnce } from '../support/throttling';

/** How long the app may take once its scripts come, on a throttled phone and a busy machine. */
const APP_LIMIT_MS = 30_000;

const held = async (page: Page, name: string) =>
  (await page.getByRole('button', { name, exact: true }).getAttribute('aria-busy')) === 'true';

describe('taps at first sight on a slow phone', () => {
  journey(
    'a size and ADD TO CART tapped as soon as they show put one piece of that size in the cart',
    async ({ page }) => {
      const product = (await catalog()).find((each) => each.sizes.some((size) => (each.stock[size] ?? 0) > 0));
      const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > 0);
      if (!product || !size) throw new Error('The demo catalog has no product in stock.');
      const letScriptsCome = await openOnSlowPhone(page, `/product/${product._id}`);
      const sizeButton = page
        .getByRole('group', { name: 'Select Size' })
        .getByRole('button', { name: size, exact: true });
      await tapAtOnce(page, sizeButton);
      await tapAtOnce(page, page.getByRole('button', { name: 'ADD TO CART' }));
      // Before the app: the size shows chosen at once, ADD TO CART is held (marked busy), nothing is added yet.
      expect(await appReady(page)).toBe(false);
      expect(await held(page, 'ADD TO CART')).toBe(true);
      expect(await sizeButton.getAttribute('aria-pressed')).toBe('true');
      expect(await cartCount(page)).toBe(0);
      letScriptsCome();
      await page.getByText(`Added ${product.name}, size ${size}, to your cart.`).waitFor({ timeout: APP_LIMIT_MS });
      expect(await sizeButton.getAttribute('aria-pressed')).toBe('true');
      await expectCartCount(page, 1);
      // Made again once, not twice: the count stays at one.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await cartCount(page)).toBe(1);
    },
    { viewport: PHONE },
  );

  journey(
    'FILTERS and the search icon tapped as soon as they show: the filters open at once, the search bar with the app',
    async ({ page }) => {
      const letScriptsCome = await openOnSlowPhone(page, '/collection');
      const filters = page.getByRole('button', { name: 'FILTERS' });
      await tapAtOnce(page, filters);
      await tapAtOnce(page, page.getByRole('button', { name: 'Search products' }));
      // Before the app: the filters open in the page at once; the search bar waits for the app.
      expect(await appReady(page)).toBe(false);
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('checkbox', { name: 'Women' }).isVisible()).toBe(true);
      expect(await held(page, 'Search products')).toBe(true);
      letScriptsCome();
      await eventually(async () => expect(await filters.getAttribute('aria-expanded')).toBe('true'), APP_LIMIT_MS);
      await page.getByRole('checkbox', { name: 'Women' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search products by name' }).waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'the menu tapped as soon as it shows opens at once with its links, and once the app is there its Back closes it',
    async ({ page }) => {
      const letScriptsCome = await openOnSlowPhone(page, '/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await tapAtOnce(page, menuButton);
      const menu = page.getByRole('navigation', { name: 'Menu' });
      expect(await appReady(page)).toBe(false);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('link', { name: 'COLLECTION' }).waitFor({ state: 'visible' });
      letScriptsCome();
      await eventually(async () => expect(await appReady(page)).toBe(true), APP_LIMIT_MS);
      await menu.getByRole('button', { name: 'Back' }).click();
      await menu.waitFor({ state: 'hidden' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    },
    { viewport: PHONE },
  );

  journey(
    'Women ticked as soon as it shows stays unticked until the grid shows only Women, and then both agree',
    async ({ page }) => {
      const women = new Set(
        (await catalog()).filter((product) => product.category === 'Women').map((product) => `/product/${product._id}`),
      );
      const letScriptsCome = await openOnSlowPhone(page, '/collection');
      const box = page.getByRole('checkbox', { name: 'Women' });
      await tapAtOnce(page, box);
      expect(await appReady(page)).toBe(false);
      expect(await box.isChecked()).toBe(false);
      letScriptsCome();
      await page.waitForURL(/category=Women/, { timeout: APP_LIMIT_MS });
      await eventually(async () => expect(await box.isChecked()).toBe(true));
      const grid = page.getByRole('list', { name: 'Products' });
      await grid.locator('xpath=self::*[not(@aria-busy="true")]').waitFor();
      const shown = await grid
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((href) => !women.has(href))).toEqual([]);
    },
    { viewport: DESKTOP },
  );
});
