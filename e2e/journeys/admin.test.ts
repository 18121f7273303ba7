// The operator's screens (issue 33's "Done when"): an admin made with `npm run shop` signs in and, in the browser,
// moves a shopper's order from Order Placed to Delivered (the shopper's /orders shows it), adds a product with two
// photographs uploaded from files (the collection shows it with its pictures), sets a size's stock to 0 (the
// product page shows it sold out) and imports a CSV with one bad line (its refusal names the line). A shopper's token
// opening /admin gets the not-found page and no admin chunk. This file runs its own shop: its catalog changes touch
// no other journey.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { orderNumber } from '../../contract';
import { adminSignsIn, isAdminChunk, isAdminMessagesChunk } from '../support/adminSession';
import { blockingViolations } from '../support/axe';
import { journey, PHONE } from '../support/journey';
import { catalog, serverOrders, shopperWithOneOrder, signUp } from '../support/shopApi';
import { ownShop } from '../support/ownShop';
import { plantToken } from '../support/storage';

const ASSETS = path.resolve(__dirname, '../../dist/assets');
const PRODUCT = 'Women Indigo Block Print Kurta';

const { shop, folder } = ownShop('admin');
/** The added product's photographs in its order, for the journey that looks for them in the storefront. */
let savedPhotos: string[] = [];

const photograph = (background: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The scripts a page asks for while `work` runs. */
async function scriptsDuring(page: Page, work: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
  });
  await work();
  return scripts;
}

