// Stock on the storefront: the operator sets a product's sizes with `npm run shop -- stock set`, the product page shows
// a sold-out size disabled and a low one with how many are left, the cart takes no more than is left, and a line that
// sells out after it was added is marked in the cart and refused at checkout. This file runs its own shop, so its
// stock changes touch no other journey.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { blockingViolations } from '../support/axe';
import { eventually } from '../support/eventually';
import { DESKTOP, journey, PHONE } from '../support/journey';
import { runShopCommand } from '../support/operator';
import { expectCartCount, fillAddress, quantityField, toast, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, signUp, type Product } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantToken } from '../support/storage';

const SHOP_START_LIMIT_MS = 90_000;

let shop: RunningShop;
let folder: string;
let sharedShopUrl: string | undefined;

beforeAll(async () => {
  shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'stock-server.log') });
  // The journeys of this file talk to this shop (shopUrl() reads the variable).
  sharedShopUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = shop.baseUrl;
  folder = mkdtempSync(path.join(os.tmpdir(), 'shop-stock-'));
}, SHOP_START_LIMIT_MS);

afterAll(async () => {
  process.env.E2E_BASE_URL = sharedShopUrl;
  await shop.stop();
  rmSync(folder, { recursive: true, force: true });
});

const stockSet = (product: Product, size: string, units: number) =>
  runShopCommand(shop.dataDir, folder, 'stock', 'set', product._id, size, String(units));

/** A product of the catalog with three sizes or more, one per journey so they never share stock. */
async function productNumber(index: number): Promise<Product> {
  const product = (await catalog()).filter((each) => each.sizes.length >= 3)[index];
  if (!product) throw new Error('The catalog has too few products with three sizes.');
  return product;
}

/** The product page once it shows the size button named `name` (the list follows the operator within a second). */
async function openShowing(page: Page, product: Product, name: string): Promise<void> {
  await eventually(async () => {
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name, exact: true }).waitFor({ timeout: 1_000 });
  }, 10_000);
}

describe('stock on the storefront', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    journey(
      `shows a sold-out size disabled and a low one with how many are left, and adds no more than that (${viewport.width} px)`,
      async ({ page }) => {
        const product = await productNumber(viewport === PHONE ? 0 : 1);
        const [plenty = '', low = '', gone = ''] = product.sizes;
        await stockSet(product, low, 2);
        await stockSet(product, gone, 0);

        await openShowing(page, product, `${gone}: Sold out`);
        expect(await page.getByRole('button', { name: `${gone}: Sold out` }).isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: plenty, exact: true }).isEnabled()).toBe(true);
        expect(await blockingViolations(page)).toEqual([]);
        await page.getByRole('button', { name: `${low}: Only 2 left` }).click();
        for (let piece = 1; piece <= 2; piece += 1) {
          await page.getByRole('button', { name: 'ADD TO CART' }).click();
          await expectCartCount(page, piece);
        }
        await page.getByRole('button', { name: 'ADD TO CART' }).click();
        await toast(page, `Only 2 left in ${low}.`).waitFor();
        await expectCartCount(page, 2);
      },
      { viewport },
    );
  }

  journey(
    'marks a line that sold out after it was added, and checkout refuses it until it is removed',
    async ({ page, context }) => {
      const [kept, gone] = [await productNumber(2), await productNumber(3)];
      const [keptSize = '', goneSize = ''] = [kept.sizes[0], gone.sizes[0]];
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      for (const [product, size] of [
        [kept, keptSize],
        [gone, goneSize],
      ] as const) {
        await page.goto(`/product/${product._id}`);
        await page.getByRole('group', { name: 'Select Size' }).getByRole('button', { name: size, exact: true }).click();
        await page.getByRole('button', { name: 'ADD TO CART' }).click();
        await page.getByText(`Added ${product.name}, size ${size}, to your cart.`).waitFor();
      }
      await stockSet(gone, goneSize, 0);

      await eventually(async () => {
        await page.goto('/cart');
        await page.getByText('Sold out: remove it to place your order.').waitFor({ timeout: 1_000 });
      }, 10_000);
      expect(await blockingViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await toast(
        page,
        `${gone.name} in size ${goneSize} is sold out. Remove it from your cart to place the order.`,
      ).waitFor();
      expect(await serverOrders(shopper.token)).toEqual([]);

      await page.goto('/cart');
      await page.getByRole('button', { name: `Remove ${gone.name}, size ${goneSize}` }).click();
      await quantityField(page, gone, goneSize).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      expect((await serverOrders(shopper.token)).flatMap((order) => order.items.map((item) => item._id))).toEqual([
        kept._id,
      ]);
    },
  );
});
