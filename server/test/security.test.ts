import { startTestShop, type TestShop } from './harness';

function policy(answer: { headers: Record<string, string | string[] | number | undefined> }): Map<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

async function withShop(env: Record<string, string>, check: (shop: TestShop) => Promise<void>): Promise<void> {
  const shop = await startTestShop('sqlite', env);
  try {
    await check(shop);
  } finally {
    await shop.stop();
  }
}

describe('security headers', () => {
  it('send a strict policy with no payment origins in sandbox mode, no HSTS over plain http, nothing about the server', async () => {
    await withShop({}, async (shop) => {
      for (const url of ['/', '/collection', '/api/product/list']) {
        const answer = await shop.get(url);
        const csp = policy(answer);
        expect(Object.fromEntries(csp)).toEqual({
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Pictures are named absolute, under IMAGE_BASE_URL (PUBLIC_URL/images unless set).
          'img-src': ["'self'", 'data:', 'http://localhost:4000'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'frame-src': ["'none'"],
        });
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['strict-transport-security']).toBeUndefined();
        expect(answer.headers['x-powered-by']).toBeUndefined();
        expect(answer.headers.server).toBeUndefined();
      }
      const { products } = (await shop.get('/api/product/list')).body as { products: Array<{ image: string[] }> };
      const picture = await shop.get(new URL(products[0]?.image[0] ?? '').pathname);
      expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  it("add Razorpay's origins only when Razorpay is live, and HSTS when the shop is served over TLS", async () => {
    await withShop(
      {
        RAZORPAY_KEY_ID: 'rzp_test_1234567890',
        RAZORPAY_KEY_SECRET: 'secret-of-the-test',
        PUBLIC_URL: 'https://shop.example.com',
      },
      async (shop) => {
        const answer = await shop.get('/');
        const csp = policy(answer);
        expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
        expect(csp.get('frame-src')).toEqual(['https://api.razorpay.com']);
        expect(csp.get('connect-src')).toEqual(["'self'", 'https://lumberjack.razorpay.com']);
        expect(csp.has('upgrade-insecure-requests')).toBe(true);
        expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      },
    );
  });

  it('allow calls from other sites only from the configured origins', async () => {
    await withShop({ CORS_ORIGINS: 'https://partner.example.com' }, async (shop) => {
      const allowed = await shop.request({
        method: 'GET',
        url: '/api/product/list',
        headers: { origin: 'https://partner.example.com' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.com');
      const other = await shop.request({
        method: 'GET',
        url: '/api/product/list',
        headers: { origin: 'https://evil.example.com' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
