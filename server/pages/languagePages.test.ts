// Pages in Hindi under /hi, rendered on the server from the same page table as the English ones: the document's
// language, the texts and the page's own addresses are Hindi; the English pages stay as they were.
import path from 'node:path';
import { ensureBuild } from '../../tools/ensure-build';
import { startTestShop, type Answer } from '../test/harness';
import { setUnits } from '../test/stockFixtures';

const PUBLIC_URL = 'https://kapda.example';
const PAGE_ENV = { DIST_DIR: path.resolve(__dirname, '../../dist'), PUBLIC_URL };
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;

let shop: Awaited<ReturnType<typeof startTestShop>> | undefined;
beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);
beforeAll(async () => {
  shop = await startTestShop('sqlite', PAGE_ENV);
});
afterAll(async () => {
  await shop?.stop();
});

async function get(url: string): Promise<{ answer: Answer; html: string }> {
  if (!shop) throw new Error('the test shop did not start');
  const answer = await shop.request({ method: 'GET', url });
  return { answer, html: String(answer.body) };
}

const langOf = (html: string) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const alternatesOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((found): [string, string] => [
      found[1] ?? '',
      found[2] ?? '',
    ]),
  );

describe('pages in Hindi (sqlite)', () => {
  it('answers /hi/collection 200 in Hindi, with lang="hi", Hindi texts and a Hindi canonical', async () => {
    const { answer, html } = await get('/hi/collection?category=Men');
    expect(answer.status).toBe(200);
    expect(langOf(html)).toBe('hi');
    expect(html).toContain('सभी कलेक्शन');
    expect(html).toContain('श्रेणियाँ');
    expect(html).toMatch(/<title>पुरुष · सभी कलेक्शन · Kapda<\/title>/);
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/hi/collection?category=Men`);
    expect(html).toContain('href="/hi/product/');
  });

  it('names both languages of a product page as alternates, English as the default, in both pages', async () => {
    if (!shop) throw new Error('the test shop did not start');
    const products = (await shop.get('/api/product/list')).body.products as Array<{ _id: string }>;
    const path = `/product/${products[0]?._id ?? ''}`;
    const pair = { en: `${PUBLIC_URL}${path}`, hi: `${PUBLIC_URL}/hi${path}`, 'x-default': `${PUBLIC_URL}${path}` };
    const hindi = await get(`/hi${path}`);
    expect(canonicalOf(hindi.html)).toBe(pair.hi);
    expect(alternatesOf(hindi.html)).toEqual(pair);
    expect(alternatesOf((await get(path)).html)).toEqual(pair);
  });

  it("says a product page's stock in Hindi: a size at one unit and a sold-out size", async () => {
    if (!shop) throw new Error('the test shop did not start');
    const products = (await shop.get('/api/product/list')).body.products as Array<{ _id: string; sizes: string[] }>;
    const product = [...products].reverse().find((candidate) => candidate.sizes.length >= 2);
    const [low, gone] = product?.sizes ?? [];
    if (!product || !low || !gone) throw new Error('the demo catalog has no product with two sizes');
    await setUnits(shop, product._id, low, 1);
    await setUnits(shop, product._id, gone, 0);
    const { answer, html } = await get(`/hi/product/${product._id}`);
    expect(answer.status).toBe(200);
    expect(html).toContain(`aria-label="${low}: सिर्फ़ 1 बचे"`);
    expect(html).toContain(`aria-label="${gone}: बिक चुका"`);
    expect(html).not.toMatch(/Sold out|Only 1 left/);
  });

  it('answers the Hindi home page and a Hindi page the shop does not have (404, in Hindi)', async () => {
    const home = await get('/hi');
    expect(home.answer.status).toBe(200);
    expect(langOf(home.html)).toBe('hi');
    expect(home.html).toContain('नया आगमन');
    const missing = await get('/hi/no-such-page');
    expect(missing.answer.status).toBe(404);
    expect(missing.html).toContain('पेज नहीं मिला');
  });

  it('keeps the English pages English, with lang="en"', async () => {
    const { answer, html } = await get('/collection');
    expect(answer.status).toBe(200);
    expect(langOf(html)).toBe('en');
    expect(html).toContain('ALL');
    expect(html).not.toContain('सभी कलेक्शन');
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/collection`);
  });
});
