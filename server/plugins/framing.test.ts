// One framing policy: no page of the shop may be framed, by another site or by the shop itself. Every answer that
// says so in either header says it in both, and the same way: X-Frame-Options DENY and frame-ancestors 'none'.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from '../../tools/ensure-build';
import { ADDRESS, catalog } from '../test/fixtures';
import { startTestShop, type Answer, type TestShop } from '../test/harness';
import { orderAmount } from '../../contract';

const DIST_DIR = path.resolve(__dirname, '../../dist');
/** webpack on a busy 2-core machine, when the sources are newer than the build. */
const BUILD_LIMIT_MS = 600_000;

const frameAncestors = (answer: Answer) =>
  /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1]?.trim();

/** Every kind of answer the shop gives: pages, files, the API, refusals and the payment sandbox's own pages. */
async function answersOf(shop: TestShop): Promise<Array<[string, Answer]>> {
  const [product] = await catalog(shop);
  if (!product) throw new Error('the catalog is empty');
  const shopper = await shop.newShopper();
  const line = { itemId: product._id, size: product.sizes[0] };
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'))?.[1];
  const picture = (await shop.get('/api/product/list')).body.products[0].image[0] as string;
  const answers: Array<[string, Answer]> = [];
  const add = async (what: string, answer: Promise<Answer>) => void answers.push([what, await answer]);

  await add('a rendered page', shop.get('/'));
  await add('a page the shop does not have', shop.get('/no-such-page'));
  await add('a script of the build', shop.get(script ?? '/assets/missing.js'));
  await add('a product picture', shop.get(new URL(picture).pathname));
  await add('an API answer', shop.get('/api/product/list'));
  await add('an API 404', shop.get('/api/no-such-call'));
  await add('an API 401', shop.post('/api/cart/add', line));
  await add(
    'a write past its limit',
    (async () => {
      await shop.post('/api/cart/add', line, shopper.token);
      return shop.post('/api/cart/add', line, shopper.token);
    })(),
  );
  await add(
    'a page render past its limit',
    (async () => {
      await shop.get('/collection?q=framing-1');
      return shop.get('/collection?q=framing-2');
    })(),
  );
  await add('the sandbox checkout script', shop.get('/sandbox/razorpay/checkout.js'));
  return answers;
}

beforeAll(() => ensureBuild(), BUILD_LIMIT_MS);

describe('framing (sqlite)', () => {
  it("sends X-Frame-Options DENY and frame-ancestors 'none' together on every kind of answer", async () => {
    const shop = await startTestShop('sqlite', {
      DIST_DIR,
      WRITE_RATE_LIMIT_PER_MINUTE: '1',
      PAGE_RENDER_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const answers = await answersOf(shop);
      expect(answers.map(([what, answer]) => [what, answer.status])).toEqual([
        ['a rendered page', 200],
        ['a page the shop does not have', 404],
        ['a script of the build', 200],
        ['a product picture', 200],
        ['an API answer', 200],
        ['an API 404', 404],
        ['an API 401', 401],
        ['a write past its limit', 429],
        ['a page render past its limit', 429],
        ['the sandbox checkout script', 200],
      ]);
      for (const [what, answer] of answers) {
        expect([what, answer.headers['x-frame-options'], frameAncestors(answer)]).toEqual([what, 'DENY', "'none'"]);
      }
    } finally {
      await shop.stop();
    }
  });

  it("keeps both on the payment sandbox's checkout page, which has a policy of its own", async () => {
    const shop = await startTestShop('sqlite');
    try {
      const [product] = await catalog(shop);
      if (!product) throw new Error('the catalog is empty');
      const shopper = await shop.newShopper();
      const size = product.sizes[0];
      await shop.post('/api/cart/update', { itemId: product._id, size, quantity: 1 }, shopper.token);
      const amount = orderAmount([{ price: product.price, quantity: 1 }]);
      const order = { address: ADDRESS, items: [{ ...product, size, quantity: 1 }], amount };
      const started = await shop.post('/api/order/stripe', order, shopper.token);
      expect(started.status).toBe(200);
      const page = await shop.get(new URL(started.body.session_url as string).pathname);
      expect([page.status, page.headers['x-frame-options'], frameAncestors(page)]).toEqual([200, 'DENY', "'none'"]);
    } finally {
      await shop.stop();
    }
  });
});
