// The collection: category and type filters, search and sort, all carried by a URL another shopper can open.
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { rupees } from '../support/money';
import { shownProducts } from '../support/shopperActions';
import { catalog, type Product } from '../support/shopApi';

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort products' });
const card = (product: Product) => ({ name: product.name, price: rupees(product.price) });

/**
 * Clicks a filter and waits for it to show the new state. The checkbox follows the URL, which the
 * router updates in a transition, so for a moment after the click it still shows the old state.
 */
async function setFilter(page: Page, name: string, checked: boolean) {
  const checkbox = page.getByRole('checkbox', { name, exact: true });
  expect(await checkbox.isChecked()).toBe(!checked);
  await checkbox.click();
  await eventually(async () => expect(await checkbox.isChecked()).toBe(checked));
}

/** Waits for the count line to say `count`, then reads the grid. */
async function shownAfterCount(page: Page, count: number) {
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${count} products?$`) })
    .waitFor();
  return shownProducts(grid(page));
}

describe('collection', () => {
  journey('combines filters: any checked value within a group, both groups together', async ({ page }) => {
    const products = await catalog();
    await page.goto('/collection');
    await shownAfterCount(page, products.length);

    await setFilter(page, 'Men', true);
    await setFilter(page, 'Kids', true);
    const menOrKids = products.filter((p) => ['Men', 'Kids'].includes(p.category));
    expect(await shownAfterCount(page, menOrKids.length)).toEqual(menOrKids.map(card));

    await setFilter(page, 'Winterwear', true);
    await setFilter(page, 'SUMMERWEAR', true);
    const expected = menOrKids.filter((p) => ['Winterwear', 'Summerwear'].includes(p.subCategory));
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownAfterCount(page, expected.length)).toEqual(expected.map(card));

    await setFilter(page, 'Kids', false);
    const menOnly = expected.filter((p) => p.category === 'Men');
    expect(await shownAfterCount(page, menOnly.length)).toEqual(menOnly.map(card));
  });

  const SORTS = [
    { label: 'Sort by: Low to High', from: '', order: (a: Product, b: Product) => a.price - b.price },
    { label: 'Sort by: High to Low', from: '', order: (a: Product, b: Product) => b.price - a.price },
    { label: 'Sort by: Relevant', from: '&sort=low-high', order: () => 0 },
  ];
  for (const { label, from, order } of SORTS) {
    journey(`sorts the filtered products: ${label}`, async ({ page }) => {
      const women = (await catalog()).filter((p) => p.category === 'Women');
      await page.goto(`/collection?category=Women${from}`);
      await shownAfterCount(page, women.length);
      await sortSelect(page).selectOption({ label });
      const expected = [...women].sort(order);
      // Equal prices may come in either order: the prices must be in order, and the products the same.
      await eventually(async () => {
        const shown = await shownProducts(grid(page));
        expect(shown.map((each) => each.price)).toEqual(expected.map((p) => rupees(p.price)));
        expect(shown.map((each) => each.name).sort()).toEqual(women.map((p) => p.name).sort());
        if (label === 'Sort by: Relevant') expect(shown).toEqual(women.map(card));
      });
    });
  }

  journey('reproduces the same view from a shared URL', async ({ page, openFreshPage }) => {
    const products = await catalog();
    const term = 'shirt';
    await page.goto('/collection');
    await setFilter(page, 'Women', true);
    await setFilter(page, 'Men', true);
    await setFilter(page, 'Topwear', true);
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products by name' }).fill(term);
    await sortSelect(page).selectOption({ label: 'Sort by: Low to High' });
    const expected = products
      .filter((p) => ['Women', 'Men'].includes(p.category) && p.subCategory === 'Topwear')
      .filter((p) => p.name.toLowerCase().includes(term))
      .sort((a, b) => a.price - b.price);
    expect(expected.length).toBeGreaterThan(1);
    // The count is the same before and after sorting: wait for the order itself.
    let shown = await shownAfterCount(page, expected.length);
    await eventually(async () => {
      shown = await shownProducts(grid(page));
      expect(shown.map((each) => each.price)).toEqual(expected.map((p) => rupees(p.price)));
    });

    const friend = await openFreshPage();
    await friend.goto(page.url());
    expect(await shownAfterCount(friend, expected.length)).toEqual(shown);
    for (const name of ['Women', 'Men', 'Topwear'])
      expect(await friend.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
    for (const name of ['Kids', 'Bottomwear', 'Winterwear', 'SUMMERWEAR']) {
      expect(await friend.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(false);
    }
    expect(await sortSelect(friend).inputValue()).toBe('low-high');
  });
});
