// Shoppers' field metrics: a beacon's report becomes histograms and counters by page type in the metrics, a bad one is
// refused and kept out, one address cannot flood them, and a shop that takes none keeps none and asks pages for none.
import path from 'node:path';
import { ensureBuild } from '../../tools/ensure-build';
import { ConfigError, loadConfig } from '../config';
import { describeEachDatabase, startTestShop, type TestShop } from '../test/harness';
import { FIELD_REPORTS_PER_MINUTE } from './fieldMetrics';

const TOKEN = 'a-metrics-token-for-the-tests-0123456789';
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;
const FIELD = '/api/metrics/field';

/** The value of one series in the exposition text, or undefined when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

async function readMetrics(shop: TestShop): Promise<string> {
  const answer = await shop.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  return answer.body as string;
}

/** A report as the storefront's beacon sends it: JSON in a text/plain body. */
const beacon = (shop: TestShop, report: unknown, from?: string) =>
  shop.request({
    method: 'POST',
    url: FIELD,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof report === 'string' ? report : JSON.stringify(report),
    from,
  });

const homeVisit = {
  pages: [
    {
      pageType: 'home',
      metrics: [
        { name: 'LCP', value: 2200 },
        { name: 'INP', value: 350 },
        { name: 'CLS', value: 0.02 },
      ],
      taps: 3,
      deadTaps: 1,
    },
    { pageType: 'product', metrics: [], taps: 2, deadTaps: 0 },
  ],
};

describeEachDatabase(
  'field metrics',
  (shop) => {
    it("keeps a beacon's Web Vitals as histograms and its taps as counters, by page type", async () => {
      expect((await beacon(shop(), homeVisit)).status).toBe(204);
      const json = await shop().post(FIELD, {
        pages: [{ pageType: 'home', metrics: [{ name: 'LCP', value: 4500 }], taps: 1, deadTaps: 1 }],
      });
      expect(json.status).toBe(204);

      const text = await readMetrics(shop());
      const home = { page_type: 'home' };
      expect(series(text, 'storefront_lcp_seconds_count', home)).toBe(2);
      expect(series(text, 'storefront_lcp_seconds_sum', home)).toBeCloseTo(6.7);
      // The thresholds are bucket bounds: one good LCP (2.2 s ≤ 2.5 s), one poor (4.5 s > 4 s).
      expect(series(text, 'storefront_lcp_seconds_bucket', { ...home, le: '2.5' })).toBe(1);
      expect(series(text, 'storefront_lcp_seconds_bucket', { ...home, le: '4' })).toBe(1);
      expect(series(text, 'storefront_inp_seconds_bucket', { ...home, le: '0.2' })).toBe(0);
      expect(series(text, 'storefront_inp_seconds_bucket', { ...home, le: '0.5' })).toBe(1);
      expect(series(text, 'storefront_cls_bucket', { ...home, le: '0.1' })).toBe(1);
      expect(series(text, 'storefront_taps_total', home)).toBe(4);
      expect(series(text, 'storefront_dead_taps_total', home)).toBe(2);
      expect(series(text, 'storefront_taps_total', { page_type: 'product' })).toBe(2);
      expect(series(text, 'storefront_dead_taps_total', { page_type: 'product' })).toBe(0);
      expect(series(text, 'storefront_lcp_seconds_count', { page_type: 'product' })).toBeUndefined();
      // Every page type is there from the start, at 0.
      expect(series(text, 'storefront_dead_taps_total', { page_type: 'placeOrder' })).toBe(0);
    });

    it.each([
      ['an unknown page type', { pages: [{ pageType: '/product/abc', metrics: [], taps: 1, deadTaps: 0 }] }],
      [
        'an unknown metric',
        { pages: [{ pageType: 'cart', metrics: [{ name: 'FID', value: 10 }], taps: 0, deadTaps: 0 }] },
      ],
      [
        'a negative time',
        { pages: [{ pageType: 'cart', metrics: [{ name: 'LCP', value: -1 }], taps: 0, deadTaps: 0 }] },
      ],
      [
        'a time past the limit',
        { pages: [{ pageType: 'cart', metrics: [{ name: 'INP', value: 60_001 }], taps: 0, deadTaps: 0 }] },
      ],
      [
        'an INP of 300 s',
        { pages: [{ pageType: 'cart', metrics: [{ name: 'INP', value: 300_000 }], taps: 0, deadTaps: 0 }] },
      ],
      [
        'the same metric twice in one page',
        {
          pages: [
            {
              pageType: 'cart',
              metrics: [
                { name: 'INP', value: 200 },
                { name: 'INP', value: 250 },
              ],
              taps: 1,
              deadTaps: 0,
            },
          ],
        },
      ],
      [
        'more taps in a page than a report holds',
        { pages: [{ pageType: 'cart', metrics: [], taps: 101, deadTaps: 0 }] },
      ],
      [
        'more taps in all its pages than a report holds',
        {
          pages: (['cart', 'home', 'product'] as const).map((pageType) => ({
            pageType,
            metrics: [],
            taps: 40,
            deadTaps: 40,
          })),
        },
      ],
      [
        'a layout shift past the limit',
        { pages: [{ pageType: 'cart', metrics: [{ name: 'CLS', value: 51 }], taps: 0, deadTaps: 0 }] },
      ],
      [
        'a text for a number',
        { pages: [{ pageType: 'cart', metrics: [{ name: 'LCP', value: '2000' }], taps: 0, deadTaps: 0 }] },
      ],
      ['a part of a tap', { pages: [{ pageType: 'cart', metrics: [], taps: 1.5, deadTaps: 0 }] }],
      ['more dead taps than taps', { pages: [{ pageType: 'cart', metrics: [], taps: 1, deadTaps: 2 }] }],
      ['a page type twice', { pages: [1, 2].map(() => ({ pageType: 'cart', metrics: [], taps: 1, deadTaps: 0 })) }],
      [
        'more metrics than a page has',
        { pages: [{ pageType: 'cart', metrics: Array(4).fill({ name: 'CLS', value: 0 }), taps: 0, deadTaps: 0 }] },
      ],
      ['no pages', { pages: [] }],
      ['no report at all', {}],
      ['text that is not JSON', '{"pages": ['],
    ])('refuses %s with 400 and keeps nothing of it', async (_what, report) => {
      const answer = await beacon(shop(), report);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/\S/) });
      const text = await readMetrics(shop());
      expect(series(text, 'storefront_taps_total', { page_type: 'cart' })).toBe(0);
      expect(series(text, 'storefront_inp_seconds_count', { page_type: 'cart' })).toBeUndefined();
    });

    it('takes a report with as many taps as one may hold, and the longest time', async () => {
      const answer = await beacon(shop(), {
        pages: [
          { pageType: 'orders', metrics: [{ name: 'INP', value: 60_000 }], taps: 60, deadTaps: 3 },
          { pageType: 'account', metrics: [], taps: 40, deadTaps: 0 },
        ],
      });
      expect(answer.status).toBe(204);
      const text = await readMetrics(shop());
      expect(series(text, 'storefront_taps_total', { page_type: 'orders' })).toBe(60);
      expect(series(text, 'storefront_inp_seconds_sum', { page_type: 'orders' })).toBe(60);
    });

    it('refuses a body larger than a report can be', async () => {
      const answer = await beacon(shop(), { pages: [], padding: 'x'.repeat(5000) });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ success: false });
    });

    it(`takes ${FIELD_REPORTS_PER_MINUTE} reports a minute from one address, then answers 429`, async () => {
      const report = { pages: [{ pageType: 'login', metrics: [], taps: 1, deadTaps: 0 }] };
      for (let sent = 0; sent < FIELD_REPORTS_PER_MINUTE; sent += 1)
        expect((await beacon(shop(), report, '127.0.0.7')).status).toBe(204);
      const refused = await beacon(shop(), report, '127.0.0.7');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false });
      expect((await beacon(shop(), report, '127.0.0.8')).status).toBe(204);
      const text = await readMetrics(shop());
      expect(series(text, 'storefront_taps_total', { page_type: 'login' })).toBe(FIELD_REPORTS_PER_MINUTE + 1);
    });
  },
  { METRICS_TOKEN: TOKEN, FIELD_METRICS_SAMPLE_RATE: '1' },
);

