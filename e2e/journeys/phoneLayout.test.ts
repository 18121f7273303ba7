// The shop on a 390 px phone: filters in a sheet over the products, a heading naming the view, one clear control in
// the search field, price and ADD TO CART on the product page's first screen, the shopper's own entries in the
// slide-in menu with a sign of being signed in, and best sellers that leave no card alone on a row.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { crowdedHeader } from '../support/layout';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { toast } from '../support/shopperActions';
import { catalog, signUp } from '../support/shopApi';
import { plantToken, storedToken } from '../support/storage';

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Choose filters' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** Where an element is drawn in the window: its top and bottom, or throws when it is not drawn at all. */
async function drawnAt(locator: Locator): Promise<{ top: number; bottom: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not drawn.');
  return { top: box.y, bottom: box.y + box.height };
}

interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

const nodesIn = (node: DomNode): DomNode[] => [
  node,
  ...[...(node.children ?? []), ...(node.shadowRoots ?? [])].flatMap(nodesIn),
];

/** How the browser draws the clear (cancel) button of the search bar's field: 'none' when it draws none. */
async function cancelButtonDisplay(context: BrowserContext, page: Page): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const field = nodesIn(root).find(
    (node) => node.nodeName === 'INPUT' && node.attributes?.includes('Search products by name'),
  );
  if (!field) throw new Error('No search field.');
  const cancel = nodesIn(field).find((node) => node.attributes?.includes('-webkit-search-cancel-button'));
  if (!cancel) return 'none';
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId: cancel.nodeId });
  return computedStyle.find((property) => property.name === 'display')?.value ?? '';
}

