// A UPI payment that arrives after the hold on its order's units ended (STOCK_HOLD_SECONDS=2 here): the shopper pays in
// the sandbox popup too late and lands on a page of its own that says, by the order's number, that the money was taken,
// nothing will be delivered, and the whole amount goes back and when; the same is mailed (a real SMTP server in this
// process). On a 390 px phone. This file runs its own shop, whose stock and mail no other file reads.
import path from 'node:path';
import { orderNumber } from '../../contract';
import { Mailbox } from '../../tools/testkit/mailbox';
import { shopClient, type ShopClient } from '../../tools/testkit/shopClient';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { chooseSize, fillAddress } from '../support/shopperActions';
import { DELIVERY_ADDRESS, type Product } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantToken } from '../support/storage';

let mailbox: Mailbox;
let shop: RunningShop;
let client: ShopClient;

beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.start();
  shop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'upi-after-hold-shop.log'),
    env: { STOCK_HOLD_SECONDS: '2', SANDBOX_WEBHOOKS: 'never', SMTP_URL: mailbox.url },
  });
  client = shopClient(shop.baseUrl);
}, 90_000);
afterAll(async () => {
  await client?.close();
  await shop?.stop();
  await mailbox?.stop();
});

describe('a UPI payment that arrives after its hold', () => {
  journey(
    'is said on a page of its own by the order number, the money going back, and mailed',
    async ({ context, page }) => {
      const shopper = await client.signUp('late');
      await plantToken(context, shopper.token);
      const { products } = await client.succeed<{ products: Product[] }>('GET', '/api/product/list');
      const product = products.find((each) => each.sizes.length > 0) as Product;

      await page.goto(`/product/${product._id}`);
      await chooseSize(page, product.sizes[0] ?? '');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await page.getByText(`Added ${product.name}`, { exact: false }).waitFor();
      await page.goto('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();

      const popup = page.getByRole('dialog', { name: 'Razorpay sandbox' });
      await popup.waitFor();
      // The shopper takes longer than the shop keeps the items for a payment, then pays.
      await page.waitForTimeout(3500);
      await popup.getByRole('button', { name: 'Pay' }).click();

      await page.waitForURL(/\/payment-refund\//);
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const number = orderNumber(orderId);
      const amount = `₹${(product.price + 10).toLocaleString('en-IN')}`;
      await page.getByRole('heading', { name: `Your payment for order ${number} was not taken as an order` }).waitFor();
      await page.getByText(`We received your payment of ${amount}, but it arrived after the time`).waitFor();
      await page.getByText(`the whole ${amount} goes back to the way you paid`, { exact: false }).waitFor();
      // No toast naming the order's whole id stays over the page, and the checkout form is gone.
      expect(await page.getByText(orderId).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'PLACE ORDER' }).count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'upi-after-hold-390.png'), fullPage: true });

      await eventually(async () => {
        const mails = mailbox.to(shopper.email).filter((mail) => mail.subject.includes(number));
        expect(mails.map((mail) => mail.subject)).toEqual([`Your payment for Kapda order ${number} goes back to you`]);
        expect(mails[0]?.links).toEqual([expect.stringMatching(new RegExp(`/payment-refund/${orderId}$`))]);
      }, 20_000);

      await page.getByRole('link', { name: 'See the order and its refund' }).click();
      await page.waitForURL(`**/orders/${orderId}`);
      await page.getByText('Still to come back to the way you paid').waitFor();
    },
    { viewport: PHONE, baseUrl: () => shop.baseUrl },
  );
});
