// The test kit's shops: one that needs no port answers through app.inject, with the same client and answers as one
// that listens.
import { startTestShop } from './harness';

describe('a test shop', () => {
  it.each([true, false])('answers the same whether it listens on a port (%s) or not', async (listen) => {
    const shop = await startTestShop('sqlite', {}, { listen });
    try {
      expect(shop.app.server.listening).toBe(listen);
      expect(shop.baseUrl === '').toBe(!listen);
      const shopper = await shop.newShopper('Kit Shopper');
      const cart = await shop.post('/api/cart/get', {}, shopper.token);
      expect(cart).toMatchObject({ status: 200, body: { success: true, cartData: {} } });
      const refused = await shop.post('/api/cart/get', {}, 'not-a-token');
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(String(cart.headers['content-type'])).toContain('application/json');
    } finally {
      await shop.stop();
    }
  });
});
