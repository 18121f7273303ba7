// What the server writes to its log at the most talkative level, through sign-up, login, a cart, an order, a
// payment popup and failures: never a password, a token or an address.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DELIVERY_ADDRESS as ADDRESS } from '../../tools/testkit/fixtures';
import { shopClient } from '../../tools/testkit/shopClient';
import { call, startServer } from './processes';
import { orderAmount } from '../../contract';

describe('the server log', () => {
  it('holds no password, token or delivery address, even at LOG_LEVEL=trace', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-logs-'));
    const server = await startServer(dataDir, { LOG_LEVEL: 'trace' });
    try {
      const password = 'a very secret passphrase';
      const email = 'logged-shopper@example.com';
      const { token } = (await call(server, '/api/user/register', { name: 'Logged', email, password })).body as {
        token: string;
      };
      expect((await call(server, '/api/user/login', { email, password })).status).toBe(200);
      expect((await call(server, '/api/user/login', { email, password: 'a wrong passphrase' })).status).toBe(401);
      const { products } = await shopClient(server.url).succeed<{
        products: Array<{ _id: string; price: number; sizes: string[] }>;
      }>('GET', '/api/product/list');
      const product = products[0] as { _id: string; price: number; sizes: string[] };
      const size = product.sizes[0] as string;
      await call(server, '/api/cart/update', { itemId: product._id, size, quantity: 1 }, token);
      const body = {
        address: ADDRESS,
        items: [{ ...product, size, quantity: 1 }],
        amount: orderAmount([{ price: product.price, quantity: 1 }]),
      };
      expect((await call(server, '/api/order/razorpay', body, token)).status).toBe(200);
      expect((await call(server, '/api/order/place', { ...body, amount: 1 }, token)).status).toBe(409);
      expect((await call(server, '/api/order/place', body, token)).status).toBe(201);
      expect((await call(server, '/api/cart/get', {}, `${token}x`)).status).toBe(401);

      const log = server.output();
      expect(log).toContain('"reqId"');
      for (const secret of [
        password,
        'a wrong passphrase',
        token,
        token.split('.')[2] as string,
        ADDRESS.street,
        ADDRESS.phone,
        ADDRESS.email,
      ]) {
        expect({ secret, logged: log.includes(secret) }).toEqual({ secret, logged: false });
      }
    } finally {
      await server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