/** The page never scrolls sideways on the phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('on a 390 px phone', () => {
  journey(
    'FILTERS opens a sheet over the products: they stay where they were, and "Show N products" counts the choice',
    async ({ page }) => {
      const products = await catalog();
      const women = products.filter((product) => product.category === 'Women');
      await page.goto('/collection');
      const firstCard = grid(page).getByRole('listitem').first();
      await firstCard.waitFor();
      const before = await drawnAt(firstCard);

      const filters = page.getByRole('button', { name: 'FILTERS' });
      await filters.click();
      await sheet(page).waitFor();
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      // Over the products, not pushing them down: the first card has not moved, and the sheet is inside the window.
      expect(await drawnAt(firstCard)).toEqual(before);
      const drawn = await drawnAt(sheet(page));
      expect(drawn.top).toBeGreaterThanOrEqual(0);
      expect(drawn.bottom).toBeLessThanOrEqual(PHONE.height);
      expect(await blockingViolations(page)).toEqual([]);

      await sheet(page).getByRole('checkbox', { name: 'Women' }).click();
      const show = sheet(page).getByRole('button', { name: `Show ${women.length} products` });
      await show.waitFor();
      expect((await drawnAt(show)).bottom).toBeLessThanOrEqual(PHONE.height);
      await show.click();
      await sheet(page).waitFor({ state: 'detached' });
      expect(await filters.evaluate((button) => button === document.activeElement)).toBe(true);
      await page
        .getByRole('status')
        .filter({ hasText: `${women.length} products` })
        .waitFor();
      expect(new URL(page.url()).search).toBe('?category=Women');

      // Escape closes it too, and the choice stays.
      await filters.click();
      await sheet(page).waitFor();
      await page.keyboard.press('Escape');
      await sheet(page).waitFor({ state: 'detached' });
      expect(await filters.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(new URL(page.url()).search).toBe('?category=Women');
    },
    { viewport: PHONE },
  );

  journey(
    'the collection heading names the chosen categories, types and search',
    async ({ page }) => {
      await page.goto('/collection?category=Women&type=Topwear&q=shirt');
      await page.getByRole('heading', { level: 1, name: 'WOMEN · TOPWEAR “shirt”' }).waitFor();
      await page.goto('/collection?category=Men&category=Kids');
      await page.getByRole('heading', { level: 1, name: 'MEN, KIDS' }).waitFor();
      await page.goto('/collection');
      await page.getByRole('heading', { level: 1, name: 'ALL COLLECTIONS' }).waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'the search field has one clear control: the bar’s own, not the browser’s beside it',
    async ({ page, context }) => {
      await page.goto('/collection');
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'Search products' }).click();
      const field = page.getByRole('combobox', { name: 'Search products by name' });
      await field.fill('shirt');
      // The browser draws its clear button inside the field's own shadow tree, which only the DevTools protocol reads.
      expect(await cancelButtonDisplay(context, page)).toBe('none');
      await page.getByRole('search').getByRole('button', { name: 'Close search' }).waitFor();
      expect(await page.getByRole('search').getByRole('button').count()).toBe(1);
    },
    { viewport: PHONE },
  );

  journey(
    'the product page shows the price and ADD TO CART on its first screen, and still asks for a size',
    async ({ page }) => {
      // The product that needs the most room: the most sizes, then the longest name.
      const [product] = [...(await catalog())].sort(
        (a, b) => b.sizes.length - a.sizes.length || b.name.length - a.name.length,
      );
      if (!product) throw new Error('The catalog is empty.');
      await page.goto(`/product/${product._id}`);
      const price = page.getByText(rupees(product.price), { exact: true });
      const addToCart = page.getByRole('button', { name: 'ADD TO CART' });
      await addToCart.waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const shown of [price, addToCart, page.getByRole('heading', { level: 1, name: product.name })]) {
        const { top, bottom } = await drawnAt(shown);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(bottom).toBeLessThanOrEqual(PHONE.height);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await addToCart.click();
      await toast(page, 'Select Product Size').waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'the menu offers a visitor log in and sign up, the wishlist and the cart',
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu(page).waitFor();
      expect(await menu(page).getByRole('link').allInnerTexts()).toEqual([
        'HOME',
        'COLLECTION',
        'ABOUT',
        'CONTACT',
        'Log in / Sign up',
        'Wishlist',
        'Cart',
      ]);
      expect(await page.getByText('Signed in').count()).toBe(0);
      await menu(page).getByRole('link', { name: 'Log in / Sign up' }).click();
      await page.waitForURL('/login');
      await menu(page).waitFor({ state: 'hidden' });
    },
    { viewport: PHONE },
  );

  journey(
    'a signed-in shopper sees the sign on the profile icon, and the menu’s account, orders, wishlist, cart and log out',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      await page.goto('/');
      const account = page.getByRole('button', { name: 'Account' });
      await account.waitFor();
      // The sign: a dot drawn on the icon, and its words as the button's description.
      const description = await account.evaluate((button) =>
        (button.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(description).toBe('Signed in');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu(page).getByText('Signed in').waitFor();
      expect(await menu(page).getByRole('link').allInnerTexts()).toEqual([
        'HOME',
        'COLLECTION',
        'ABOUT',
        'CONTACT',
        'My Profile',
        'Orders',
        'Wishlist',
        'Cart',
      ]);
      expect(await menu(page).getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
      expect(await blockingViolations(page)).toEqual([]);
      await menu(page).getByRole('link', { name: 'Orders' }).click();
      await page.waitForURL('/orders');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu(page).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('/login');
      await eventually(async () => expect(await storedToken(page)).toBeNull());
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'the five best sellers are one row that scrolls sideways: no card alone on its row',
    async ({ page }) => {
      await page.goto('/');
      const cards = page.getByRole('list', { name: 'best sellers' }).getByRole('listitem');
      await cards.nth(4).waitFor();
      const tops = new Set(
        await Promise.all((await cards.all()).map(async (card) => Math.round((await drawnAt(card)).top))),
      );
      expect(tops.size).toBe(1);
      await cards.nth(4).scrollIntoViewIfNeeded();
      expect(await cards.nth(4).isVisible()).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    },
    { viewport: PHONE },
  );
});

describe('on narrower phones', () => {
  for (const width of [360, 320]) {
    journey(
      `at ${width} px the logo and the five icons of a signed-in shopper's header stay inside the page's margins`,
      async ({ context, page }) => {
        await plantToken(context, (await signUp()).token);
        for (const path of ['/', '/hi/collection']) {
          await page.goto(path);
          await page.getByRole('banner').getByRole('link').first().waitFor();
          expect(await crowdedHeader(page)).toEqual([]);
          expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        }
      },
      { viewport: { width, height: 640 } },
    );
  }
});