describe("the operator's screens", () => {
  journey(
    "move a shopper's order from Order Placed to Delivered, one allowed step at a time, and the shopper sees it",
    async ({ page, openFreshPage }) => {
      const { shopper, order } = await shopperWithOneOrder();
      const number = orderNumber(order._id);

      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Shop admin' }).waitFor();
      await page.getByLabel("Shopper's e-mail").fill(shopper.email);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('button', { name: 'Order Placed: 1' }).waitFor();
      expect(await blockingViolations(page)).toEqual([]);
      await page.getByRole('link', { name: number }).click();
      await page.getByRole('heading', { name: `Order ${number}` }).waitFor();

      const moves = page.getByRole('group', { name: 'Status' }).getByRole('button');
      expect(await moves.allInnerTexts()).toEqual(['Move to Packing', 'Cancel the order and restock']);
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
        await page.getByRole('button', { name: `Move to ${status}` }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `The order is now ${status}.` })
          .waitFor();
      }
      await page.getByText('This order can move no further.').waitFor();
      expect(
        await page
          .getByRole('listitem')
          .filter({ hasText: /^Out for delivery → Delivered, by / })
          .count(),
      ).toBe(1);
      expect(await blockingViolations(page)).toEqual([]);

      const shopperPage = await openFreshPage();
      await plantToken(shopperPage.context(), shopper.token);
      await shopperPage.goto('/orders');
      await shopperPage.getByText('Delivered', { exact: true }).first().waitFor();
      expect((await serverOrders(shopper.token))[0]?.status).toBe('Delivered');
    },
  );

  journey('add a product with two photographs uploaded from files, previewed and reordered', async ({ page }) => {
    await adminSignsIn(page, shop().dataDir, folder());
    await page.goto('/admin/products/new');
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await page.getByLabel('Price (₹)').fill('1299');
    await page.getByLabel('Category').selectOption('Women');
    await page.getByLabel('Type').selectOption('Topwear');
    await page.getByLabel('Description', { exact: true }).fill('A cotton kurta, block printed by hand in indigo.');
    await page.getByRole('checkbox', { name: 'M', exact: true }).check();
    await page.getByRole('checkbox', { name: 'L', exact: true }).check();
    await page.getByLabel('Units in size M').fill('5');
    await page.getByLabel('Units in size L').fill('3');
    await page.getByLabel('Choose photographs').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photograph('#2b3f7a') },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photograph('#c9d3ea') },
    ]);
    const previews = page.getByRole('img', { name: /^Photograph [12]$/ });
    await page.getByRole('img', { name: 'Photograph 2' }).waitFor();
    expect(await previews.count()).toBe(2);
    const [first, second] = await previews.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
    );
    // Reordered: the second photograph becomes the product's first.
    await page.getByRole('button', { name: 'Move photograph 2 earlier' }).click();
    expect(await page.getByRole('img', { name: 'Photograph 1' }).getAttribute('src')).toBe(second);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save the product' }).click();
    await page.getByText(`${PRODUCT} is saved; the shop shows it now.`).waitFor();
    savedPhotos = [second ?? '', first ?? ''];
  });

  journey('the collection and the product page show the added product with its two photographs', async ({ page }) => {
    const [first, second] = savedPhotos;
    if (!first || !second) throw new Error('The product was not added (the journey before this one).');
    const stem = (url: string) => path.basename(url).replace(/(-\d+)?\.[a-z]+$/, '');
    await page.goto('/collection');
    const card = page.getByRole('link', { name: new RegExp(PRODUCT) }).first();
    await card.waitFor();
    const picture = card.getByRole('img').first();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
    );
    expect(await picture.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain(stem(first));
    await card.click();
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    const gallery = await page
      .locator('main img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
      );
    for (const photo of [first, second]) expect(gallery.some((src) => src.includes(stem(photo)))).toBe(true);
  });

  journey("set a size's stock to 0 in place: the product page shows the size sold out", async ({ page }) => {
    const product = (await catalog()).find((each) => each.sizes.some((size) => (each.stock[size] ?? 0) > 0));
    const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > 0);
    if (!product || !size) throw new Error('The catalog lacks a product with sizes.');
    await adminSignsIn(page, shop().dataDir, folder());
    await page.goto('/admin/stock');
    await page.getByRole('searchbox', { name: 'Find products' }).fill(product._id);
    const units = page.getByLabel(`Units of ${product.name} in size ${size}`);
    await units.fill('0');
    await page.getByRole('row').filter({ has: units }).getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${product.name}, size ${size}: 0 units.`).waitFor();
    await page.goto(`/product/${product._id}`);
    const soldOut = page.getByRole('button', { name: `${size}: Sold out` });
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);
  });

  journey(
    'import a CSV with one bad line: the good products are added and the bad line is refused by its number',
    async ({ page }) => {
      const [seed] = await catalog();
      const picture = new URL(seed?.image[0] ?? '').pathname;
      const csv = [
        'id,name,description,price,category,subCategory,sizes,bestseller,image,stock',
        `admin-csv-shirt,Men Admin Csv Shirt,A shirt from a file.,799,Men,Topwear,M|L,false,${picture},M:2|L:2`,
        `admin-csv-bad,Men Admin Csv Bad,A shirt with no price.,,Men,Topwear,M,false,${picture},M:1`,
      ].join('\n');
      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto('/admin/files');
      await page
        .getByLabel('Product file (.csv or .json)')
        .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByText('1 added, 0 updated.').waitFor();
      const refusal = page.getByRole('listitem').filter({ hasText: /^Line 3: / });
      await refusal.waitFor();
      expect(await refusal.innerText()).toMatch(/^Line 3: .*price/);
      expect(await blockingViolations(page)).toEqual([]);
    },
    { viewport: PHONE },
  );

  test("the build keeps the admin screens in their own chunk and their words in the operator's messages' chunks only", () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    expect(scripts.filter(isAdminChunk)).toHaveLength(1);
    expect(scripts.filter(isAdminMessagesChunk)).toHaveLength(2);
    const english = scripts.find((file) => file.startsWith('lang-en-admin.'));
    expect(readFileSync(path.join(ASSETS, english ?? ''), 'utf8')).toContain('Shop admin');
    const holding = scripts
      .filter((file) => !isAdminChunk(file) && !isAdminMessagesChunk(file))
      .filter((file) => {
        const code = readFileSync(path.join(ASSETS, file), 'utf8');
        return ['Shop admin', '/api/admin/'].some((word) => code.includes(word));
      });
    expect(holding).toEqual([]);
  });

  journey(
    "a shopper's token opening /admin gets the not-found page and never the admin chunk",
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const scripts = await scriptsDuring(page, async () => {
        await page.goto('/admin/products');
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
      });
      await page
        .getByRole('link', { name: /browse/i })
        .first()
        .waitFor();
      expect(await page.getByText('Shop admin').count()).toBe(0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => isAdminChunk(script) || isAdminMessagesChunk(script))).toEqual([]);
      const answer = await page.request.get('/admin');
      expect(answer.status()).toBe(404);
      expect(answer.headers()['cache-control'] ?? '').not.toContain('public');
    },
  );
});
