// Coming back for it, as shoppers and the operator meet it: hearts saved as a visitor follow the shopper into their
// account and onto another device; a sold-out size's "Notify me" asks the visitor to confirm from a mail, and once its
// link is opened brings exactly one e-mail (received by a real SMTP server, tools/testkit/mailbox.ts) when the operator
// restocks it with the command line, whose link opens the product
// with that size chosen; its unsubscribe link ends the address's other alerts; one client's flood of sign-ups is refused
// after the limit; the products viewed last show on the home page.
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product } from '../../src/features/catalog';
import { Mailbox, type ReceivedMail } from '../../tools/testkit/mailbox';
import { shopClient } from '../../tools/testkit/shopClient';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { runShopCommand } from '../support/operator';
import { logIn } from '../support/shopperActions';
import { startShop, type RunningShop } from '../support/shopServer';

let mailbox: Mailbox;
let shop: RunningShop;
let products: Product[];
const api = shopClient(() => shop.baseUrl);
const onShop = { baseUrl: () => shop.baseUrl };

beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.start();
  shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'wishlist-shop.log'), env: { SMTP_URL: mailbox.url } });
  products = (await api.succeed<{ products: Product[] }>('GET', '/api/product/list')).products;
}, 60_000);
afterAll(async () => {
  await api.close();
  await shop?.stop();
  await mailbox?.stop();
});

/** The n-th product of the catalog with at least two sizes: each journey takes its own, so none sees another's stock. */
const productNumber = (index: number): Product => {
  const product = products.filter((each) => each.sizes.length >= 2)[index];
  if (!product) throw new Error(`The demo catalog has no product number ${index} with two sizes.`);
  return product;
};

const setStock = (product: Product, size: string, units: number) =>
  runShopCommand(shop.dataDir, os.tmpdir(), 'stock', 'set', product._id, size, String(units));

const heart = (page: Page, product: Product) =>
  page.getByRole('button', { name: `Save ${product.name} to your wishlist` }).first();

/** Signs up for a back-in-stock e-mail from another client (`from`), as another shopper's browser would. */
const subscribeFrom = (from: string, product: Product, size: string, email: string) =>
  api.request({
    method: 'POST',
    url: '/api/stock-alerts',
    payload: { productId: product._id, size, email },
    from,
  });

/** A mail asking to confirm a back-in-stock alert. */
const confirmLinkOf = (mail: ReceivedMail) => mail.links.find((link) => link.includes('/alerts/confirm?'));

/** Signs up from another client and confirms with the token of the link mailed for it. */
async function subscribeConfirmed(from: string, product: Product, size: string, email: string) {
  const before = mailbox.received.length;
  expect((await subscribeFrom(from, product, size, email)).status).toBe(200);
  const token = new URL(confirmLinkOf(await mailbox.next(email, before)) ?? '').searchParams.get('token');
  await api.succeed('POST', '/api/stock-alerts/confirm', { body: { token } });
}

/** The back-in-stock mails to `address` once `sentinel` (a mail sent after them by the same restock or a later one) has come. */
async function mailsTo(address: string, sentinel: string, since: number): Promise<ReceivedMail[]> {
  await mailbox.next(sentinel, since);
  return mailbox.to(address).filter((mail) => !confirmLinkOf(mail));
}

const newAddress = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

describe('the wishlist', () => {
  journey(
    "keeps two products hearted by a visitor, in the account at login and on the shopper's other device",
    async ({ page, openFreshPage }) => {
      const shopper = await api.signUp('hearts');
      const [first, second] = [productNumber(0), productNumber(1)];

      await page.goto(`/product/${first._id}`);
      await heart(page, first).click();
      await eventually(async () => expect(await heart(page, first).getAttribute('aria-pressed')).toBe('true'));
      await page.goto('/collection');
      await heart(page, second).click();
      await page.getByRole('link', { name: 'Wishlist, 2 items' }).waitFor();

      await page.goto('/wishlist');
      for (const product of [first, second]) await page.getByRole('link', { name: product.name }).waitFor();

      await logIn(page, shopper.email, shopper.password);
      await page.waitForURL((url) => url.pathname === '/');
      await eventually(async () => {
        const answer = await api.call<{ items: { productId: string }[] }>('GET', '/api/wishlist', {
          token: shopper.token,
        });
        expect(answer.body.items.map((item) => item.productId).sort()).toEqual([first._id, second._id].sort());
      }, 10_000);

      const phone = await openFreshPage();
      await phone.setViewportSize(PHONE);
      await logIn(phone, shopper.email, shopper.password);
      await phone.waitForURL((url) => url.pathname === '/');
      await phone.goto('/wishlist');
      const list = phone.getByRole('list', { name: 'Saved products' });
      for (const product of [first, second]) await list.getByRole('link', { name: product.name }).waitFor();
      await phone.getByRole('link', { name: 'Wishlist, 2 items' }).waitFor();
    },
    onShop,
  );
});

