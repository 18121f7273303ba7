// The Prometheus metrics and the two health probes: who may read the metrics, where, and that the figures move.
import path from 'node:path';
import { ensureBuild } from '../../tools/ensure-build';
import { loadConfig, ConfigError } from '../config';
import { fillCart, catalog } from '../test/fixtures';
import { describeEachDatabase, startTestShop, type TestShop } from '../test/harness';
import { orderBodyFor } from '../test/fixtures';

const TOKEN = 'a-metrics-token-for-the-tests-0123456789';
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;

/** The value of one series in the exposition text (labels in the order given), or undefined when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

async function readMetrics(shop: TestShop, path = '/metrics'): Promise<string> {
  const answer = await shop.request({ method: 'GET', url: path, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(String(answer.headers['content-type'])).toContain('text/plain');
  return answer.body as string;
}

describeEachDatabase(
  'metrics with METRICS_TOKEN',
  (shop) => {
    it('refuses a reader without the token, or with another one', async () => {
      const without = await shop().get('/metrics');
      expect(without.status).toBe(401);
      expect(without.headers['www-authenticate']).toContain('Bearer');
      expect(JSON.stringify(without.body)).not.toContain('http_requests_total');
      const wrong = await shop().request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` },
      });
      expect(wrong.status).toBe(401);
    });

    it('shows requests per route, orders, payments, holds and the event loop moving as the shop works', async () => {
      const before = await readMetrics(shop());
      expect(series(before, 'shop_orders_placed', { method: 'cod' })).toBe(0);
      expect(series(before, 'shop_payments', { method: 'stripe', outcome: 'started' })).toBe(0);
      expect(series(before, 'shop_stock_holds')).toBe(0);
      expect(series(before, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

      const [product] = await catalog(shop());
      if (!product) throw new Error('no product');
      const cod = await shop().newShopper('Cash Buyer');
      await fillCart(shop(), cod.token, [{ itemId: product._id, size: product.sizes[0] ?? 'M', quantity: 1 }]);
      expect((await shop().post('/api/order/place', await orderBodyFor(shop(), cod.token), cod.token)).status).toBe(
        201,
      );
      const card = await shop().newShopper('Card Buyer');
      await fillCart(shop(), card.token, [{ itemId: product._id, size: product.sizes[0] ?? 'M', quantity: 1 }]);
      expect((await shop().post('/api/order/stripe', await orderBodyFor(shop(), card.token), card.token)).status).toBe(
        200,
      );

      const after = await readMetrics(shop());
      expect(series(after, 'shop_orders_placed', { method: 'cod' })).toBe(1);
      expect(series(after, 'shop_orders_placed', { method: 'stripe' })).toBe(0);
      expect(series(after, 'shop_payments', { method: 'stripe', outcome: 'started' })).toBe(1);
      expect(series(after, 'shop_payments', { method: 'stripe', outcome: 'awaiting' })).toBe(1);
      expect(series(after, 'shop_payments', { method: 'stripe', outcome: 'confirmed' })).toBe(0);
      expect(series(after, 'shop_stock_holds')).toBe(1);
      const placed = { method: 'POST', route: '/api/order/place', status_code: '201' };
      expect(series(after, 'http_requests_total', placed)).toBe(1);
      expect(series(after, 'http_request_duration_seconds_count', placed)).toBe(1);
      expect(series(after, 'http_requests_total', { route: '/metrics', status_code: '401' })).toBe(2);
      // Each process labels its own figures, so the scraper can tell the processes of one shop apart.
      expect(after).toContain(`pid="${process.pid}"`);
      if (shop().kind === 'postgres') {
        expect(series(after, 'shop_db_pool_connections', { state: 'max' })).toBe(10);
        expect(series(after, 'shop_db_pool_waiting')).toBe(0);
      } else {
        expect(after).not.toContain('shop_db_pool_connections');
      }
    });

    it('answers the liveness and readiness probes, and /api/health as before', async () => {
      const live = await shop().get('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ success: true, status: 'live' });
      const ready = await shop().get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ success: true, status: 'ready' });
      const health = await shop().get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ success: true, database: 'ok' });
    });
  },
  { METRICS_TOKEN: TOKEN },
);

describe('where the metrics are and who may read them without a token', () => {
  it('serves them at METRICS_PATH only', async () => {
    const shop = await startTestShop('sqlite', { METRICS_TOKEN: TOKEN, METRICS_PATH: '/ops/prometheus' });
    try {
      expect(await readMetrics(shop, '/ops/prometheus')).toContain('http_requests_total');
      const old = await shop.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(old.body).not.toContain('http_requests_total');
    } finally {
      await shop.stop();
    }
  });

  // The build a page needs, made (when the sources are newer) before the test's own time limit starts.
  beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);

  it("counts the page cache's hits and misses and the renders in flight", async () => {
    const shop = await startTestShop('sqlite', {
      METRICS_TOKEN: TOKEN,
      DIST_DIR: path.resolve(__dirname, '../../dist'),
    });
    try {
      expect((await shop.get('/about')).status).toBe(200);
      expect((await shop.get('/about')).status).toBe(200);
      const text = await readMetrics(shop);
      expect(series(text, 'shop_page_cache_requests_total', { result: 'miss' })).toBe(1);
      expect(series(text, 'shop_page_cache_requests_total', { result: 'hit' })).toBe(1);
      expect(series(text, 'shop_page_renders_in_flight')).toBe(0);
    } finally {
      await shop.stop();
    }
  });

  it('in development without a token, answers this machine only', async () => {
    const shop = await startTestShop('sqlite');
    try {
      const local = await shop.get('/metrics');
      expect(local.status).toBe(200);
      expect(local.body).toContain('http_request_duration_seconds');
      const other = await shop.request({ method: 'GET', url: '/metrics', from: '127.0.0.2' });
      expect(other.status).toBe(403);
    } finally {
      await shop.stop();
    }
  });

  it('in production without a token, serves no metrics at all', async () => {
    const shop = await startTestShop('sqlite', {
      NODE_ENV: 'production',
      MAIL_TO_FILES: 'true',
      PAYMENTS_SANDBOX: 'true',
    });
    try {
      // No metrics route: the address is the storefront's, as any other unknown address.
      const answer = await shop.get('/metrics');
      expect(String(answer.body)).not.toContain('http_requests_total');
      expect(answer.status).not.toBe(401);
      // Going without Prometheus is a choice, not a mistake: /api/health's warnings say nothing of it.
      expect(shop.config.warnings.join('\n')).not.toContain('METRICS');
    } finally {
      await shop.stop();
    }
  });

  it('refuses a short token or a path under /api/', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PATH: '/api/metrics', JWT_SECRET: 'x'.repeat(40) })).toThrow(/METRICS_PATH/);
    expect(() => loadConfig({ METRICS_PATH: 'metrics', JWT_SECRET: 'x'.repeat(40) })).toThrow(/METRICS_PATH/);
  });
});
