// A shop set up for an existing client of this API (docs/compat.md: CORS_ORIGINS, FAILURE_STATUS=200): a storefront on
// another origin (e2e/support/clientSite.ts) shows its pictures, reads our messages, pays by card there and back, and in
// the popup of the sandbox's checkout.js loaded from our shop; and our own storefront, served by that shop, still logs
// in and pays as it does with failures answered by status.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DELIVERY_ADDRESS, newShopperDetails } from '../../tools/testkit/fixtures';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { startClientSite, type ClientSite } from '../support/clientSite';
import { journey } from '../support/journey';
import { expectCartCount, fillAddress, logIn, ORDERS_AFTER_PAYING, toast } from '../support/shopperActions';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantToken } from '../support/storage';

let site: ClientSite;
let shop: RunningShop;

beforeAll(async () => {
  site = await startClientSite();
  shop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'compatible-shop.log'),
    env: { CORS_ORIGINS: site.origin, FAILURE_STATUS: '200' },
  });
  site.useShop(shop.baseUrl);
}, 60_000);
afterAll(async () => {
  await shop?.stop();
  await site?.stop();
});

interface Listed {
  _id: string;
  name: string;
  price: number;
  sizes: string[];
}

async function api<T>(route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** A shopper of the compatible shop with one piece in the server cart, and the order body a client sends for it. */
async function shopperWithPiece() {
  const shopper = newShopperDetails('compat');
  const { token } = await api<{ token: string }>('/api/user/register', shopper);
  const [product] = (await api<{ products: Listed[] }>('/api/product/list')).products;
  if (!product) throw new Error('The compatible shop has no products.');
  const size = product.sizes[0] ?? '';
  await api('/api/cart/add', { itemId: product._id, size }, token);
  const body = { address: DELIVERY_ADDRESS, items: [{ ...product, size, quantity: 1 }], amount: product.price + 10 };
  return { ...shopper, token, product, body };
}

/** The client's page, logged in as the shopper, starting an order by `method`. */
async function orderOnClient(page: Page, method: 'stripe' | 'razorpay') {
  const shopper = await shopperWithPiece();
  await page.goto(`${site.origin}/`);
  await page.evaluate((token) => localStorage.setItem('token', token), shopper.token);
  // Not awaited in the page: a card payment leaves it for the checkout page.
  await page.evaluate(
    ({ method, body }) =>
      void (window as unknown as { order(m: string, b: unknown): Promise<void> }).order(method, body),
    {
      method,
      body: shopper.body,
    },
  );
  if (method === 'stripe') await page.waitForURL(`${shop.baseUrl}/sandbox/stripe/checkout/**`);
  return shopper;
}

const orderList = (page: Page) => page.getByRole('list', { name: 'Orders' });

describe('an existing client of this API on another origin', () => {
  journey('shows pictures from the shop and the shop’s message for a wrong password', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    const picture = page.locator('#shown img');
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(new RegExp(`^${shop.baseUrl}/images/`));
    await expect(
      picture.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    await page.evaluate(() =>
      (window as unknown as { logIn(e: string, p: string): Promise<void> }).logIn(
        'nobody@example.com',
        'wrong password',
      ),
    );
    expect(await page.getByRole('status').innerText()).toBe('Wrong e-mail or password.');
  });

  journey('pays on the Stripe test page and comes back to its own /verify and orders', async ({ page }) => {
    const { product } = await orderOnClient(page, 'stripe');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(`${site.origin}/orders`);
    await orderList(page).getByText(`${product.name}, Stripe, paid`).waitFor();
  });

  journey('cancels on the Stripe test page and is back at its cart with the piece kept', async ({ page }) => {
    await orderOnClient(page, 'stripe');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${site.origin}/cart`);
    await page.getByRole('status').getByText('1 in the cart').waitFor();
  });

  journey('pays in the sandbox popup opened by checkout.js on its own page', async ({ page }) => {
    const { product } = await orderOnClient(page, 'razorpay');
    const popup = page.getByRole('dialog', { name: 'Razorpay sandbox' });
    await popup.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${site.origin}/orders`);
    await orderList(page).getByText(`${product.name}, Razorpay, paid`).waitFor();
  });
});

describe('our own storefront on a shop answering failures with 200', () => {
  const onCompatibleShop = { baseUrl: () => shop.baseUrl };

  journey(
    'toasts a wrong password, logs in, and comes back from a cancelled card payment to its cart',
    async ({ page }) => {
      const shopper = await shopperWithPiece();
      await logIn(page, shopper.email, 'wrong password');
      await toast(page, 'Wrong e-mail or password.').waitFor();
      await logIn(page, shopper.email, shopper.password);
      await page.waitForURL('/');
      await expectCartCount(page, 1);
      await page.goto('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('radio', { name: 'Card', exact: true }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('/cart');
      await toast(page, 'The payment was not completed. Your cart is as you left it.').waitFor();
      await expectCartCount(page, 1);
    },
    onCompatibleShop,
  );

  journey(
    'pays in the Razorpay popup and sees the paid order',
    async ({ page, context }) => {
      const { token, product } = await shopperWithPiece();
      await plantToken(context, token);
      await page.goto('/place-order');
      await expectCartCount(page, 1);
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.getByRole('dialog', { name: 'Razorpay sandbox' }).getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      await page.getByRole('list', { name: 'Ordered items' }).getByText(product.name, { exact: true }).waitFor();
    },
    onCompatibleShop,
  );
});
