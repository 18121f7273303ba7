// The search icon: it opens the search bar on collection routes only, and the bar filters by name: the names that
// contain what was typed first, then what search forgives (a typo, spaces, Hindi spellings); suggestions as the
// shopper types, chosen by keyboard or by touch.
import { journey, PHONE } from '../support/journey';
import { shownProducts } from '../support/shopperActions';
import { catalog } from '../support/shopApi';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { PHONE_CPU_SLOWDOWN } from '../support/throttling';

const searchBar = (page: Page) => page.getByRole('search');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products by name' });
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
      // The address bar changes before the grid does: the results are read once they follow it. The names that
      // contain the word come first; what search forgives comes after them.
      await eventually(async () =>
        expect((await shownProducts(productsGrid(page))).map((card) => card.name).slice(0, expected.length)).toEqual(
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
    await page.waitForURL(`/collection?q=${term}`);
    await eventually(async () =>
      expect((await shownProducts(productsGrid(page))).map((card) => card.name).slice(0, matching.length)).toEqual(
        matching.map((p) => p.name),
      ),
    );
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

/** The products the grid shows, by the ids in their links, in order. */
const shownIds = (grid: Locator) =>
  grid
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/product/')[1] ?? ''));

describe('search that forgives', () => {
  const words = {
    en: { open: 'Search products', field: 'Search products by name', grid: 'Products' },
    hi: { open: 'उत्पाद खोजें', field: 'नाम से उत्पाद खोजें', grid: 'उत्पाद' },
  };
  const cases: Array<[string, string, string, RegExp]> = [
    ['a letter missing', '/collection', 'jaket', /jacket/i],
    ['a space for the hyphen', '/collection', 't shirt', /t-shirt/i],
    ['the Hindi spelling', '/hi/collection', 'जैकेट', /jacket/i],
  ];
  for (const [what, path, typed, meant] of cases) {
    const said = path.startsWith('/hi') ? words.hi : words.en;
    journey(`finds what was meant for "${typed}" (${what})`, async ({ page }) => {
      const wanted = new Set((await catalog()).filter((product) => meant.test(product.name)).map((p) => p._id));
      expect(wanted.size).toBeGreaterThan(0);
      await page.goto(path);
      const grid = page.getByRole('list', { name: said.grid, exact: true });
      await grid.waitFor();
      await page.getByRole('button', { name: said.open }).click();
      await page.getByRole('combobox', { name: said.field }).fill(typed);
      await eventually(async () => {
        const first = (await shownIds(grid)).slice(0, 4);
        expect(first.length).toBeGreaterThan(0);
        expect(first.filter((id) => wanted.has(id)).length).toBeGreaterThanOrEqual(Math.min(3, wanted.size));
      }, 10_000);
    });
  }

  journey('suggests as the shopper types; the arrows and Enter open a product', async ({ page }) => {
    await page.goto('/collection');
    await productsGrid(page).waitFor();
    await openSearch(page);
    await searchBox(page).pressSequentially('jack', { delay: 60 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    const options = list.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(8);
    await searchBox(page).press('ArrowDown');
    const active = await searchBox(page).getAttribute('aria-activedescendant');
    expect(active).toBe(await options.first().getAttribute('id'));
    const name = (await options.first().textContent()) ?? '';
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/(product\/|collection\?)/);
    if (page.url().includes('/product/')) await page.getByRole('heading', { level: 1, name }).waitFor();
    await searchBox(page)
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
  });

  journey(
    'a suggestion tapped on a phone opens it, and Escape closes the list before the bar',
    async ({ page }) => {
      await page.goto('/collection');
      await productsGrid(page).waitFor();
      await openSearch(page);
      await searchBox(page).pressSequentially('sh', { delay: 60 });
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.waitFor();
      await searchBox(page).press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await searchBox(page).count()).toBe(1);
      await searchBox(page).press('ArrowDown');
      await list.waitFor();
      const product = list
        .getByRole('option')
        .filter({ hasNotText: /Category|Type/ })
        .first();
      const name = (await product.textContent()) ?? '';
      await product.tap();
      await page.getByRole('heading', { level: 1, name }).waitFor();
    },
    { viewport: PHONE, touch: true },
  );
});
