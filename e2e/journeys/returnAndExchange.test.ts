// After delivery (issue 43): a shopper returns one piece of a cash-on-delivery order for store credit and exchanges
// another for a new size through the order page's form; the operator, on a phone, moves each request through
// /admin/returns (approve, picked up, received, refunded or exchanged). The stock, the store credit, the new order
// (amount 0) and the mails a real SMTP server in this process receives (tools/testkit/mailbox.ts) agree; closing the
// account then asks whether the shopper gives up the credit left. This file runs its own shop, whose stock and mail no
// other file reads.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { orderNumber } from '../../contract';
import { Mailbox } from '../../tools/testkit/mailbox';
import { shopClient, type Shopper } from '../../tools/testkit/shopClient';
import { adminSignsIn } from '../support/adminSession';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { blockingViolations } from '../support/axe';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { runShopCommand } from '../support/operator';
import { catalog, placeServerOrder, serverOrders, setServerLine, signUp, type Product } from '../support/shopApi';
import { logIn } from '../support/shopperActions';
import { startShop, type RunningShop } from '../support/shopServer';

let mailbox: Mailbox;
let shop: RunningShop;
let folder: string;
let sharedShopUrl: string | undefined;
const api = shopClient(() => shop.baseUrl);

beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.start();
  shop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'return-and-exchange-shop.log'),
    env: { SMTP_URL: mailbox.url },
  });
  sharedShopUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = shop.baseUrl;
  folder = mkdtempSync(path.join(os.tmpdir(), 'shop-returns-'));
}, 90_000);
afterAll(async () => {
  process.env.E2E_BASE_URL = sharedShopUrl;
  await shop?.stop();
  await mailbox?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** What the two journeys share: the shopper, the order, the product and the operator's token. */
const story: {
  shopper?: Shopper;
  orderId?: string;
  product?: Product;
  operatorToken?: string;
  /** The product's units per size once the order was delivered, before any request. */
  before?: Record<string, number>;
} = {};
const known = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The first journey did not make ${what}.`);
  return value;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function operatorToken(): Promise<string> {
  const operator = await signUp();
  await runShopCommand(shop.dataDir, folder, 'users', 'role', operator.email, 'admin');
  return operator.token;
}

async function shelf(token: string, productId: string): Promise<Record<string, number>> {
  return (
    await api.succeed<{ stock: Record<string, number> }>('GET', `/api/admin/stock/${productId}`, {
      token,
    })
  ).stock;
}

/** Opens the order page's "Return or exchange" form and sends one request for `piece`. */
async function askFor(page: Page, piece: RegExp, choose: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('checkbox', { name: piece }).check();
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Too small' });
  await choose(form);
  await form.getByRole('button', { name: 'Send request' }).click();
  await page.getByText('Your request is sent.').waitFor();
}

/** Moves the request whose queue link is named `link` through `steps`, each a button and the state it reaches. */
async function moveThrough(page: Page, link: string, steps: Array<[string, string]>) {
  await page.goto('/admin/returns');
  await page.getByRole('link', { name: link }).click();
  await page.getByRole('group', { name: 'Next step' }).waitFor();
  expect(await blockingViolations(page)).toEqual([]);
  for (const [button, state] of steps) {
    await page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: button, exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `is now ${state}.` })
      .waitFor();
  }
  await page.getByText('This request is finished.').waitFor();
}

describe('a return and an exchange after delivery', () => {
  journey('are asked for on the order page: one piece for store credit, another for a new size', async ({ page }) => {
    const product = (await catalog()).find((each) => each.sizes.length >= 2);
    if (!product) throw new Error('No product comes in two sizes.');
    const [first, second] = product.sizes as [string, string];
    const token = await operatorToken();
    const shopper = await signUp();
    await setServerLine(shopper.token, product._id, first, 2);
    await placeServerOrder(shopper.token);
    const [order] = await serverOrders(shopper.token);
    if (!order) throw new Error('The order was not placed.');
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
      await api.succeed('POST', `/api/admin/orders/${order._id}/status`, { body: { status }, token });
    const before = await shelf(token, product._id);
    Object.assign(story, { shopper, orderId: order._id, product, operatorToken: token, before });

    await logIn(page, shopper.email, shopper.password);
    await page.goto(`/orders/${order._id}`);
    const pieceOf = (unit: number) => new RegExp(`^${escaped(product.name)}, size ${escaped(first)}, piece ${unit}\\b`);
    await askFor(page, pieceOf(1), async (form) => {
      await form.getByRole('radio', { name: 'Refund' }).check();
      await form.getByRole('radio', { name: 'Store credit' }).check();
    });
    await askFor(page, pieceOf(2), async (form) => {
      await form.getByRole('radio', { name: 'Exchange for another size' }).check();
      await form.getByRole('combobox', { name: 'New size' }).selectOption(second);
    });
    const requests = (
      await api.succeed<{
        returns: Array<{ orderId: string; kind: string; state: string; exchangeSize: string | null }>;
      }>('GET', '/api/admin/returns', { token })
    ).returns.filter((request) => request.orderId === order._id);
    expect(requests.map(({ kind, state, exchangeSize }) => ({ kind, state, exchangeSize }))).toEqual([
      { kind: 'refund', state: 'requested', exchangeSize: null },
      { kind: 'exchange', state: 'requested', exchangeSize: second },
    ]);
  });

  journey(
    'are moved by the operator on a phone through /admin/returns; stock, store credit, the new order and mails agree',
    async ({ page }) => {
      const shopper = known(story.shopper, 'a shopper');
      const orderId = known(story.orderId, 'an order');
      const product = known(story.product, 'a product');
      const token = known(story.operatorToken, 'an operator');
      const [first, second] = product.sizes as [string, string];
      const before = known(story.before, 'the stock before');
      const number = orderNumber(orderId);

      await adminSignsIn(page, shop.dataDir, folder);
      await page.goto('/admin/returns');
      const table = page.getByRole('table');
      await table.getByRole('row').nth(2).waitFor();
      // The table scrolls inside its own box: the page itself is no wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await blockingViolations(page)).toEqual([]);

      const received: Array<[string, string]> = [
        ['Approve', 'approved'],
        ['Mark picked up', 'pickedUp'],
        ['Mark received', 'received'],
      ];
      await moveThrough(page, `Return of order ${number}: Refund`, [...received, ['Refund', 'refunded']]);
      await moveThrough(page, `Return of order ${number}: Exchange for size ${second}`, [
        ...received,
        ['Mark exchanged', 'exchanged'],
      ]);

      // Both pieces came back undamaged; the exchange's new size left the shelf once, when it was asked for.
      const after = await shelf(token, product._id);
      expect(after[first]).toBe((before[first] ?? 0) + 2);
      expect(after[second]).toBe((before[second] ?? 0) - 1);
      const credit = await api.succeed<{ balance: number }>('GET', '/api/order/credit', { token: shopper.token });
      expect(credit.balance).toBe(product.price);
      const orders = await serverOrders(shopper.token);
      const exchange = orders.find((order) => order._id !== orderId);
      expect(exchange).toMatchObject({
        amount: 0,
        items: [expect.objectContaining({ _id: product._id, size: second })],
      });

      const subjects = [
        `We have your return request for order ${number}`,
        `Your return for order ${number} is approved`,
        `We picked up your return for order ${number}`,
        `We received your return for order ${number}`,
      ];
      await eventually(
        async () =>
          expect(
            mailbox
              .to(shopper.email)
              .map((mail) => mail.subject)
              .filter((subject) => subject.includes(number))
              .sort(),
          ).toEqual(
            [
              // The order's own confirmation, its delivery (a cash order's, naming its tax invoice), then one mail
              // per step of each request.
              `Your Kapda order ${number}`,
              `Your Kapda order ${number} is delivered`,
              ...subjects,
              ...subjects,
              `Your refund for order ${number}`,
              `Your exchange for order ${number} is on its way`,
            ].sort(),
          ),
        20_000,
      );
    },
    { viewport: PHONE },
  );

  journey(
    'closing the account then asks, on a phone, whether the shopper gives up the store credit the return left',
    async ({ page }) => {
      const shopper = known(story.shopper, 'a shopper');
      const orderId = known(story.orderId, 'an order');
      const product = known(story.product, 'a product');
      const token = known(story.operatorToken, 'an operator');
      // The exchange's new order is delivered: nothing is on its way, no request is open, only the credit is left.
      const exchange = (await serverOrders(shopper.token)).find((order) => order._id !== orderId);
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        await api.succeed('POST', `/api/admin/orders/${exchange?._id ?? ''}/status`, { body: { status }, token });

      await logIn(page, shopper.email, shopper.password);
      await page.goto('/account');
      const panel = page.getByRole('region', { name: 'Close account' });
      const amount = `₹${product.price.toLocaleString('en-IN')}`;
      const question = panel.getByRole('checkbox', {
        name: `I give up my store credit of ${amount}: once the account is closed nobody can spend it. (To use it, place a cash-on-delivery order first.)`,
      });
      await question.waitFor();
      expect(await blockingViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await panel.getByLabel('Your password').fill(shopper.password);
      await panel.getByRole('checkbox', { name: 'I understand: my account is closed for good.' }).check();
      // Unanswered, the question keeps the form from being sent.
      await panel.getByRole('button', { name: 'CLOSE MY ACCOUNT' }).click();
      expect(await question.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(
        (await api.call('POST', '/api/user/login', { body: { email: shopper.email, password: shopper.password } }))
          .status,
      ).toBe(200);
      await question.check();
      await panel.getByRole('button', { name: 'CLOSE MY ACCOUNT' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(
        (await api.call('POST', '/api/user/login', { body: { email: shopper.email, password: shopper.password } }))
          .status,
      ).toBe(401);
    },
    { viewport: PHONE },
  );
});
