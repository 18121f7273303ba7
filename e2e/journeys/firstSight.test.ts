// A shopper on a slow phone taps each control the moment it appears, before the app has taken the page over: every
// tap takes effect, once, and no control shows a state the page does not have. A size, the wishlist's heart, the menu
// and FILTERS show their effect at once (src/shared/browser/earlyTaps.ts), the search icon opens the page's own search
// form (src/shared/browser/earlySearch.ts); ADD TO CART and a ticked filter wait for the app.
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
    'FILTERS tapped as soon as it shows opens the filters in the page at once, and the app keeps them open',
    async ({ page }) => {
      const letScriptsCome = await openOnSlowPhone(page, '/collection');
      const filters = page.getByRole('button', { name: 'FILTERS' });
      await tapAtOnce(page, filters);
      expect(await appReady(page)).toBe(false);
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('checkbox', { name: 'Women' }).isVisible()).toBe(true);
      letScriptsCome();
      await eventually(async () => expect(await appReady(page)).toBe(true), APP_LIMIT_MS);
      await eventually(async () => expect(await filters.getAttribute('aria-expanded')).toBe('true'));
      await page.getByRole('checkbox', { name: 'Women' }).waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'the search icon tapped as soon as it shows opens a search typed into at once, whose Enter shows the products before the app',
    async ({ page }) => {
      const jackets = (await catalog()).filter((product) => /jacket/i.test(product.name));
      expect(jackets.length).toBeGreaterThan(0);
      // Scripts held for good: the search works without the app.
      await openOnSlowPhone(page, '/');
      const icon = page.getByRole('button', { name: 'Search products' });
      await tapAtOnce(page, icon);
      expect(await icon.getAttribute('aria-expanded')).toBe('true');
      const field = page.getByRole('searchbox', { name: 'Search products by name' });
      await field.waitFor({ state: 'visible' });
      await eventually(async () =>
        expect(await field.evaluate((element) => element === document.activeElement)).toBe(true),
      );
      await page.keyboard.type('jacket');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/collection\?q=jacket$/);
      const grid = page.getByRole('list', { name: 'Products' });
      await grid.waitFor();
      // The products whose names contain it come first (the server's own page of the search).
      const shown = await grid
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/product/')[1] ?? ''));
      expect(new Set(shown.slice(0, jackets.length))).toEqual(new Set(jackets.map((product) => product._id)));
      expect(await appReady(page)).toBe(false);
    },
    { viewport: PHONE },
  );

  journey(
    "what was typed into that search before the app is in the app's search bar when it comes, and the grid shows it",
    async ({ page }) => {
      const letScriptsCome = await openOnSlowPhone(page, '/collection');
      await tapAtOnce(page, page.getByRole('button', { name: 'Search products' }));
      await page.getByRole('searchbox', { name: 'Search products by name' }).waitFor({ state: 'visible' });
      await page.keyboard.type('jacket');
      expect(await appReady(page)).toBe(false);
      letScriptsCome();
      const bar = page.getByRole('combobox', { name: 'Search products by name' });
      await eventually(async () => expect(await bar.inputValue()).toBe('jacket'), APP_LIMIT_MS);
      await page.waitForURL(/[?&]q=jacket/);
      // One search field: the page's own form went when the app's bar came.
      expect(await page.getByRole('searchbox').count()).toBe(0);
      expect(await page.locator('#search-bar').count()).toBe(1);
      await eventually(async () =>
        expect(await bar.evaluate((element) => element === document.activeElement)).toBe(true),
      );
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
    'the heart tapped as soon as it shows is shown saved at once, and the product is on the wishlist once the app comes',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The demo catalog is empty.');
      const letScriptsCome = await openOnSlowPhone(page, `/product/${product._id}`);
      const heart = page.getByRole('button', { name: `Save ${product.name} to your wishlist` });
      await tapAtOnce(page, heart);
      expect(await appReady(page)).toBe(false);
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      letScriptsCome();
      await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor({ timeout: APP_LIMIT_MS });
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      // Made again once: a second toggle would have taken it off.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();
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
