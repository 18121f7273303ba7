// A UPI payment whose tab was closed: the shopper approves in their UPI app (the sandbox popup's UPI button, answered
// after a few seconds), closes the tab before the popup can say so, and later finds the order paid, once, because the
// shop asked the provider on its own schedule (PAYMENT_RECONCILE_SECONDS=2 here; no webhook comes).
import path from 'node:path';
import { shopClient, type ShopClient } from '../../tools/testkit/shopClient';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { chooseSize, fillAddress } from '../support/shopperActions';
import { DELIVERY_ADDRESS, type Product } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantToken } from '../support/storage';

let shop: RunningShop;
let client: ShopClient;

beforeAll(async () => {
  shop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'upi-closed-tab-shop.log'),
    env: { PAYMENT_RECONCILE_SECONDS: '2', SANDBOX_WEBHOOKS: 'never' },
  });
  client = shopClient(shop.baseUrl);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await shop?.stop();
});

describe('a UPI payment whose tab was closed', () => {
  journey(
    'is taken when the shop asks the provider: one paid order, one mail, the units held throughout',
    async ({ context, page, openFreshPage }) => {
      const shopper = await client.signUp('upi');
      await plantToken(context, shopper.token);
      const { products } = await client.succeed<{ products: Product[] }>('GET', '/api/product/list');
      const product = products.find((each) => each.sizes.length > 0) as Product;
      const size = product.sizes[0] ?? '';

      await page.goto(`/product/${product._id}`);
      await chooseSize(page, size);
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await page.getByText(`Added ${product.name}, size ${size}, to your cart.`).waitFor();
      await page.goto('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();

      const popup = page.getByRole('dialog', { name: 'Razorpay sandbox' });
      await popup.waitFor();
      await popup.getByRole('spinbutton', { name: /UPI app answers after/ }).fill('3');
      await popup.getByRole('button', { name: 'Approve in a UPI app' }).click();
      await popup.getByText('We are waiting for your bank', { exact: false }).waitFor();
      // The shopper switches to their UPI app; the browser drops the shop's tab meanwhile.
      await page.close();

      // Nothing is paid yet, and nothing is lost: the order waits, holding its units.
      const waiting = await client.succeed<{ orders: Array<{ _id: string; payment: boolean }> }>(
        'POST',
        '/api/order/userorders',
        { token: shopper.token },
      );
      expect(waiting.orders).toEqual([]);

      // Later, on another visit: the order is there, paid, once.
      await eventually(async () => {
        const { orders } = await client.succeed<{ orders: Array<{ _id: string; payment: boolean; status: string }> }>(
          'POST',
          '/api/order/userorders',
          { token: shopper.token },
        );
        expect(orders).toEqual([expect.objectContaining({ payment: true, status: 'Order Placed' })]);
      }, 30_000);
      const later = await openFreshPage();
      await plantToken(later.context(), shopper.token);
      await later.goto('/orders');
      await later.getByRole('list', { name: 'Ordered items' }).getByText(product.name, { exact: true }).waitFor();
      await later.getByText('Payment: UPI, card, net banking or wallet').waitFor();
      const { cartData } = await client.succeed<{ cartData: Record<string, Record<string, number>> }>(
        'POST',
        '/api/cart/get',
        { token: shopper.token },
      );
      expect(cartData[product._id]?.[size] ?? 0).toBe(0);
    },
    { viewport: PHONE, baseUrl: () => shop.baseUrl },
  );
});
