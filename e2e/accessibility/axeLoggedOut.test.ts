// axe for a visitor: every route, in English and in Hindi, and the layers that open over a page, with no serious or
// critical violation.
import { inLanguage } from '../../contract';
import { blockingViolations } from '../support/axe';
import { journey, PHONE } from '../support/journey';
import { SHOP_ROUTES } from '../support/routes';
import { addToCart, toast } from '../support/shopperActions';
import { catalog, type Product } from '../support/shopApi';

async function firstProduct(): Promise<Product> {
  const [product] = await catalog();
  if (!product) throw new Error('The catalog is empty.');
  return product;
}

describe('axe, logged out', () => {
  for (const route of SHOP_ROUTES) {
    journey(`${route.name} has no serious or critical violation`, async ({ page }) => {
      const product = await firstProduct();
      if (route.withCart) await addToCart(page, product, product.sizes[0] ?? '');
      await page.goto(route.path(product));
      await route.ready(page, false).waitFor();
      expect(await blockingViolations(page)).toEqual([]);
    });

    journey(`${route.name} in Hindi has no serious or critical violation`, async ({ page }) => {
      const product = await firstProduct();
      if (route.withCart) await addToCart(page, product, product.sizes[0] ?? '');
      await page.goto(inLanguage(route.path(product), 'hi'));
      await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  journey('the open search bar has no serious or critical violation', async ({ page }) => {
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products by name' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  journey('pages waiting for the catalog have no serious or critical violation', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The catalog's answers (the home page's picks, a collection's page) are held back, so the placeholders are
    // what axe sees.
    await page.route(/\/api\/product\/(home|query)\b/, async (route) => {
      await held;
      await route.continue();
    });
    // The server's pages come with the catalog in them: placeholders show when the app moves to a catalog page
    // from one that needs no catalog.
    await page.goto('/about');
    for (const [link, name] of [
      ['HOME', 'Loading latest collections'],
      ['COLLECTION', 'Loading Products'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await page.getByRole('status', { name }).first().waitFor();
      expect(await blockingViolations(page)).toEqual([]);
    }
    release();
  });

  journey('a toast has no serious or critical violation', async ({ page }) => {
    await page.goto(`/product/${(await firstProduct())._id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(page, 'Select Product Size').waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  journey(
    'the open phone menu has no serious or critical violation',
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Menu' }).waitFor();
      expect(await blockingViolations(page)).toEqual([]);
    },
    { viewport: PHONE },
  );
});
