// The operator's screens on a phone (390 px), as docs/admin.md promises them for the stockroom (issues 50 and 56):
// every screen no wider than the phone with its controls on it and none cut off (the accounts and orders as cards, the
// stock's Save whole), the Refund asked first in a dialog that says how much, to whom and where, the product form
// edits the Hindi name and description, and /hi/admin names every status in Hindi. This file runs its own shop: its
// catalog change touches no other journey.
import type { Page } from 'playwright-core';
import { orderAmount, orderNumber, toRupees } from '../../contract';
import { adminSignsIn } from '../support/adminSession';
import { blockingViolations } from '../support/axe';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import {
  catalog,
  DELIVERY_ADDRESS,
  setServerLine,
  shopperWithOneOrder,
  signUp,
  type Product,
  type Shopper,
} from '../support/shopApi';
import { ownShop } from '../support/ownShop';
import { runShopCommand } from '../support/operator';

const ENGLISH_STATUSES = [
  'Order Placed',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
  'Awaiting Payment',
  'Awaiting payment',
  'Payment Expired',
  'Payment Failed',
];

const { shop, folder } = ownShop('admin-phone');

/** This file's shop's catalog as it is now (the support's catalog() keeps the first answer it got). */
async function currentCatalog(): Promise<Product[]> {
  return ((await (await fetch(`${shop().baseUrl}/api/product/list`)).json()) as { products: Product[] }).products;
}

/** POSTs to this file's shop as a shopper (or anyone, without a token), answering the status and the JSON. */
async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${shop().baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** A shopper's Razorpay order of one piece of `product`, started (Awaiting Payment) but not paid: its popup's order. */
async function startedRazorpayOrder(shopper: Shopper, product: Product) {
  const size = product.sizes[0] ?? '';
  await setServerLine(shopper.token, product._id, size, 1);
  const items = [{ ...product, size, quantity: 1 }];
  const started = await post(
    '/api/order/razorpay',
    { address: DELIVERY_ADDRESS, items, amount: orderAmount(items) },
    shopper.token,
  );
  expect(started.status).toBe(200);
  return started.body.order as { id: string; receipt: string; amount: number };
}

/**
 * The controls in the page's main part that a phone does not show whole: drawn past the window's sides, or cut off by a
 * box that clips what overflows it (a table's scrolling box). A strip of links that scrolls sideways (the sections'
 * bar) is meant to be wider; a control kept for screen readers only (1 px) and a folded one (no box) are not drawn.
 */
function controlsOffScreen(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const width = document.documentElement.clientWidth;
    const controls = main.querySelectorAll('a[href], button, input, select, textarea, summary');
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return [];
      let [left, right] = [0, width];
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const edges = parent.getBoundingClientRect();
        if (edges.width <= 1 && edges.height <= 1) return [];
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        if (parent.matches('ul, ol')) return [];
        [left, right] = [Math.max(left, edges.left), Math.min(right, edges.right)];
      }
      if (box.left >= left - 0.5 && box.right <= right + 0.5) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
      return [`${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}-${Math.round(box.right)} px`];
    });
  });
}

