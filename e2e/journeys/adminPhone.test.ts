// The operator's screens on a phone (390 px), as docs/admin.md promises them for the stockroom (issue 50): the stock
// table's Size and Units stay on the screen, the product form edits the Hindi name and description, and /hi/admin
// names the statuses in Hindi. This file runs its own shop: its catalog change touches no other journey.
import { orderNumber } from '../../contract';
import { adminSignsIn } from '../support/adminSession';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { shopperWithOneOrder, type Product } from '../support/shopApi';
import { ownShop } from '../support/ownShop';

const ENGLISH_STATUSES = ['Order Placed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled'];

const { shop, folder } = ownShop('admin-phone');

/** This file's shop's catalog as it is now (the support's catalog() keeps the first answer it got). */
async function currentCatalog(): Promise<Product[]> {
  return ((await (await fetch(`${shop().baseUrl}/api/product/list`)).json()) as { products: Product[] }).products;
}

describe("the operator's screens on a phone", () => {
  journey(
    'keep the stock table’s Size and Units, with their Save buttons, on the screen',
    async ({ page }) => {
      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto('/admin/stock');
      const table = page.getByRole('table');
      await table.getByRole('textbox').first().waitFor();
      const headers = await table.getByRole('columnheader').all();
      expect(await Promise.all(headers.map((header) => header.innerText()))).toEqual(['Name', 'Size', 'Units']);
      for (const header of headers) {
        const box = await header.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      const rows = (await table.getByRole('row').all()).slice(1, 9);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const control of [row.getByRole('textbox'), row.getByRole('button', { name: 'Save' })]) {
          const box = await control.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    },
    { viewport: PHONE },
  );

  journey(
    'edit a product’s Hindi name and description, which the Hindi shop then shows',
    async ({ page }) => {
      const product = (await currentCatalog()).find((each) => each.nameHi);
      if (!product?.nameHi) throw new Error('No product has a Hindi name.');
      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto(`/admin/products/${product._id}`);
      const nameHi = page.getByRole('textbox', { name: /^Name in Hindi/ });
      await eventually(async () => expect(await nameHi.inputValue()).toBe(product.nameHi));
      const box = await nameHi.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);

      await nameHi.fill('नई सूती कुर्ती');
      await page.getByRole('textbox', { name: /^Description in Hindi/ }).fill('हल्की, मुलायम सूती कुर्ती।');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'is saved' }).waitFor();
      const saved = (await currentCatalog()).find((each) => each._id === product._id);
      expect([saved?.name, saved?.nameHi, saved?.descriptionHi]).toEqual([
        product.name,
        'नई सूती कुर्ती',
        'हल्की, मुलायम सूती कुर्ती।',
      ]);
      await page.goto(`/hi/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: 'नई सूती कुर्ती' }).waitFor();
    },
    { viewport: PHONE },
  );

  journey(
    'name the order statuses in Hindi under /hi/admin',
    async ({ page }) => {
      const { order } = await shopperWithOneOrder();

      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto('/hi/admin');
      await page.getByRole('link', { name: orderNumber(order._id) }).waitFor();
      const orders = await page.locator('main').innerText();
      expect(orders).toContain('ऑर्डर हो गया');
      expect(ENGLISH_STATUSES.filter((status) => orders.includes(status))).toEqual([]);

      await page.goto(`/hi/admin/orders/${order._id}`);
      await page.getByRole('button', { name: 'पैक हो रहा है में ले जाएँ' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^ऑर्डर अब पैक हो रहा है/ })
        .waitFor();
      // The timeline follows the order's answer, which may come a moment after the message.
      await eventually(async () =>
        expect(await page.locator('main').innerText()).toContain('ऑर्डर हो गया → पैक हो रहा है'),
      );
      const detail = await page.locator('main').innerText();
      expect(ENGLISH_STATUSES.filter((status) => detail.includes(status))).toEqual([]);
    },
    { viewport: PHONE },
  );
});
