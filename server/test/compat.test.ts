// The original storefront of this API, as the server sees it: its request shapes (server/test/originalClient.ts),
// from another origin, against a shop set up as docs/compat.md says, and the answers that client relies on.
import { FAILURE_STATUS_HEADER } from '../../contract';
import { ADDRESS, newOperator } from './fixtures';
import { describeEachDatabase, startTestShop, type TestShop } from './harness';
import { CLIENT_ORIGIN, originalClient, originalOrderBody, SHOP_PUBLIC_URL } from './originalClient';

interface Listed {
  _id: string;
  price: number;
  sizes: string[];
  image: string[];
}
const COMPAT_ENV = { CORS_ORIGINS: CLIENT_ORIGIN, PUBLIC_URL: SHOP_PUBLIC_URL, FAILURE_STATUS: '200' };

async function signedUp(shop: TestShop) {
  return (await shop.newShopper('Original Client')).token;
}

describeEachDatabase(
  'the original storefront against a compatible shop',
  (shop) => {
    it('gets every picture as an absolute URL under PUBLIC_URL/images, whose path the shop serves, across origins', async () => {
      const answer = await originalClient(shop()).get('/api/product/list');
      expect(answer.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
      const pictures = (answer.body.products as Listed[]).flatMap((product) => product.image);
      expect(pictures.length).toBeGreaterThan(0);
      for (const url of pictures) expect(url).toMatch(new RegExp(`^${SHOP_PUBLIC_URL}/images/[^/]`));
      expect((await shop().get(new URL(pictures[0] as string).pathname)).status).toBe(200);
    });

    it('reads expected failures as 200 { success: false, message } and names their status for clients that want it', async () => {
      const client = originalClient(shop());
      const token = await signedUp(shop());
      const failures = [
        await client.post('/api/user/login', { email: 'nobody@example.com', password: 'wrong password' }),
        await client.post('/api/user/register', { name: 'Short', email: 'short@example.com', password: 'short' }),
        await client.post('/api/cart/add', { itemId: 'no-such-product', size: 'M' }, token),
        await client.post('/api/order/userorders', {}, 'a.forged.token'),
        await client.post('/api/order/place', originalOrderBody([], [], ADDRESS), token),
      ];
      expect(
        failures.map((answer): unknown[] => [answer.status, answer.headers[FAILURE_STATUS_HEADER], answer.body]),
      ).toEqual([
        [200, '401', { success: false, message: 'Wrong e-mail or password.' }],
        [200, '400', { success: false, message: expect.stringContaining('password') }],
        [200, '404', { success: false, message: 'This product is no longer in the shop.' }],
        [200, '401', { success: false, message: 'Please log in again: your session is not valid.' }],
        [200, '400', { success: false, message: 'Your cart is empty. Add something to it before placing an order.' }],
      ]);
      expect(failures[0]?.headers['access-control-expose-headers']).toContain(FAILURE_STATUS_HEADER);
    });

    it('keeps the status where the caller acts on it: unknown calls 404, the admin API 401', async () => {
      const client = originalClient(shop());
      expect(await client.post('/api/order/list', {}, await signedUp(shop()))).toMatchObject({
        status: 404,
        body: { success: false },
      });
      expect(await client.get('/api/admin/orders')).toMatchObject({ status: 401, body: { success: false } });
    });

    it('keeps the cart across a reload and lists a cash-on-delivery order at userorders, oldest first, pictures absolute', async () => {
      const client = originalClient(shop());
      const token = await signedUp(shop());
      const products = (await client.get('/api/product/list')).body.products as Listed[];
      const lines = [0, 1].map((index) => ({ index, size: products[index]?.sizes[0] ?? '', quantity: 1 }));
      const placed: string[] = [];
      for (const line of lines) {
        const product = products[line.index] as Listed;
        expect((await client.post('/api/cart/add', { itemId: product._id, size: line.size }, token)).body).toEqual({
          success: true,
          message: 'Added To Cart',
        });
        expect((await client.post('/api/cart/get', {}, token)).body).toEqual({
          success: true,
          cartData: { [product._id]: { [line.size]: 1 } },
        });
        const answer = await client.post('/api/order/place', originalOrderBody(products, [line], ADDRESS), token);
        expect(answer.body).toEqual({ success: true, message: 'Order Placed', orderId: expect.any(String) });
        placed.push(product._id);
      }
      const listed = await client.post('/api/order/userorders', {}, token);
      expect(listed.status).toBe(200);
      const orders = listed.body.orders as Array<{ _id: string; userId: string; items: Listed[]; date: number }>;
      expect(orders.map((order) => order.items.map((item) => item._id))).toEqual(placed.map((id) => [id]));
      expect(orders[0]?.date).toBeLessThanOrEqual(orders[1]?.date ?? 0);
      expect(orders[0]).toMatchObject({
        userId: expect.any(String),
        status: 'Order Placed',
        payment: false,
        paymentMethod: 'COD',
      });
      expect(orders[0]?.items[0]?.image[0]).toMatch(new RegExp(`^${SHOP_PUBLIC_URL}/images/`));
      const newestFirst = (await client.post('/api/order/userorder', {}, token)).body.orders as Array<{ _id: string }>;
      expect(newestFirst.map((order) => order._id)).toEqual(orders.map((order) => order._id).reverse());
    });
  },
  COMPAT_ENV,
);

describe('failure statuses and picture URLs by configuration', () => {
  it('answer failures with their own status and no extra header by default', async () => {
    const shop = await startTestShop('sqlite');
    try {
      const answer = await originalClient(shop).post('/api/user/login', {
        email: 'nobody@example.com',
        password: 'wrong password',
      });
      expect(answer).toMatchObject({ status: 401, body: { success: false, message: 'Wrong e-mail or password.' } });
      expect(answer.headers[FAILURE_STATUS_HEADER]).toBeUndefined();
    } finally {
      await shop.stop();
    }
  });

  it('serve pictures from IMAGE_BASE_URL, allowed by the policy, and keep the stored paths in the admin export', async () => {
    const shop = await startTestShop('sqlite', {
      IMAGE_BASE_URL: 'https://cdn.example.net/kapda/images/',
      FAILURE_STATUS: '200',
    });
    try {
      const listed = (await shop.get('/api/product/list')).body.products as Listed[];
      expect(listed[0]?.image[0]).toMatch(/^https:\/\/cdn\.example\.net\/kapda\/images\/[^/]/);
      expect(String((await shop.get('/')).headers['content-security-policy'])).toMatch(
        /img-src 'self' data: https:\/\/cdn\.example\.net(;|$)/,
      );
      const operator = await newOperator(shop);
      const exported = await shop.request({
        method: 'GET',
        url: '/api/admin/products',
        headers: { token: operator.token },
      });
      expect((exported.body.products as Listed[])[0]?.image[0]).toMatch(/^\/images\/[^/]/);
    } finally {
      await shop.stop();
    }
  });

  it("keep the webhook's status for Stripe, which resends only after a failure status", async () => {
    const shop = await startTestShop('sqlite', {
      FAILURE_STATUS: '200',
      STRIPE_SECRET_KEY: 'sk_test_compat',
      STRIPE_WEBHOOK_SECRET: 'whsec_compat',
    });
    try {
      const answer = await shop.request({
        method: 'POST',
        url: '/api/order/stripe/webhook',
        headers: { 'stripe-signature': 't=1,v1=00' },
        payload: {},
      });
      expect(answer).toMatchObject({ status: 400, body: { success: false } });
    } finally {
      await shop.stop();
    }
  });
});