describe("the operator's screens on a phone", () => {
  journey(
    'fit every operator screen into 390 px: nothing wider than the phone, every control on it whole',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The catalog is empty.');
      // An order of two pieces, one cancelled by the shopper, whose account's role changed twice; another order.
      const shopper = await signUp();
      const size = product.sizes[0] ?? '';
      await setServerLine(shopper.token, product._id, size, 2);
      const items = [{ ...product, size, quantity: 2 }];
      const placed = await post(
        '/api/order/place',
        { address: DELIVERY_ADDRESS, items, amount: orderAmount(items) },
        shopper.token,
      );
      expect(placed.status).toBe(201);
      const mine = placed.body.orderId as string;
      const cancel = { orderId: mine, reason: 'changedMind', units: ['1.2'] };
      expect((await post('/api/order/cancel', cancel, shopper.token)).status).toBe(200);
      await adminSignsIn(page, shop().dataDir, folder());
      for (const role of ['admin', 'shopper'])
        await runShopCommand(shop().dataDir, folder(), 'users', 'role', shopper.email, role, '--by', 'cli:night-shift');
      const { order } = await shopperWithOneOrder();

      const screens = [
        '/admin',
        `/admin/orders/${mine}`,
        `/admin/orders/${order._id}`,
        '/admin/returns',
        '/admin/products',
        `/admin/products/${product._id}`,
        '/admin/stock',
        `/admin/stock/${product._id}`,
        '/admin/size-charts',
        '/admin/reviews',
        '/admin/search',
        '/admin/delivery',
        '/admin/accounts',
        '/admin/files',
        '/hi/admin',
        '/hi/admin/accounts',
      ];
      for (const path of screens) {
        await page.goto(path);
        await page.locator('main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
          path,
          width: PHONE.width,
        });
        expect({ path, offScreen: await controlsOffScreen(page) }).toEqual({ path, offScreen: [] });
      }

      // The order the shopper cut to one piece: one to ship, the other shown apart as cancelled.
      await page.goto(`/admin/orders/${mine}`);
      const toShip = page.getByRole('region', { name: 'To ship', exact: true });
      await toShip.getByRole('listitem').first().waitFor();
      expect(await toShip.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^${product.name}, size ${size} × 1, `)),
      ]);
      const cancelled = page.getByRole('region', { name: 'Cancelled (not to ship)' });
      expect(await cancelled.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^${product.name}, size ${size} × 1, `)),
      ]);

      // The orders' filters fold away on a phone: the list starts on the first screen.
      await page.goto('/admin');
      const filters = page.getByText('Filter orders', { exact: true });
      await filters.waitFor();
      expect(await page.getByRole('combobox', { name: 'Status' }).isVisible()).toBe(false);
      const first = page.getByRole('rowheader').first();
      const box = await first.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      await filters.click();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('Order Placed');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Filter orders (1 filter on)').waitFor();
      expect(await blockingViolations(page)).toEqual([]);
    },
    // Sixteen screens, each loaded and measured: longer than one journey's usual 50 s on a busy machine.
    { viewport: PHONE, limitMs: 120_000 },
  );

  journey(
    'ask before refunding, in a dialog on the phone that says how much, to whom and where the money goes',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The catalog is empty.');
      // The popup's order paid twice: the order takes the first payment, the second is the shop's to give back.
      const shopper = await signUp();
      const started = await startedRazorpayOrder(shopper, product);
      expect((await post('/sandbox/razorpay/pay', { order_id: started.id })).status).toBe(200);
      expect((await post('/sandbox/razorpay/pay', { order_id: started.id })).status).toBe(200);
      const amount = rupees(toRupees(started.amount));

      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto(`/admin/orders/${started.receipt}`);
      const refund = page.getByRole('group', { name: 'Payment actions' }).getByRole('button', { name: 'Refund' });
      await eventually(async () => {
        await page.reload();
        await refund.waitFor({ timeout: 2000 });
      });
      await refund.click();
      const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
      await dialog.waitFor();
      const said = await dialog.innerText();
      expect(said).toContain(
        `Refund ${amount} of order ${orderNumber(started.receipt)} to ${DELIVERY_ADDRESS.firstName} ${DELIVERY_ADDRESS.lastName} (${shopper.email}).`,
      );
      expect(said).toContain('The money goes back through Razorpay to the UPI account, card, bank account or wallet');
      const edges = await dialog.boundingBox();
      expect(edges && [edges.x >= 0, edges.x + edges.width <= PHONE.width]).toEqual([true, true]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await blockingViolations(page)).toEqual([]);

      // Not now: nothing is sent, the button is there again.
      await dialog.getByRole('button', { name: 'Do not refund' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'Refunds' }).waitFor();
      expect(await page.getByText('No refunds.').isVisible()).toBe(true);

      // Confirmed: the second payment goes back, once.
      await refund.click();
      await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .filter({ hasText: /refund/i })
        .waitFor();
      await eventually(async () => {
        await page.reload();
        await page.getByRole('rowheader', { name: amount }).first().waitFor({ timeout: 2000 });
      });
      expect(await refund.count()).toBe(0);
    },
    { viewport: PHONE },
  );

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
      const [product] = await catalog();
      if (!product) throw new Error('The catalog is empty.');
      const waiting = await startedRazorpayOrder(await signUp(), product);

      await adminSignsIn(page, shop().dataDir, folder());
      await page.goto('/hi/admin');
      await page.getByRole('link', { name: orderNumber(order._id) }).waitFor();
      await page.getByRole('link', { name: orderNumber(waiting.receipt) }).waitFor();
      const orders = await page.locator('main').innerText();
      expect(orders).toContain('ऑर्डर हो गया');
      expect(orders).toContain('भुगतान का इंतज़ार');
      // The filter offers every status, in Hindi too.
      const filter = await page.getByRole('combobox', { name: 'स्थिति' }).innerText();
      expect(ENGLISH_STATUSES.filter((status) => filter.includes(status))).toEqual([]);
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
