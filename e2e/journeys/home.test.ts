// Home: the hero, the latest products and best sellers from the catalog, and what the shop sends by e-mail.
import { BESTSELLER_COUNT, LATEST_COUNT } from '../../contract';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { shownProducts } from '../support/shopperActions';
import { catalog } from '../support/shopApi';

describe('home', () => {
  journey('shows the hero texts and SHOP NOW leads to the collection', async ({ page }) => {
    await page.goto('/');
    await page.getByText('OUR BESTSELLER').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Latest Arrival' }).waitFor();
    await page.getByRole('link', { name: 'SHOP NOW' }).click();
    await page.waitForURL('/collection');
    await page.getByRole('heading', { level: 1, name: 'ALL COLLECTIONS' }).waitFor();
  });

  journey('shows the 10 latest products and the first 5 best sellers of the catalog', async ({ page }) => {
    const products = await catalog();
    const card = (product: (typeof products)[number]) => ({ name: product.name, price: rupees(product.price) });
    await page.goto('/');

    const latest = await shownProducts(page.getByRole('list', { name: 'latest collections' }));
    expect(latest).toEqual(products.slice(0, LATEST_COUNT).map(card));
    const bestsellers = await shownProducts(page.getByRole('list', { name: 'best sellers' }));
    expect(bestsellers).toEqual(
      products
        .filter((product) => product.bestseller)
        .slice(0, BESTSELLER_COUNT)
        .map(card),
    );
  });

  journey(
    'on a phone, asks for no e-mail address and promises no newsletter, and says what the shop does e-mail',
    async ({ page }) => {
      await page.goto('/');
      const note = page.getByRole('region', { name: 'Sold out in your size?' });
      await note.getByText('We send no newsletter and no offers by e-mail.', { exact: false }).waitFor();
      expect(await page.locator('input[type="email"]').count()).toBe(0);
      expect(await page.getByText(/subscribe|% off/i).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    },
    { viewport: PHONE },
  );
});
