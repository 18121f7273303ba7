// Page renders that cannot be turned into load: links that differ only in parameters no screen reads share one
// rendered page, a client's renders (never its cached pages) are counted, and renders beyond the gate are turned away.
import path from 'node:path';
import { ensureBuild } from '../../tools/ensure-build';
import { startTestShop, type Answer, type TestShop } from '../test/harness';

const PUBLIC_URL = 'https://kapda.example';
const PAGE_ENV = { DIST_DIR: path.resolve(__dirname, '../../dist'), PUBLIC_URL };
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;

/** One test shop on SQLite for the describe block it is called in. */
function sqliteShop(env: Record<string, string>): () => TestShop {
  let shop: Awaited<ReturnType<typeof startTestShop>> | undefined;
  beforeAll(async () => {
    shop = await startTestShop('sqlite', { ...PAGE_ENV, ...env });
  });
  afterAll(async () => {
    await shop?.stop();
  });
  return () => {
    if (!shop) throw new Error('the test shop did not start');
    return shop;
  };
}

const canonicalOf = (answer: Answer) =>
  /<link rel="canonical" href="([^"]*)">/.exec(String(answer.body))?.[1]?.replaceAll('&amp;', '&');

/** A refusal as a browser shows it: a short page of our own, saying when to try again, and nothing internal. */
function expectRefusal(answer: Answer, status: number, heading: string): void {
  expect(answer).toMatchObject({
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(String(answer.body)).toContain(`<h1>${heading}</h1>`);
  expect(String(answer.body)).not.toMatch(/Error|stack|at .*\.[jt]s:\d+/);
}

beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);

describe('page renders per client (sqlite)', () => {
  const shop = sqliteShop({ PAGE_RENDER_RATE_LIMIT_PER_MINUTE: '4' });
  // Each test is its own client, so each starts with its whole allowance.
  const from = (client: string) => (url: string) => shop().request({ method: 'GET', url, from: client });

  it('answers links that differ only in tracking or unknown parameters with the one page and canonical', async () => {
    const get = from('127.0.0.2');
    const page = await get('/collection?category=Men&type=Topwear');
    expect([page.status, canonicalOf(page)]).toEqual([200, `${PUBLIC_URL}/collection?category=Men&type=Topwear`]);
    const variants = await Promise.all(
      [
        '/collection?utm_source=newsletter&type=Topwear&category=Men&fbclid=abc',
        '/collection?category=Men&gclid=xyz&type=Topwear&utm_campaign=sale',
        '/collection?type=Topwear&made_up=1&category=Men',
      ].map(get),
    );
    for (const variant of variants) {
      expect([variant.status, variant.headers.etag, variant.body]).toEqual([200, page.headers.etag, page.body]);
    }
  });

  it("counts only a client's renders: past its limit it meets 429, while kept pages and tracking links go on", async () => {
    const get = from('127.0.0.3');
    for (let index = 1; index <= 4; index += 1) expect((await get(`/collection?q=limit-${index}`)).status).toBe(200);
    expectRefusal(await get('/collection?q=limit-5'), 429, 'Too many new pages');
    // Pages the cache holds, asked again or under tracking parameters, cost no render and are not counted.
    for (const url of [
      '/collection?q=limit-1',
      '/collection?q=limit-2&utm_source=mail',
      '/collection?fbclid=1&q=limit-3',
    ])
      expect((await get(url)).status).toBe(200);
    // Another client's renders are its own.
    expect((await from('127.0.0.4')('/collection?q=limit-5')).status).toBe(200);
    // Addresses of pages the shop does not have are never kept, so each costs a render.
    expectRefusal(await get('/no-such-page'), 429, 'Too many new pages');
  });
});

describe('renders beyond the gate (sqlite)', () => {
  const shop = sqliteShop({ PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '0' });

  it('answers 503 with Retry-After and a short page to renders that find no place, and kept pages 200', async () => {
    const kept = ['/collection?category=Kids', '/about'];
    for (const url of kept) expect((await shop().get(url)).status).toBe(200);
    // Sent at once: while the first render holds the only place (a render takes tens of milliseconds), the others
    // find it taken and no room to wait.
    const fresh = Array.from({ length: 8 }, (_, index) => `/collection?q=burst-${index}`);
    const answers = await Promise.all([...fresh, ...kept, ...kept].map((url) => shop().get(url)));
    const freshAnswers = answers.slice(0, fresh.length);
    expect(answers.slice(fresh.length).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(freshAnswers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = freshAnswers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expectRefusal(answer, 503, 'The shop is busy');
      expect(answer.headers['retry-after']).toBe('1');
    }
    // Asked again one at a time, as the Retry-After says, each is rendered.
    for (const url of fresh) expect((await shop().get(url)).status).toBe(200);
  });
});
