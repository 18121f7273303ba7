// Issue 44's pincode at checkout and on the product page: a shopper types a pincode and sees the city and state filled
// from India Post's directory and "Delivery by <weekday, date>" (a north-east pincode later than the shop's own
// Bengaluru); where the operator turned cash on delivery off (`npm run shop -- delivery area`), checkout shows it
// unavailable with the reason; where the shop does not deliver, it says so and offers no order; and the product page's
// "Check delivery" says the date. This file runs its own shop, so the operator's delivery areas touch no other journey.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { eventually } from '../support/eventually';
import { DESKTOP, journey, PHONE } from '../support/journey';
import { runShopCommand } from '../support/operator';
import { catalog, shopUrl, type Product } from '../support/shopApi';
import { addToCart, cartLink } from '../support/shopperActions';
import { startShop, type RunningShop } from '../support/shopServer';

const SHOP_START_LIMIT_MS = 90_000;
/** Where the operator turned cash on delivery off, and the islands' first digits, where the shop does not deliver. */
const NO_CASH_PINCODE = '400001';
const NOT_DELIVERED_AREA = '744';

let shop: RunningShop;
let folder: string;
let sharedShopUrl: string | undefined;

beforeAll(async () => {
  shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'delivery-promise-server.log') });
  // The journeys of this file talk to this shop (shopUrl() reads the variable).
  sharedShopUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = shop.baseUrl;
  folder = mkdtempSync(path.join(os.tmpdir(), 'shop-delivery-'));
  await runShopCommand(shop.dataDir, folder, 'delivery', 'area', NO_CASH_PINCODE, '--cod', 'no');
  await runShopCommand(shop.dataDir, folder, 'delivery', 'area', NOT_DELIVERED_AREA, '--delivers', 'no');
}, SHOP_START_LIMIT_MS);

afterAll(async () => {
  process.env.E2E_BASE_URL = sharedShopUrl;
  await shop.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The day the shop promises for a pincode (`YYYY-MM-DD`, India's), as its API answers every page. */
async function promisedDay(pincode: string): Promise<string> {
  const answer = await fetch(new URL(`/api/delivery/${pincode}`, shopUrl()));
  const body = (await answer.json()) as { deliveryBy: string | null };
  if (!body.deliveryBy) throw new Error(`The shop promises no day for ${pincode}.`);
  return body.deliveryBy;
}

/** "Delivery by Tuesday, 1 December": the words a shopper reads for that day. */
const deliveryBy = (day: string): string =>
  `Delivery by ${new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })}`;

async function firstProduct(): Promise<Product> {
  const [product] = (await catalog()).filter((each) => each.sizes.length > 0);
  if (!product) throw new Error('The catalog is empty.');
  return product;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Types a pincode into the delivery form and waits for the city and state it fills. */
async function typePincode(page: Page, pincode: string, city: string, state: string): Promise<void> {
  await field(page, 'Pincode').fill(pincode);
  await eventually(async () =>
    expect([await field(page, 'City').inputValue(), await field(page, 'State').inputValue()]).toEqual([city, state]),
  );
}

describe('the delivery promise', () => {
  journey(
    'fills the city and state from the pincode at checkout, promises a day, and offers cash or an order only where the shop takes them',
    async ({ page }) => {
      const product = await firstProduct();
      await addToCart(page, product, product.sizes[0] ?? '');
      await cartLink(page).click();
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await page.waitForURL('/place-order');
      const cash = page.getByRole('radio', { name: 'CASH ON DELIVERY' });
      const placeOrder = page.getByRole('button', { name: 'PLACE ORDER' });

      // The shop's own city, then a north-east pincode: a later day, from the default zone table.
      await typePincode(page, '560001', 'Bengaluru Urban', 'Karnataka');
      const bengaluru = await promisedDay('560001');
      await page.getByText(deliveryBy(bengaluru), { exact: true }).waitFor();
      expect(await cash.isEnabled()).toBe(true);
      expect(await cash.isChecked()).toBe(true);

      await typePincode(page, '793001', 'East Khasi Hills', 'Meghalaya');
      const shillong = await promisedDay('793001');
      expect(shillong > bengaluru).toBe(true);
      await page.getByText(deliveryBy(shillong), { exact: true }).waitFor();
      expect(await page.getByText(deliveryBy(bengaluru), { exact: true }).count()).toBe(0);

      // Where the operator takes no cash: delivered, but cash on delivery is unavailable, and says why.
      await typePincode(page, NO_CASH_PINCODE, 'Mumbai', 'Maharashtra');
      await page.getByText(deliveryBy(await promisedDay(NO_CASH_PINCODE)), { exact: true }).waitFor();
      const reason = page.getByText(`Cash on delivery is not offered for pincode ${NO_CASH_PINCODE}.`, { exact: true });
      await reason.waitFor();
      expect(await cash.isDisabled()).toBe(true);
      expect(await cash.isChecked()).toBe(false);
      expect(await cash.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
      expect(await placeOrder.isEnabled()).toBe(true);

      // Where the shop does not deliver: said under the form, and no order.
      await typePincode(page, '744101', 'South Andamans', 'Andaman and Nicobar Islands');
      await page.getByText("We don't deliver to 744101 yet", { exact: true }).waitFor();
      expect(await page.getByText(/^Delivery by /).count()).toBe(0);
      expect(await placeOrder.isDisabled()).toBe(true);

      // Back in Bengaluru, cash on delivery and the order are offered again.
      await typePincode(page, '560001', 'Bengaluru Urban', 'Karnataka');
      await page.getByText(deliveryBy(bengaluru), { exact: true }).waitFor();
      expect(await cash.isEnabled()).toBe(true);
      expect(await reason.count()).toBe(0);
      expect(await placeOrder.isEnabled()).toBe(true);
    },
    { viewport: DESKTOP },
  );

  journey(
    "says the day and whether cash is taken on the product page's Check delivery, remembers the pincode, and says where the shop does not deliver",
    async ({ page }) => {
      const product = await firstProduct();
      await page.goto(`/product/${product._id}`);
      const check = page.getByRole('textbox', { name: 'Check delivery: your pincode' });
      await check.fill('793001');
      const promise = page.getByText(deliveryBy(await promisedDay('793001')), { exact: true });
      await promise.waitFor();
      // The cash note speaks of the pincode checked, from the answer checkout keeps to.
      const general = page.getByText('Cash on delivery is available on this product.', { exact: true });
      await page.getByText('Cash on delivery is available for pincode 793001.', { exact: true }).waitFor();
      expect(await general.count()).toBe(0);
      await check.fill(NO_CASH_PINCODE);
      await page
        .getByText(`Cash on delivery is not offered for pincode ${NO_CASH_PINCODE}.`, { exact: true })
        .waitFor();
      expect(await page.getByText(/^Cash on delivery is available/).count()).toBe(0);
      await check.fill('793001');

      await page.reload();
      await promise.waitFor();
      expect(await check.inputValue()).toBe('793001');

      await check.fill('744101');
      await page.getByText("We don't deliver to 744101 yet", { exact: true }).waitFor();
      expect(await promise.count()).toBe(0);
    },
    { viewport: PHONE },
  );
});