describe('a shop that takes no field metrics', () => {
  // The build a page needs, made (when the sources are newer) before the tests' own time limit starts.
  beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);

  it.each([
    ['FIELD_METRICS_SAMPLE_RATE=0', { METRICS_TOKEN: TOKEN, FIELD_METRICS_SAMPLE_RATE: '0' }],
    [
      'no metrics served (production without METRICS_TOKEN)',
      { NODE_ENV: 'production', MAIL_TO_FILES: 'true', PAYMENTS_SANDBOX: 'true', FIELD_METRICS_SAMPLE_RATE: '1' },
    ],
  ])('with %s answers a report 204 and keeps nothing', async (_why, env) => {
    const shop = await startTestShop('sqlite', env);
    try {
      expect((await beacon(shop, homeVisit)).status).toBe(204);
      expect((await beacon(shop, { pages: [] })).status).toBe(400);
      if ('METRICS_TOKEN' in env) expect(await readMetrics(shop)).not.toContain('storefront_');
    } finally {
      await shop.stop();
    }
  });

  it('tells the pages the share of visits that report, and nothing when it takes none', async () => {
    const distDir = path.resolve(__dirname, '../../dist');
    const pageOf = async (env: Record<string, string>) => {
      const shop = await startTestShop('sqlite', { DIST_DIR: distDir, ...env });
      try {
        const page = await shop.get('/collection');
        expect(page.status).toBe(200);
        return String(page.body);
      } finally {
        await shop.stop();
      }
    };
    expect(await pageOf({ FIELD_METRICS_SAMPLE_RATE: '0.25' })).toContain(
      '<meta name="shop-field-metrics" content="0.25">',
    );
    expect(await pageOf({ FIELD_METRICS_SAMPLE_RATE: '0' })).not.toContain('shop-field-metrics');
    // The page the browser renders alone (SERVER_RENDERING=off) carries it too.
    expect(await pageOf({ FIELD_METRICS_SAMPLE_RATE: '1', SERVER_RENDERING: 'off' })).toContain(
      '<meta name="shop-field-metrics" content="1">',
    );
  });

  it('reads FIELD_METRICS_SAMPLE_RATE from 0 to 1, one visit in ten unless set', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).fieldMetricsSampleRate).toBe(0.1);
    expect(loadConfig({ ...secret, FIELD_METRICS_SAMPLE_RATE: '0.05' }).fieldMetricsSampleRate).toBe(0.05);
    expect(loadConfig({ ...secret, FIELD_METRICS_SAMPLE_RATE: '1' }).fieldMetricsSampleRate).toBe(1);
    for (const wrong of ['1.5', '-0.1', 'off', '10%'])
      expect(() => loadConfig({ ...secret, FIELD_METRICS_SAMPLE_RATE: wrong })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, FIELD_METRICS_SAMPLE_RATE: 'off' })).toThrow(/FIELD_METRICS_SAMPLE_RATE/);
  });
});
