// npm run screenshots: a full-page PNG of every route at 390 px and 1280 px wide, in English and in Hindi (files
// named hi-*), into docs/screenshots/, from the production build on the real server. /cart, /place-order, /orders and
// the account pages (/account, an order's page) are shown to a logged-in shopper with a cart, a placed order and a
// saved address; the operator's screens (admin-*) to an account made an admin with the command line.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, type Language } from '../contract';
import UPNG from 'upng-js';
import { waitForAppOnLoads } from '../e2e/support/appReady';
import { ARTIFACTS_DIR } from '../e2e/support/artifacts';
import { launchChromium } from '../e2e/support/chromium';
import { shopperWithOrderAndCart } from '../e2e/support/preparedShopper';
import { ACCOUNT_ROUTES, SHOP_ROUTES } from '../e2e/support/routes';
import { runShopCommand } from '../e2e/support/operator';
import { catalog, saveServerAddress, serverOrders, signUp } from '../e2e/support/shopApi';
import { ensureBuild, ROOT, startShop } from '../e2e/support/shopServer';
import { plantToken } from '../e2e/support/storage';

const OUTPUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const SHOWN_LOGGED_IN = new Set(['cart', 'place-order', 'orders']);
/** A 256-colour palette keeps these flat illustrations sharp at about 40 % of the full-colour size. */
const PALETTE_COLOURS = 256;

function toPalettePng(png: Buffer): Buffer {
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer);
  return Buffer.from(UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, PALETTE_COLOURS));
}

/** Pictures load lazily as they scroll into view; a full-page shot should show them all. */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.waitForLoadState('networkidle');
}

/** A page to shoot: its file name, its address, what shows once it is ready, and the token it is shown with. */
interface Shot {
  name: string;
  path: string;
  ready(page: Page): Locator;
  token?: string;
  /** What the shopper opens before the shot (a phone's filter sheet or menu), and the widths it is taken at. */
  open?: { control: string; widths: number[] };
}

async function shoot(
  browser: Browser,
  baseURL: string,
  shot: Shot,
  viewport: (typeof VIEWPORTS)[number],
  language: Language,
) {
  const context = await browser.newContext({ baseURL, viewport });
  try {
    if (shot.token) await plantToken(context, shot.token);
    const page = waitForAppOnLoads(await context.newPage());
    await page.goto(inLanguage(shot.path, language));
    // The routes' marks of readiness are English words; a page in another language is ready once its calls are done.
    if (language === DEFAULT_LANGUAGE) await shot.ready(page).waitFor();
    else await page.waitForLoadState('networkidle');
    await loadEveryPicture(page);
    if (shot.open) {
      // The shot itself ends the slide-in (animations: 'disabled').
      await page.locator(shot.open.control).click();
      await page.locator(`${shot.open.control}[aria-expanded="true"]`).waitFor();
    }
    const prefix = language === DEFAULT_LANGUAGE ? '' : `${language}-`;
    const file = path.join(OUTPUT_DIR, `${prefix}${shot.name}-${viewport.width}.png`);
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    writeFileSync(file, toPalettePng(png));
    console.log(`wrote ${path.relative(ROOT, file)}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  ensureBuild();
  const shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'screenshots-server.log') });
  const browser = await launchChromium();
  try {
    // The helpers shared with the e2e tests find the shop here.
    process.env.E2E_BASE_URL = shop.baseUrl;
    const [product] = await catalog();
    if (!product) throw new Error('The catalog is empty.');
    const { token } = await shopperWithOrderAndCart();
    await saveServerAddress(token);
    const orderId = (await serverOrders(token))[0]?._id ?? '';
    // The operator's screens, shown to an account made an admin with the command line.
    const admin = await signUp();
    await runShopCommand(shop.dataDir, ROOT, 'users', 'role', admin.email, 'admin');
    const adminShot = (name: string, shotPath: string): Shot => ({
      name,
      path: shotPath,
      ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Shop admin' }),
      token: admin.token,
    });
    const shots: Shot[] = [
      ...SHOP_ROUTES.map((route) => {
        const loggedIn = SHOWN_LOGGED_IN.has(route.name);
        return {
          name: route.name,
          path: route.path(product),
          ready: (page: Page) => route.ready(page, loggedIn),
          token: loggedIn ? token : undefined,
        };
      }),
      ...ACCOUNT_ROUTES.map((route) => ({
        name: route.name,
        path: route.path(orderId),
        ready: (page: Page) => route.ready(page),
        token,
      })),
      // A phone's filter sheet over the products, and its menu for a signed-in shopper.
      {
        name: 'collection-filters',
        path: '/collection?category=Women',
        ready: (page: Page) => page.getByRole('list', { name: 'Products' }),
        open: { control: '[aria-controls="collection-filters"]', widths: [390] },
      },
      {
        name: 'menu',
        path: '/',
        ready: (page: Page) => page.getByRole('list', { name: 'best sellers' }),
        token,
        open: { control: '[aria-controls="mobile-menu"]', widths: [390] },
      },
      adminShot('admin-orders', '/admin'),
      adminShot('admin-order', `/admin/orders/${orderId}`),
      adminShot('admin-products', '/admin/products'),
      adminShot('admin-product-form', `/admin/products/${product._id}`),
      adminShot('admin-stock', '/admin/stock'),
      adminShot('admin-accounts', '/admin/accounts'),
      adminShot('admin-returns', '/admin/returns'),
      adminShot('admin-delivery', '/admin/delivery'),
      adminShot('admin-files', '/admin/files'),
    ];
    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        for (const shot of shots) {
          if (shot.open && !shot.open.widths.includes(viewport.width)) continue;
          await shoot(browser, shop.baseUrl, shot, viewport, language);
        }
      }
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
