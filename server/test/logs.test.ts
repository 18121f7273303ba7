// What the server writes to its log at the most talkative level, through sign-up, login, a cart, an order, a
// payment popup and failures: never a password, a token or an address.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DELIVERY_ADDRESS as ADDRESS } from '../../tools/testkit/fixtures';
import { Mailbox } from '../../tools/testkit/mailbox';
import { shopClient } from '../../tools/testkit/shopClient';
import { call, startServer } from './processes';
import { orderAmount } from '../../contract';

const tokenIn = (links: string[], page: string) => {
  const link = links.find((candidate) => new URL(candidate).pathname.endsWith(page)) ?? 'http://none/';
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
};

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

  it('holds no reset or confirmation token at LOG_LEVEL=info, whether the link was followed or its token posted', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-logs-'));
    const mailbox = new Mailbox();
    await mailbox.start();
    const server = await startServer(dataDir, { LOG_LEVEL: 'info', LOG_FORMAT: 'json', SMTP_URL: mailbox.url });
    try {
      const email = 'linked-shopper@example.com';
      const password = 'a very secret passphrase';
      expect((await call(server, '/api/user/register', { name: 'Linked', email, password })).status).toBe(201);
      const confirmMail = await mailbox.next(email);
      expect((await call(server, '/api/user/password/forgot', { email })).status).toBe(200);
      const resetMail = await mailbox.next(email, mailbox.received.indexOf(confirmMail) + 1);
      const confirm = tokenIn(confirmMail.links, '/confirm-email');
      const reset = tokenIn(resetMail.links, '/reset-password');
      expect([confirm.token.length, reset.token.length]).toEqual([43, 43]);

      const browser = shopClient(server.url);
      for (const { link } of [confirm, reset]) {
        const { pathname, search } = new URL(link);
        await browser.request({ method: 'GET', url: `${pathname}${search}` });
        await browser.request({ method: 'GET', url: `/hi${pathname}${search}&utm=mail` });
        await browser.request({ method: 'GET', url: `${pathname}/${new URL(link).searchParams.get('token') ?? ''}` });
      }
      await browser.request({ method: 'GET', url: `/api/product/list?TOKEN=${reset.token}` });
      expect((await call(server, '/api/user/email/confirm', { token: confirm.token })).status).toBe(200);
      expect(
        (await call(server, '/api/user/password/reset', { token: reset.token, password: `${password}!` })).status,
      ).toBe(200);

      const log = server.output();
      expect(log).toContain('/reset-password');
      expect(log).toContain('/confirm-email');
      for (const token of [confirm.token, reset.token])
        expect({ token, logged: log.includes(token) }).toEqual({ token, logged: false });
    } finally {
      await server.kill();
      await mailbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
