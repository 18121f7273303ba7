// Server-rendered pages in a real browser: React takes every page over without a single hydration warning (seen in
// a development build, where React reports every difference), and the collection's filters work with JavaScript off.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDevelopmentInto } from '../../tools/ensure-build';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { launchChromium } from '../support/chromium';
import { journey, PHONE } from '../support/journey';
import { SHOP_ROUTES } from '../support/routes';
import { catalog, shopUrl } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';

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
