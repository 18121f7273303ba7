// A shopper on a slow phone taps each control the moment it appears, before the app has taken the page over: every
// tap takes effect, once, and no control shows a state the page does not have.
import type { Page } from 'playwright-core';
import { throttleLikeAPhone } from '../support/throttling';
import { journey, DESKTOP, PHONE } from '../support/journey';
import { cartCount, expectCartCount, toast } from '../support/shopperActions';
import { catalog } from '../support/shopApi';
import { eventually } from '../support/eventually';

/** Opens a page as a phone on a slow network does: the test goes on as soon as the first bytes are in. */
async function openThrottled(page: Page, path: string): Promise<void> {
  await throttleLikeAPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
}

const appReady = (page: Page) => page.locator('html[data-app="ready"]').count().then((count) => count === 1);

describe('taps at first sight on a throttled phone', () => {
  journey(
    'a size and ADD TO CART tapped as soon as they show put one piece in the cart',
    async ({ page }) => {
      const product = (await catalog()).find((each) => each.sizes.some((size) => (each.stock[size] ?? 0) > 0));
      const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > 0);
      if (!product || !size) throw new Error('The demo catalog has no product in stock.');
      await openThrottled(page, `/product/${product._id}`);
      const sizeButton = page.getByRole('group', { name: 'Select Size' }).getByRole('button', { name: size, exact: true });
      await sizeButton.click();
      // Tapped before the app was there: the page held the tap rather than losing it.
      const tappedEarly = !(await appReady(page));
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await toast(page, `Added ${product.name}, size ${size}, to your cart.`).waitFor();
      await expectCartCount(page, 1);
      expect(tappedEarly).toBe(true);
      // Made again once, not twice: the count stays at one.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await cartCount(page)).toBe(1);
    },
    { viewport: PHONE },
  );

  journey(
    'FILTERS tapped as soon as it shows opens the filters, and the search icon opens the search bar',
    async ({ page }) => {
      await openThrottled(page, '/collection');
      const filters = page.getByRole('button', { name: 'FILTERS' });
      await filters.click();
      const tappedEarly = !(await appReady(page));
      await eventually(async () => expect(await filters.getAttribute('aria-expanded')).toBe('true'));
      await page.getByRole('checkbox', { name: 'Women' }).waitFor();
      expect(tappedEarly).toBe(true);

      await openThrottled(page, '/collection');
      await page.getByRole('button', { name: 'Search products' }).click();
      await page.getByRole('searchbox', { name: 'Search products by name' }).waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'Women ticked as soon as it shows is not shown ticked before the grid shows only Women, and then both agree',
    async ({ page }) => {
      const women = (await catalog()).filter((product) => product.category === 'Women');
      await openThrottled(page, '/collection');
      const box = page.getByRole('checkbox', { name: 'Women' });
      await box.click();
      if (!(await appReady(page))) expect(await box.isChecked()).toBe(false);
      await page.waitForURL(/category=Women/);
      await eventually(async () => expect(await box.isChecked()).toBe(true));
      const grid = page.getByRole('list', { name: 'Products' });
      await grid.locator('xpath=self::*[not(@aria-busy="true")]').waitFor();
      const shown = await grid.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(shown.length).toBeGreaterThan(0);
      const womenLinks = new Set(women.map((product) => `/product/${product._id}`));
      expect(shown.every((href) => womenLinks.has(href ?? ''))).toBe(true);
    },
    { viewport: DESKTOP },
  );
});
