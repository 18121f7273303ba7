// The search icon: it opens the search bar on collection routes only, and the bar filters by name.
import { journey } from '../support/journey';
import { shownProducts } from '../support/shopperActions';
import { catalog } from '../support/shopApi';
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { PHONE_CPU_SLOWDOWN } from '../support/throttling';

const searchBar = (page: Page) => page.getByRole('search');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products by name' });
const openSearch = (page: Page) => page.getByRole('button', { name: 'Search products' }).click();
const productsGrid = (page: Page) => page.getByRole('list', { name: 'Products' });

describe('search', () => {
  journey(
    'keeps every keystroke of a quick typist on a slow phone, and the results follow the whole word',
    async ({ page, context }) => {
      const word = 'jeans';
      const expected = (await catalog()).filter((product) => product.name.toLowerCase().includes(word));
      expect(expected.length).toBeGreaterThan(0);
      await page.goto('/collection');
      await productsGrid(page).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      await openSearch(page);
      await searchBox(page).pressSequentially(word, { delay: 40 });
      await page.waitForURL(`/collection?q=${word}`);
      expect(await searchBox(page).inputValue()).toBe(word);
      // The address bar changes before the grid does: the results are read once they follow it.
      await eventually(async () =>
        expect((await shownProducts(productsGrid(page))).map((card) => card.name)).toEqual(
          expected.map((product) => product.name),
        ),
      );
    },
  );

  journey('opens the bar in place on the collection, focused', async ({ page }) => {
    await page.goto('/collection?category=Women');
    await productsGrid(page).waitFor();
    expect(await searchBar(page).count()).toBe(0);

    await openSearch(page);
    await searchBox(page).waitFor();
    expect(await searchBox(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/collection?category=Women');
  });

  for (const start of ['/', '/about', '/cart']) {
    journey(`takes the shopper from ${start} to the collection with the bar open`, async ({ page }) => {
      await page.goto(start);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await openSearch(page);
      await page.waitForURL('/collection');
      await searchBox(page).waitFor();
    });
  }

  journey('never shows the bar outside collection routes, and shows it again back there', async ({ page }) => {
    const [product] = await catalog();
    if (!product) throw new Error('The catalog is empty.');
    await page.goto('/collection');
    await openSearch(page);
    await searchBox(page).waitFor();

    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['HOME', 'Latest Arrival'],
      ['ABOUT', 'ABOUT US'],
      ['CONTACT', 'CONTACT US'],
    ] as const) {
      await main.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await searchBar(page).count()).toBe(0);
    }
    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.getByRole('heading', { level: 1, name: 'YOUR CART' }).waitFor();
    expect(await searchBar(page).count()).toBe(0);
    await page.getByRole('link', { name: 'BROWSE THE COLLECTION' }).click();
    await searchBox(page).waitFor();
    await productsGrid(page).getByRole('link', { name: product.name }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await searchBar(page).count()).toBe(0);

    await main.getByRole('link', { name: 'COLLECTION' }).click();
    await searchBox(page).waitFor();
  });

  journey('filters by name as the shopper types; closing the bar clears the search', async ({ page }) => {
    const products = await catalog();
    const term = 'JEANS';
    const matching = products.filter((product) => product.name.toLowerCase().includes(term.toLowerCase()));
    expect(matching.length).toBeGreaterThan(0);
    await page.goto('/collection');
    await openSearch(page);

    await searchBox(page).fill(term);
    await page
      .getByRole('status')
      .filter({ hasText: `${matching.length} product` })
      .waitFor();
    expect((await shownProducts(productsGrid(page))).map((card) => card.name)).toEqual(matching.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);

    await page.getByRole('button', { name: 'Close search' }).click();
    expect(await searchBar(page).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: `${products.length} products` })
      .waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
