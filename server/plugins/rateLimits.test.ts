// Per-account write limits: a shopper's writing calls (cart changes, orders, payments) share one count per account.
import { catalog, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';

const LIMITED = { success: false, message: expect.stringMatching(/^Too many changes from this account/) };

describeEachDatabase(
  'per-account write limits',
  (shop) => {
    async function product() {
      const [first] = await catalog(shop());
      if (!first) throw new Error('the catalog is empty');
      return { itemId: first._id, size: first.sizes[0] as string };
    }

    it("answers 429 with Retry-After past an account's writes of the minute, counting cart and order calls together", async () => {
      const shopper = await shop().newShopper();
      const line = await product();
      for (let index = 0; index < 3; index += 1)
        expect((await shop().post('/api/cart/add', line, shopper.token)).status).toBe(200);
      expect((await shop().post('/api/cart/update', { ...line, quantity: 1 }, shopper.token)).status).toBe(200);
      const order = await orderBodyFor(shop(), shopper.token);
      expect((await shop().post('/api/order/place', order, shopper.token)).status).toBe(201);

      const limited = await shop().post('/api/cart/add', line, shopper.token);
      expect([limited.status, limited.body]).toEqual([429, LIMITED]);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      for (const url of ['/api/order/place', '/api/order/stripe', '/api/order/razorpay', '/api/order/verifyRazorpay'])
        expect(await shop().post(url, order, shopper.token)).toMatchObject({ status: 429, body: LIMITED });
    });

    it('leaves reads, other accounts at the same address and logging in alone', async () => {
      const shopper = await shop().newShopper();
      const bystander = await shop().newShopper();
      const line = await product();
      for (let index = 0; index < 5; index += 1) await shop().post('/api/cart/add', line, shopper.token);
      expect((await shop().post('/api/cart/add', line, shopper.token)).status).toBe(429);

      expect((await shop().post('/api/cart/get', undefined, shopper.token)).status).toBe(200);
      expect((await shop().post('/api/order/userorder', undefined, shopper.token)).status).toBe(200);
      expect((await shop().post('/api/cart/add', line, bystander.token)).status).toBe(200);
      const login = await shop().post('/api/user/login', { email: shopper.email, password: shopper.password });
      expect(login.status).toBe(200);
    });

    it('counts writes whose bodies are refused, so a flood of bad ones is stopped as early', async () => {
      const shopper = await shop().newShopper();
      for (let index = 0; index < 5; index += 1)
        expect((await shop().post('/api/cart/update', { quantity: 'many' }, shopper.token)).status).toBe(400);
      expect((await shop().post('/api/cart/update', { ...(await product()), quantity: 1 }, shopper.token)).status).toBe(
        429,
      );
    });
  },
  { WRITE_RATE_LIMIT_PER_MINUTE: '5' },
);
