// The shared frame: the slide-in menu on a phone, the not-found screen, and how toasts behave.
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { toast } from '../support/shopperActions';
import { catalog, type Product } from '../support/shopApi';

const TOAST_AUTO_CLOSE_MS = 5_000;
/** react-toastify's enter and exit animations come on top of the 5 s the toast is shown. */
const TOAST_ANIMATIONS_LIMIT_MS = 3_000;

const menuPanel = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** Whether the slide-in panel sits inside the viewport (it slides in from the right). */
async function panelOnScreen(page: Page): Promise<boolean> {
  const box = await menuPanel(page).boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

describe('layout', () => {
  journey(
    'on a 390 px phone the main links live in a slide-in menu that Back, Escape and a link close',
    async ({ page }) => {
      await page.goto('/');
      const mainLinks = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      for (const link of await mainLinks.all()) expect(await link.isVisible()).toBe(false);
      expect(await menuPanel(page).isVisible()).toBe(false);

      const openMenu = page.getByRole('button', { name: 'Open menu' });
      await openMenu.click();
      await eventually(async () => expect(await panelOnScreen(page)).toBe(true));
      expect(await openMenu.getAttribute('aria-expanded')).toBe('true');
      const links = await menuPanel(page).getByRole('link').allInnerTexts();
      // The main links, then a visitor's own: log in or sign up, the wishlist and the cart.
      expect(links).toEqual(['HOME', 'COLLECTION', 'ABOUT', 'CONTACT', 'Log in / Sign up', 'Wishlist', 'Cart']);
      await menuPanel(page).getByRole('button', { name: 'Back' }).click();
      await menuPanel(page).waitFor({ state: 'hidden' });

      await openMenu.click();
      await menuPanel(page).waitFor();
      await page.keyboard.press('Escape');
      await menuPanel(page).waitFor({ state: 'hidden' });

      await openMenu.click();
      await menuPanel(page).getByRole('link', { name: 'ABOUT' }).click();
      await page.waitForURL('/about');
      await page.getByRole('heading', { level: 1, name: 'ABOUT US' }).waitFor();
      await menuPanel(page).waitFor({ state: 'hidden' });
      expect(await openMenu.getAttribute('aria-expanded')).toBe('false');
    },
    { viewport: PHONE },
  );

  journey('an unknown route shows the not-found screen with a way to the collection', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' }).waitFor();
    await page.getByRole('link', { name: 'Browse the collection' }).click();
    await page.waitForURL('/collection');
  });

  journey('an unknown product id shows the product not-found screen', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await page.getByRole('heading', { level: 1, name: 'PRODUCT NOT FOUND' }).waitFor();
    await page.getByRole('link', { name: 'Browse the collection' }).waitFor();
  });

  journey('a toast shows its text at the top right and is gone after 5 seconds', async ({ page }) => {
    const [product] = (await catalog()) as [Product];
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const shown = toast(page, 'Select Product Size');
    await shown.waitFor();
    const appeared = Date.now();

    // It bounces in from the right; once settled it sits in the top right corner.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    await eventually(async () => {
      const { x, y, width, height } = (await shown.boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 };
      expect(x).toBeGreaterThan(viewport.width / 2);
      expect(x + width).toBeLessThanOrEqual(viewport.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + height).toBeLessThan(viewport.height / 4);
    });
    await shown.waitFor({ state: 'detached', timeout: TOAST_AUTO_CLOSE_MS + TOAST_ANIMATIONS_LIMIT_MS });
    expect(Date.now() - appeared).toBeGreaterThanOrEqual(TOAST_AUTO_CLOSE_MS);
  });
});
