import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { runScript } from '../../tools/testkit/processes';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { catalog, fillCart, orderBodyFor } from './fixtures';
import { describeEachDatabase } from './harness';
import { startServer } from './processes';

// Production sends mail through an SMTP server (this one is never reached: these shops send no mail).
const SMTP_URL = 'smtp://127.0.0.1:9';
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SMTP_URL };
const NAMED = ['STRIPE_SECRET_KEY', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'PAYMENTS_SANDBOX', 'PAYMENT_METHODS'];
const STRIPE_KEY = { STRIPE_SECRET_KEY: 'sk_live_realkey' };
const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
};

describe('payment configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-payments-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig(env, dir);

  it('refuses a production shop whose payments would run in the sandbox, naming every variable that mends it', () => {
    const partial: Array<Record<string, string>> = [{}, STRIPE_KEY, RAZORPAY_KEYS, { PAYMENT_METHODS: 'cod,stripe' }];
    for (const env of partial) {
      expect(() => load({ ...PRODUCTION, ...env })).toThrow(
        expect.objectContaining({ message: expect.stringContaining('offline sandbox') }),
      );
      try {
        load({ ...PRODUCTION, ...env });
      } catch (error) {
        for (const name of NAMED) expect((error as Error).message).toContain(name);
      }
    }
  });

  it('refuses a production shop with Razorpay keys but no webhook secret, which would never hear of a closed tab’s UPI payment', () => {
    const withoutSecret = {
      RAZORPAY_KEY_ID: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
    };
    expect(() => load({ ...PRODUCTION, ...STRIPE_KEY, ...withoutSecret })).toThrow(
      expect.objectContaining({ message: expect.stringContaining('RAZORPAY_WEBHOOK_SECRET is not set') }),
    );
    // Anywhere else the shop starts without it (the webhook route then refuses every delivery).
    expect(load({ ...STRIPE_KEY, ...withoutSecret })).toMatchObject({ razorpayWebhookSecret: null });
  });

  it('starts in production with keys for every method, with the methods limited, or with the sandbox said in words', () => {
    expect(load({ ...PRODUCTION, ...STRIPE_KEY, ...RAZORPAY_KEYS })).toMatchObject({
      sandboxMethods: [],
      warnings: [],
    });
    expect(load({ ...PRODUCTION, PAYMENT_METHODS: 'cod' })).toMatchObject({
      paymentMethods: ['cod'],
      sandboxMethods: [],
      stripe: null,
      razorpay: null,
      warnings: [],
    });
    expect(load({ ...PRODUCTION, ...STRIPE_KEY, PAYMENT_METHODS: 'stripe, COD' })).toMatchObject({
      paymentMethods: ['cod', 'stripe'],
      sandboxMethods: [],
    });
    const sandboxed = load({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' });
    expect(sandboxed.sandboxMethods).toEqual(['stripe', 'razorpay']);
    expect(sandboxed.warnings).toEqual([expect.stringContaining('offline payment sandbox')]);
  });

  it('refuses half a Razorpay key pair or a lone webhook secret in every environment, naming the missing half', () => {
    for (const environment of [{}, PRODUCTION]) {
      expect(() => load({ ...environment, RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
        'RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET is not',
      );
      expect(() => load({ ...environment, RAZORPAY_KEY_SECRET: 'secret' })).toThrow(
        'RAZORPAY_KEY_SECRET is set but RAZORPAY_KEY_ID is not',
      );
      expect(() => load({ ...environment, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
        'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not',
      );
    }
  });

  it.each([
    [
      { PAYMENT_METHODS: 'cod,paypal' },
      'PAYMENT_METHODS must list some of cod, stripe, razorpay, comma-separated; it is "cod,paypal".',
    ],
    [{ PAYMENT_METHODS: ' , ' }, 'PAYMENT_METHODS must list some of cod, stripe, razorpay'],
    [{ PAYMENTS_SANDBOX: 'yes' }, 'PAYMENTS_SANDBOX must be true or false; it is "yes".'],
    [{ PAYMENTS_SANDBOX: 'false' }, 'payments would run in the offline sandbox'],
  ])('refuses %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it('lets a development shop use the sandbox without saying so, and ignores the keys of a method it does not offer', () => {
    expect(load({})).toMatchObject({
      paymentMethods: ['cod', 'stripe', 'razorpay'],
      sandboxMethods: ['stripe', 'razorpay'],
      warnings: [],
    });
    const limited = load({ ...STRIPE_KEY, PAYMENT_METHODS: 'cod' });
    expect(limited).toMatchObject({
      stripe: null,
      warnings: [expect.stringContaining('stripe has keys but is not in PAYMENT_METHODS')],
    });
  });
});

describe('a production start', () => {
  const baseEnv = (dataDir: string): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...TEST_SHOP_ENV,
    ...PRODUCTION,
    DATA_DIR: dataDir,
  });
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('without payment keys refuses with exit code 78 and one message naming what to set', async () => {
    const run = await runScript('server/main.ts', [], baseEnv(dataDir));
    expect(run.code).toBe(78);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Configuration error: /)]);
    for (const name of NAMED) expect(run.stderr).toContain(name);
  });

  it('with PAYMENTS_SANDBOX=true starts and warns at level warn, but the public /api/health tells nobody', async () => {
    const server = await startServer(dataDir, { ...baseEnv(dataDir), PAYMENTS_SANDBOX: 'true', LOG_LEVEL: 'warn' });
    try {
      const health = await (await fetch(`${server.url}/api/health`)).text();
      expect(JSON.parse(health)).toEqual({ success: true, database: 'ok' });
      expect(health).not.toContain('sandbox');
      const warned = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level === 40 && entry.msg.includes('sandbox'));
      expect(warned).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});

describeEachDatabase(
  'a shop that takes cash on delivery only',
  (shop) => {
    it('lists only cash on delivery, answers 400 "… is not available" to online payments and has no sandbox', async () => {
      expect((await shop().get('/api/payment/methods')).body).toEqual({
        success: true,
        methods: ['cod'],
        sandbox: [],
        returnWindowDays: 7,
      });
      const { token } = await shop().newShopper();
      const [product] = await catalog(shop());
      await fillCart(shop(), token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 }]);
      const body = await orderBodyFor(shop(), token);
      expect(await shop().post('/api/order/stripe', body, token)).toMatchObject({
        status: 400,
        body: { success: false, message: 'Card payment is not available in this shop.' },
      });
      expect(await shop().post('/api/order/razorpay', body, token)).toMatchObject({
        status: 400,
        body: { message: 'Paying by UPI, cards, net banking or wallets is not available in this shop.' },
      });
      expect((await shop().post('/api/order/verifyStripe', { success: true, orderId: 'x' }, token)).status).toBe(400);
      expect((await shop().get('/sandbox/razorpay/checkout.js')).status).toBe(404);
      expect(await shop().app.db.selectFrom('orders').select('id').execute()).toEqual([]);
      expect((await shop().post('/api/order/place', body, token)).status).toBe(201);
    });
  },
  { NODE_ENV: 'production', PAYMENT_METHODS: 'cod', SMTP_URL },
);

describeEachDatabase(
  'a shop that takes online payments only',
  (shop) => {
    it('lists them, with the sandbox named, and refuses cash on delivery with nothing ordered', async () => {
      expect((await shop().get('/api/payment/methods')).body).toEqual({
        success: true,
        methods: ['stripe', 'razorpay'],
        sandbox: ['stripe', 'razorpay'],
        returnWindowDays: 7,
      });
      const { token } = await shop().newShopper();
      const [product] = await catalog(shop());
      await fillCart(shop(), token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 }]);
      const answer = await shop().post('/api/order/place', await orderBodyFor(shop(), token), token);
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, message: 'Cash on delivery is not available in this shop.' },
      });
      expect(await shop().app.db.selectFrom('orders').select('id').execute()).toEqual([]);
      expect(shop().config.warnings).toEqual([expect.stringContaining('offline payment sandbox')]);
      expect((await shop().get('/api/health')).body).toEqual({ success: true, database: 'ok' });
    });
  },
  { NODE_ENV: 'production', PAYMENT_METHODS: 'stripe,razorpay', PAYMENTS_SANDBOX: 'true', SMTP_URL },
);
