// What a person reads on a terminal: the banner when the shop is ready, one line per request that matters, JSON
// lines for machines; and the production start that refuses a missing build.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readyBanner, describeDatabase } from '../start/banner';
import { ConfigError, loadConfig } from '../config';
import { isRoutine } from '../plugins/logging';
import { runScript, startShopProcess, waitFor } from '../../tools/testkit/processes';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';

describe('the console', () => {
  it('announces the address, the database, the number of products and each way to pay', () => {
    const banner = readyBanner({
      config: { publicUrl: 'http://localhost:4000', databaseUrl: 'sqlite:data/shop.sqlite' },
      payments: { methods: ['cod', 'stripe', 'razorpay'], sandbox: ['razorpay'] },
      products: 72,
    });
    expect(banner).toContain('Kapda is ready at http://localhost:4000');
    expect(banner).toContain('SQLite file data/shop.sqlite');
    expect(banner).toContain('72 products');
    expect(banner).toContain('cash on delivery on, Stripe live, Razorpay sandbox');
    expect(banner.trim().split('\n').length).toBeLessThanOrEqual(5);
  });

  it('names a PostgreSQL database by host and name, never its password', () => {
    expect(describeDatabase('postgres://shop:secret@db.internal:6432/kapda')).toBe('PostgreSQL db.internal:6432/kapda');
  });

  it.each([
    ['GET', '/', 200, true],
    ['GET', '/collection', 200, true],
    ['GET', '/images/products/tee-320.avif', 200, true],
    ['GET', '/assets/main.js', 304, true],
    ['GET', '/api/product/list', 304, true],
    ['GET', '/images/missing.png', 404, false],
    ['POST', '/api/cart/update', 200, false],
    ['POST', '/api/order/place', 201, false],
    ['GET', '/api/payment/methods', 200, false],
  ] as const)('counts %s %s answered %i as routine: %s', (method, url, status, routine) => {
    expect(isRoutine(method, url, status)).toBe(routine);
  });

  it('writes JSON lines unless told otherwise off a terminal, and refuses an unknown LOG_FORMAT', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-console-'));
    try {
      expect(loadConfig({}, dir).logFormat).toBe('json');
      expect(loadConfig({ LOG_FORMAT: 'pretty' }, dir).logFormat).toBe('pretty');
      expect(() => loadConfig({ LOG_FORMAT: 'xml' }, dir)).toThrow(
        new ConfigError('LOG_FORMAT must be json or pretty; it is "xml".'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes readable lines under npm run dev, whose concurrently pipes a colour terminal', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-console-'));
    try {
      const dev = { npm_lifecycle_event: 'dev', FORCE_COLOR: '1' };
      expect(loadConfig(dev, dir, false).logFormat).toBe('pretty');
      expect(loadConfig({ ...dev, FORCE_COLOR: '0' }, dir, false).logFormat).toBe('json');
      expect(loadConfig({ npm_lifecycle_event: 'start', FORCE_COLOR: '1' }, dir, false).logFormat).toBe('json');
      expect(loadConfig({ ...dev, LOG_FORMAT: 'json' }, dir, false).logFormat).toBe('json');
      expect(loadConfig({}, dir, true).logFormat).toBe('pretty');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows the ready banner, not JSON lines, when the API runs under npm run dev in a terminal', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-dev-console-'));
    const shop = await startShopProcess({
      env: {
        ...process.env,
        ...TEST_SHOP_ENV,
        LOG_LEVEL: 'info',
        LOG_FORMAT: '',
        npm_lifecycle_event: 'dev',
        FORCE_COLOR: '1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'none'),
      },
      ready: (running) => running.output().includes('Kapda is ready at'),
    });
    try {
      await fetch(`${shop.url}/api/cart/get`, { method: 'POST' });
      await waitFor(shop, () => shop.output().includes('POST /api/cart/get 401'), 'the request line', 10_000);
      expect(shop.output()).not.toContain('"reqId"');
    } finally {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tools/ensure-build.ts --require (the earlier start the benchmark times) refuses a missing build', async () => {
    const result = await runScript('tools/ensure-build.ts', ['--require'], {
      ...process.env,
      DIST_DIR: path.join(os.tmpdir(), 'no-build-here'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Run npm run build first.');
  });
});