describe('back in stock', () => {
  journey(
    'mails once when the operator restocks the size, and the link opens the product with that size chosen',
    async ({ page }) => {
      const product = productNumber(2);
      const other = productNumber(3);
      const [size] = product.sizes as [string];
      const [otherSize] = other.sizes as [string];
      await setStock(product, size, 0);
      await setStock(other, otherSize, 0);
      const address = newAddress('notify');

      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Size sold out? Notify me when it is back' }).click();
      const form = page.getByRole('form', { name: 'Back-in-stock e-mail' });
      const sizes = form.getByRole('combobox', { name: 'Size' });
      if (await sizes.count()) await sizes.selectOption(size);
      const beforeSignUp = mailbox.received.length;
      await form.getByRole('textbox', { name: 'Your e-mail' }).fill(address);
      await form.getByRole('button', { name: 'NOTIFY ME' }).click();
      await form.getByRole('status').filter({ hasText: 'check your e-mail to confirm' }).waitFor();
      // The visitor confirms the address with the link mailed to it.
      const confirmation = await mailbox.next(address, beforeSignUp);
      await page.goto(confirmLinkOf(confirmation) ?? '');
      await page
        .getByRole('status')
        .filter({ hasText: /^Confirmed/ })
        .waitFor();
      // The same address waits for another product's size too: the unsubscribe link will end that one.
      await subscribeConfirmed('127.0.0.21', other, otherSize, address);

      const before = mailbox.received.length;
      await setStock(product, size, 40);
      const mail = await mailbox.next(address, before);
      expect(confirmLinkOf(mail)).toBeUndefined();
      expect(mail.subject).toContain(product.name);
      const productLink = mail.links.find((link) => link.includes(`/product/${product._id}`));
      expect(productLink).toBeDefined();
      expect(new URL(productLink ?? '').searchParams.get('size')).toBe(size);

      await page.goto(productLink ?? '');
      const chosen = page.getByRole('group', { name: 'Select Size' }).getByRole('button', { name: size, exact: true });
      await eventually(async () => expect(await chosen.getAttribute('aria-pressed')).toBe('true'));

      // A second restock sends nothing more: a new subscriber's mail of the same restock comes, and none to the first.
      const sentinel = newAddress('sentinel');
      await setStock(product, size, 0);
      await subscribeConfirmed('127.0.0.22', product, size, sentinel);
      const beforeSecond = mailbox.received.length;
      await setStock(product, size, 30);
      expect((await mailsTo(address, sentinel, beforeSecond)).length).toBe(1);

      // The unsubscribe link ends the address's other alert, without signing in.
      const unsubscribe = mail.links.find((link) => link.includes('/alerts/unsubscribe'));
      expect(unsubscribe).toBeDefined();
      await page.goto(unsubscribe ?? '');
      await page
        .getByRole('status')
        .filter({ hasText: /no more|ended|unsubscribed/i })
        .waitFor();
      const otherSentinel = newAddress('sentinel-other');
      await subscribeConfirmed('127.0.0.23', other, otherSize, otherSentinel);
      const beforeOther = mailbox.received.length;
      await setStock(other, otherSize, 20);
      expect((await mailsTo(address, otherSentinel, beforeOther)).length).toBe(1);
    },
    // Six stock changes, each the operator's command line in a process of its own.
    { ...onShop, limitMs: 120_000 },
  );

  journey(
    "refuses one client's sign-ups after the limit: 50 in a minute",
    async () => {
      const product = productNumber(4);
      const [size] = product.sizes as [string];
      await setStock(product, size, 0);
      const statuses: number[] = [];
      for (let index = 0; index < 50; index += 1) {
        statuses.push((await subscribeFrom('127.0.0.31', product, size, newAddress(`flood${index}`))).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
      // Another client is not held back by the flood.
      expect((await subscribeFrom('127.0.0.32', product, size, newAddress('calm'))).status).toBe(200);
    },
    onShop,
  );
});

describe('recently viewed', () => {
  journey(
    'shows the products opened last on the home page, newest first',
    async ({ page }) => {
      const [older, newer] = [productNumber(5), productNumber(6)];
      for (const product of [older, newer]) {
        await page.goto(`/product/${product._id}`);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      }
      await page.goto('/');
      const row = page.getByRole('list', { name: 'Recently viewed' });
      await row.waitFor();
      const names = await row.getByRole('link').allTextContents();
      expect(names.findIndex((name) => name.includes(newer.name))).toBeLessThan(
        names.findIndex((name) => name.includes(older.name)),
      );
    },
    onShop,
  );
});
