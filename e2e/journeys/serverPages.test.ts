// Server-rendered pages in a real browser: React takes every page over without a single hydration warning (seen in
// a development build, where React reports every difference), a signed-in shopper's own pages too (the server draws
// them for everyone; what the browser reads back arrives after), and the collection's filters work with JavaScript off.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDevelopmentInto } from '../../tools/ensure-build';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { launchChromium } from '../support/chromium';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { SHOP_ROUTES } from '../support/routes';
import { catalog, shopUrl, type Product } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantToken } from '../support/storage';
import { shopClient } from '../../tools/testkit/shopClient';

const BUILD_LIMIT_MS = 180_000;
/** A browser of its own and three pages rendered: more than Jest's 5 s on a busy machine. */
const NO_SCRIPT_LIMIT_MS = 30_000;
let buildDir = '';
let developmentShop: RunningShop | undefined;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'shop-development-build-'));
  buildDevelopmentInto(buildDir);
  developmentShop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'development-shop.log'),
    env: { DIST_DIR: buildDir },
  });
}, BUILD_LIMIT_MS);

afterAll(async () => {
  await developmentShop?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

const HYDRATION_WORDS = /hydrat|did not match|didn't match|server rendered|server-rendered/i;

describe('server-rendered pages', () => {
  journey(
    'every route hydrates with no warning from React, on a phone',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The demo catalog is empty.');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_WORDS.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
      });
      const paths = [
        ...SHOP_ROUTES.map((route) => route.path(product)),
        '/collection?category=Men&sort=low-high&q=shirt',
        '/no-such-page',
      ];
      for (const pagePath of paths) {
        await page.goto(pagePath);
        // The server's markup is still there, taken over rather than drawn again, and the app answers clicks.
        expect(await page.locator('#root[data-rendered="server"]').count()).toBe(1);
        expect(await page.locator('html[data-app="ready"]').count()).toBe(1);
      }
      expect(warnings).toEqual([]);
    },
    { baseUrl: () => developmentShop?.baseUrl ?? '', viewport: PHONE },
  );

  journey(
    "a signed-in shopper's own pages, with a cart, hydrate with no warning from React, in English and Hindi",
    async ({ page, context }) => {
      const shop = shopClient(() => developmentShop?.baseUrl ?? '');
      const shopper = await shop.signUp('hydrating');
      const { products } = await shop.succeed<{ products: Product[] }>('GET', '/api/product/list');
      const product = products.find((each) => each.sizes.length > 0);
      if (!product) throw new Error('The demo catalog is empty.');
      const line = { itemId: product._id, size: product.sizes[0], quantity: 2 };
      await shop.succeed('POST', '/api/cart/update', { body: line, token: shopper.token });
      await plantToken(context, shopper.token);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_WORDS.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
      });
      for (const pagePath of ['/cart', '/place-order', '/orders', '/account', '/hi/cart', '/hi/place-order']) {
        await page.goto(pagePath);
        expect(await page.locator('#root[data-rendered="server"]').count()).toBe(1);
        // The shopper's cart, read back after the server's page was taken over.
        await page.getByRole('link', { name: /^(Cart|कार्ट), 2 /u }).waitFor();
        // What the tab kept of an address typed earlier fills checkout once the page is taken over, never before.
        await page.evaluate(() =>
          sessionStorage.setItem('kapda:delivery-draft', JSON.stringify({ firstName: 'Asha', saveAddress: true })),
        );
      }
      const firstName = page.getByRole('textbox', { name: 'पहला नाम', exact: true });
      await eventually(async () => expect(await firstName.inputValue()).toBe('Asha'));
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/');
      await shop.close();
      expect(warnings).toEqual([]);
    },
    { baseUrl: () => developmentShop?.baseUrl ?? '', viewport: PHONE },
  );

  journey(
    "a visitor's sign-up form and a reset without its token hydrate with no warning, and say what they are",
    async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_WORDS.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
      });
      await page.goto('/login?mode=signup&next=%2Fplace-order');
      await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
      await page.goto('/reset-password');
      await page
        .getByText('This link is missing its code. Open the link in the e-mail again, or ask for a new one.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).isDisabled()).toBe(true);
      expect(warnings).toEqual([]);
    },
    { baseUrl: () => developmentShop?.baseUrl ?? '', viewport: PHONE },
  );

  test(
    'without JavaScript the collection filters, sorts and searches through its form',
    async () => {
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ baseURL: shopUrl(), javaScriptEnabled: false, viewport: PHONE });
        const page = await context.newPage();
        const products = await catalog();
        await page.goto('/collection');
        const form = page.getByRole('form', { name: 'Filters' });
        await form.getByRole('checkbox', { name: 'Men', exact: true }).check();
        await page.getByRole('combobox', { name: 'Sort products' }).selectOption('low-high');
        await form.getByRole('button', { name: 'APPLY FILTERS' }).click();
        await page.waitForURL(/\/collection\?/);
        const url = new URL(page.url());
        expect(url.searchParams.getAll('category')).toEqual(['Men']);
        expect(url.searchParams.get('sort')).toBe('low-high');

        const men = products.filter((product) => product.category === 'Men').sort((a, b) => a.price - b.price);
        const shown = await page.getByRole('list', { name: 'Products' }).getByRole('listitem').count();
        expect(shown).toBe(men.length);
        expect(await page.getByRole('checkbox', { name: 'Men', exact: true }).isChecked()).toBe(true);

        const word = men[0]?.name.split(' ').at(-1) ?? '';
        await form.getByRole('searchbox', { name: 'Search by name' }).fill(word);
        await form.getByRole('button', { name: 'APPLY FILTERS' }).click();
        await page.waitForURL(/q=/);
        const found = men.filter((product) => product.name.toLowerCase().includes(word.toLowerCase()));
        expect(await page.getByRole('list', { name: 'Products' }).getByRole('listitem').count()).toBe(found.length);
        await context.close();
      } finally {
        await browser.close();
      }
    },
    NO_SCRIPT_LIMIT_MS,
  );
});
