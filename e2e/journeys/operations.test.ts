// The operator and the shopper on one shop: a product imported with `npm run shop` (a photograph made into every
// width and format) appears in the open storefront without a restart, and an order moved along its lifecycle
// shows its new status to the shopper. This file runs its own shop, so its catalog change touches no other journey.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { orderNumber } from '../../contract';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { journey, PHONE } from '../support/journey';
import { runShopCommand } from '../support/operator';
import { placeServerOrder, serverOrders, setServerLine, signUp } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantToken } from '../support/storage';

const SHOP_START_LIMIT_MS = 90_000;
const PRODUCT = { id: 'e2e-olive-linen-shirt', name: 'Men Olive Linen Shirt' };

let shop: RunningShop;
let folder: string;
let sharedShopUrl: string | undefined;

beforeAll(async () => {
  shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'operations-server.log') });
  // The journeys of this file talk to this shop (shopUrl() reads the variable).
  sharedShopUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = shop.baseUrl;
  folder = mkdtempSync(path.join(os.tmpdir(), 'shop-operator-'));
  await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#6b7f4a' } })
    .jpeg()
    .toFile(path.join(folder, 'linen-shirt.jpg'));
  writeFileSync(
    path.join(folder, 'summer.csv'),
    [
      'id,name,description,price,category,subCategory,sizes,bestseller,image,stock',
      `${PRODUCT.id},${PRODUCT.name},"A loose linen shirt for hot days, with a chest pocket.",1499,Men,Summerwear,S|M|L,yes,linen-shirt.jpg,S:4|M:12|L:7`,
    ].join('\n'),
  );
}, SHOP_START_LIMIT_MS);

afterAll(async () => {
  process.env.E2E_BASE_URL = sharedShopUrl;
  await shop.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("the shop's operator", () => {
  journey(
    'imports a product that the open storefront then shows with its photograph in every size, and moves its order along',
    async ({ page, context }) => {
      await page.goto('/collection');
      await page.getByRole('heading', { name: /ALL COLLECTIONS/i }).waitFor();
      expect(await page.getByText(PRODUCT.name).count()).toBe(0);

      expect(await runShopCommand(shop.dataDir, folder, 'products', 'import', 'summer.csv')).toBe(
        '1 added, 0 updated.\n',
      );

      // The same server, not restarted: its product list follows the catalog's version.
      await page.reload();
      const card = page.getByRole('link', { name: new RegExp(PRODUCT.name) }).first();
      await card.waitFor();
      await card.click();
      await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
      const avif = page.locator('picture source[type="image/avif"]').first();
      expect(await avif.getAttribute('srcset')).toMatch(/-320\.avif 320w, .*-640\.avif 640w, .*-960\.avif 960w$/);
      const picture = page.getByRole('img', { name: PRODUCT.name, exact: true });
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await picture.elementHandle(),
      );

      const shopper = await signUp();
      await setServerLine(shopper.token, PRODUCT.id, 'M', 1);
      await placeServerOrder(shopper.token);
      const listed = JSON.parse(await runShopCommand(shop.dataDir, folder, 'orders', 'list', '--json')) as Array<{
        _id: string;
        email: string;
      }>;
      const order = listed.find((each) => each.email === shopper.email);
      if (!order) throw new Error("The operator's list lacks the shopper's order.");
      expect(await runShopCommand(shop.dataDir, folder, 'orders', 'status', order._id, 'Packing')).toBe(
        `Order ${order._id} is now Packing.\n`,
      );

      await plantToken(context, shopper.token);
      await page.goto('/orders');
      const row = page
        .getByRole('list', { name: 'Ordered items' })
        .getByRole('listitem')
        .filter({ hasText: PRODUCT.name });
      await row.getByText('Packing', { exact: true }).waitFor();
      expect((await serverOrders(shopper.token))[0]?.status).toBe('Packing');
    },
    { viewport: PHONE },
  );

  // Needs the order-detail call of the server (getOrder, issue 31).
  journey(
    "an order's page shows each status the operator set, with its date, and Track Order fetches the next",
    async ({ page, context }) => {
      const shopper = await signUp();
      await setServerLine(shopper.token, PRODUCT.id, 'M', 1);
      await placeServerOrder(shopper.token);
      const [order] = await serverOrders(shopper.token);
      if (!order) throw new Error('The server holds no order for the shopper.');
      await runShopCommand(shop.dataDir, folder, 'orders', 'status', order._id, 'Packing');

      await plantToken(context, shopper.token);
      await page.goto('/orders');
      await page.getByRole('link', { name: `ORDER DETAILS: order ${orderNumber(order._id)}` }).click();
      await page.waitForURL(`/orders/${order._id}`);
      const steps = page.getByRole('region', { name: 'Order status' }).getByRole('listitem');
      await steps.nth(1).getByText('Packing', { exact: true }).waitFor();
      await steps.first().getByText('Order Placed', { exact: true }).waitFor();
      expect(await steps.nth(1).locator('time').innerText()).toContain(String(new Date().getFullYear()));

      await runShopCommand(shop.dataDir, folder, 'orders', 'status', order._id, 'Shipped');
      await page.getByRole('button', { name: 'Track Order' }).click();
      await page.getByText('Status now: Shipped').waitFor();
      expect(await steps.count()).toBe(3);
    },
    { viewport: PHONE },
  );
});
