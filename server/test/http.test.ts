import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { renderOpenApi } from '../plugins/openapiDocument';
import { OPENAPI_FILE } from '../openapi-export';
import { catalog } from './fixtures';
import { describeEachDatabase, startTestShop } from './harness';

describeEachDatabase('HTTP edges', (shop) => {
  const cartOf = async (token: string) =>
    (await shop().post('/api/cart/get', undefined, token)).body.cartData as unknown;

  it('answers malformed JSON with 400 and JSON with the wrong content type with 415, changing nothing', async () => {
    const { token } = await shop().newShopper();
    const malformed = await shop().request({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"itemId": "x", ',
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON.' },
    });
    const [product] = await catalog(shop());
    const wrongType = await shop().request({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token, 'content-type': 'text/plain' },
      payload: JSON.stringify({ itemId: product?._id, size: product?.sizes[0] }),
    });
    expect(wrongType).toMatchObject({
      status: 415,
      body: { success: false, message: 'Send the request body as JSON (Content-Type: application/json).' },
    });
    expect(await cartOf(token)).toEqual({});
  });

  it('refuses a 1 MB body with 413 before parsing it', async () => {
    const answer = await shop().request({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x'.repeat(1024 * 1024),
        email: 'big@example.com',
        password: 'velvet lantern 42',
      }),
    });
    expect(answer).toMatchObject({ status: 413, body: { success: false, message: 'The request body is too large.' } });
  });

  it('answers 10,000 levels of nested JSON with 400 and stays up', async () => {
    const { token } = await shop().newShopper();
    const nested = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const answer = await shop().request({
      method: 'POST',
      url: '/api/cart/update',
      headers: { token, 'content-type': 'application/json' },
      payload: `{"itemId": ${nested}, "size": "M", "quantity": 1}`,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, message: 'The product (itemId) must be text.' },
    });
    expect((await shop().get('/api/health')).status).toBe(200);
  });

  it('refuses a __proto__ key instead of treating it as an object path', async () => {
    const { token } = await shop().newShopper();
    const answer = await shop().request({
      method: 'POST',
      url: '/api/cart/update',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"itemId": "x", "size": "M", "quantity": 1, "__proto__": {"polluted": true}}',
    });
    expect(answer.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an unknown API call with 404 JSON, and an unknown page with the storefront', async () => {
    const api = await shop().post('/api/nothing/here', {});
    expect(api).toMatchObject({
      status: 404,
      body: { success: false, message: 'There is no POST /api/nothing/here in this API.' },
    });
    const page = await shop().get('/product/some-id');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.body)).toContain('The storefront is being built');
    for (const file of ['/images/products/no-such-picture-960.webp', '/assets/no-such-chunk.js', '/favicon.ico']) {
      expect(await shop().get(file)).toMatchObject({
        status: 404,
        body: { success: false, message: `There is no file ${file}.` },
      });
    }
  });

  it('reports health with the database reachable', async () => {
    expect(await shop().get('/api/health')).toMatchObject({ status: 200, body: { success: true, database: 'ok' } });
  });

  it('compresses the product list for clients that accept gzip', async () => {
    const answer = await shop().request({
      method: 'GET',
      url: '/api/product/list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });
});

describe('the OpenAPI document', () => {
  it('is published from the route schemas and the committed copy in docs/ is current (npm run openapi)', async () => {
    const document = await renderOpenApi();
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(document);
    const parsed = JSON.parse(document) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(parsed.paths).sort()).toEqual([
      '/api/admin/credit-notes/{id}',
      '/api/admin/delivery',
      '/api/admin/delivery/areas/{area}',
      '/api/admin/delivery/cod-limit',
      '/api/admin/delivery/zones/{zone}',
      '/api/admin/images',
      '/api/admin/orders',
      '/api/admin/orders/bulk-status',
      '/api/admin/orders/cancel-unpaid',
      '/api/admin/orders/{id}',
      '/api/admin/orders/{id}/invoice',
      '/api/admin/orders/{id}/reconcile',
      '/api/admin/orders/{id}/refund',
      '/api/admin/orders/{id}/status',
      '/api/admin/payments/reconcile',
      '/api/admin/products',
      '/api/admin/products/import',
      '/api/admin/products/import-file',
      '/api/admin/products/{id}',
      '/api/admin/products/{id}/size-chart',
      '/api/admin/returns',
      '/api/admin/returns/{id}',
      '/api/admin/returns/{id}/step',
      '/api/admin/reviews',
      '/api/admin/reviews/{id}/visibility',
      '/api/admin/size-charts',
      '/api/admin/size-charts/{category}/{type}',
      '/api/admin/stock',
      '/api/admin/stock-alerts',
      '/api/admin/stock/{productId}',
      '/api/admin/synonyms',
      '/api/admin/synonyms/{id}',
      '/api/admin/users',
      '/api/admin/users/{id}/role',
      '/api/admin/users/{id}/sign-out',
      '/api/cart/add',
      '/api/cart/get',
      '/api/cart/update',
      '/api/delivery/{pincode}',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/metrics/field',
      '/api/order/cancel',
      '/api/order/credit',
      '/api/order/credit-note/{id}',
      '/api/order/detail/{orderId}',
      '/api/order/invoice/{orderId}',
      '/api/order/place',
      '/api/order/razorpay',
      '/api/order/razorpay/check',
      '/api/order/razorpay/webhook',
      '/api/order/return',
      '/api/order/stripe',
      '/api/order/stripe/webhook',
      '/api/order/userorder',
      '/api/order/userorders',
      '/api/order/verifyRazorpay',
      '/api/order/verifyStripe',
      '/api/payment/methods',
      '/api/pincode/{pincode}',
      '/api/product/byIds',
      '/api/product/detail/{productId}',
      '/api/product/home',
      '/api/product/list',
      '/api/product/query',
      '/api/product/reviews',
      '/api/product/reviews/photo',
      '/api/product/reviews/{id}/report',
      '/api/product/reviews/{productId}',
      '/api/product/size-chart/{productId}',
      '/api/product/suggest',
      '/api/stock-alerts',
      '/api/stock-alerts/confirm',
      '/api/stock-alerts/unsubscribe',
      '/api/stock-alerts/unsubscribe/one-click',
      '/api/user/addresses',
      '/api/user/addresses/{addressId}',
      '/api/user/close',
      '/api/user/email/confirm',
      '/api/user/email/resend',
      '/api/user/login',
      '/api/user/logout',
      '/api/user/me',
      '/api/user/password',
      '/api/user/password/forgot',
      '/api/user/password/reset',
      '/api/user/register',
      '/api/user/reviewable',
      '/api/user/sessions/end',
      '/api/wishlist',
      '/api/wishlist/merge',
      '/api/wishlist/{productId}',
    ]);
    expect(Object.keys(parsed.components.schemas)).toEqual(
      expect.arrayContaining([
        'Product',
        'Order',
        'OrderItem',
        'Address',
        'Failure',
        'ProductInput',
        'AdminOrder',
        'AdminUser',
        'SavedAddress',
        'OrderDetail',
      ]),
    );
  });
});

describe('serving the built storefront', () => {
  it('answers client routes with index.html (never cached) and hashed assets with a year-long cache', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'main.3f9a2b7c1d.js'), 'console.log("shop")');
    // The build writes each script's compressed forms beside it, made from other text here to tell them apart.
    writeFileSync(path.join(dist, 'assets', 'main.3f9a2b7c1d.js.br'), brotliCompressSync('console.log("brotli")'));
    writeFileSync(path.join(dist, 'assets', 'main.3f9a2b7c1d.js.gz'), gzipSync('console.log("gzip")'));
    writeFileSync(
      path.join(dist, 'route-assets.json'),
      JSON.stringify({
        'route-home': ['/assets/route-home.0a1b2c3d4e.js'],
        'route-product': ['/assets/route-product.1a2b3c4d5e.js', '/assets/shared.2b3c4d5e6f.js'],
        'route-orders': ['/assets/route-orders.3c4d5e6f7a.js'],
        'lang-hi': ['/assets/lang-hi.4d5e6f7a8b.js'],
        'lang-en-more': ['/assets/lang-en-more.5e6f7a8b9c.js'],
      }),
    );
    const shop = await startTestShop('sqlite', { DIST_DIR: dist });
    try {
      for (const route of ['/', '/collection?category=Men', '/product/abc', '/orders']) {
        const page = await shop.get(route);
        expect({ route, status: page.status, body: page.body, cache: page.headers['cache-control'] }).toEqual({
          route,
          status: 200,
          body: expect.stringContaining('<div id="root">'),
          cache: 'no-cache',
        });
      }
      // Each page announces its screen's code; home its hero picture too.
      expect((await shop.get('/')).headers.link).toBe(
        '</images/hero.svg>; rel=preload; as=image; fetchpriority=high, </assets/route-home.0a1b2c3d4e.js>; rel=preload; as=script; fetchpriority=low',
      );
      expect((await shop.get('/product/abc?size=M')).headers.link).toBe(
        '</assets/route-product.1a2b3c4d5e.js>; rel=preload; as=script; fetchpriority=low, </assets/shared.2b3c4d5e6f.js>; rel=preload; as=script; fetchpriority=low',
      );
      // A screen beyond the first ones needs the rest of the English messages, in either language.
      expect((await shop.get('/orders')).headers.link).toBe(
        '</assets/lang-en-more.5e6f7a8b9c.js>; rel=preload; as=script; fetchpriority=low, </assets/route-orders.3c4d5e6f7a.js>; rel=preload; as=script; fetchpriority=low',
      );
      expect((await shop.get('/hi/orders')).headers.link).toBe(
        '</assets/lang-hi.4d5e6f7a8b.js>; rel=preload; as=script; fetchpriority=low, </assets/lang-en-more.5e6f7a8b9c.js>; rel=preload; as=script; fetchpriority=low, </assets/route-orders.3c4d5e6f7a.js>; rel=preload; as=script; fetchpriority=low',
      );
      // A Hindi page announces the Hindi messages as well as its screen's code.
      expect((await shop.get('/hi')).headers.link).toBe(
        '</images/hero.svg>; rel=preload; as=image; fetchpriority=high, </assets/lang-hi.4d5e6f7a8b.js>; rel=preload; as=script; fetchpriority=low, </assets/route-home.0a1b2c3d4e.js>; rel=preload; as=script; fetchpriority=low',
      );
      expect((await shop.get('/hi/product/abc')).headers.link).toBe(
        '</assets/lang-hi.4d5e6f7a8b.js>; rel=preload; as=script; fetchpriority=low, </assets/route-product.1a2b3c4d5e.js>; rel=preload; as=script; fetchpriority=low, </assets/shared.2b3c4d5e6f.js>; rel=preload; as=script; fetchpriority=low',
      );
      expect((await shop.get('/no-such-page')).headers.link).toBeUndefined();
      expect((await shop.get('/images/hero.svg')).headers['content-type']).toContain('image/svg+xml');
      const asset = await shop.get('/assets/main.3f9a2b7c1d.js');
      expect(asset.status).toBe(200);
      // Only page routes fall back to the storefront: a missing file is a 404, never index.html.
      for (const missing of ['/assets/main.0000000000.js', '/images/nothing.png'])
        expect((await shop.get(missing)).status).toBe(404);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The form the browser takes is sent as the build made it, kept as long, and caches keep the forms apart.
      for (const [encodings, sent, body] of [
        ['gzip, deflate, br, zstd', 'br', 'console.log("brotli")'],
        ['gzip', 'gzip', 'console.log("gzip")'],
        ['identity', undefined, 'console.log("shop")'],
      ] as const) {
        const form = await shop.request({
          method: 'GET',
          url: '/assets/main.3f9a2b7c1d.js',
          headers: { 'accept-encoding': encodings },
        });
        expect([encodings, form.status, form.headers['content-encoding'], form.body]).toEqual([
          encodings,
          200,
          sent,
          body,
        ]);
        expect([form.headers['cache-control'], form.headers.vary]).toEqual([
          'public, max-age=31536000, immutable',
          'accept-encoding',
        ]);
      }
      expect((await shop.get('/assets/main.3f9a2b7c1d.js.br')).status).toBe(404);
      expect((await shop.get('/api/unknown')).status).toBe(404);
    } finally {
      await shop.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
