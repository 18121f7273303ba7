// Product pictures as every server process serves them: from files on SQLite, from the database on PostgreSQL (so
// nothing of them is on this process's disk), with the same headers, revalidation and 404s either way.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { newOperator } from './fixtures';
import { describeEachDatabase, type Shopper } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const picture = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: '#4a6b7f' } })
    .png()
    .toBuffer();

describeEachDatabase('product pictures', (shop) => {
  let operator: Shopper;
  let uploaded: string;
  beforeAll(async () => {
    operator = await newOperator(shop());
    const answer = await shop().request({
      method: 'POST',
      url: '/api/admin/images?name=teal-kurta',
      headers: { token: operator.token, 'content-type': 'image/png' },
      payload: await picture(),
    });
    // The path, whether the answer names it under the shop's own address or another (IMAGE_BASE_URL).
    uploaded = new URL(answer.body.url as string, shop().baseUrl).pathname;
  });
  const imagesDir = () => path.join(shop().config.dataDir, 'images');

  it('serves an upload with its content type, a year-long immutable cache and an ETag that answers 304', async () => {
    for (const variant of [uploaded, uploaded.replace('-960.webp', '-320.avif')]) {
      const first = await shop().request({ method: 'GET', url: variant });
      expect({
        status: first.status,
        type: first.headers['content-type'],
        cache: first.headers['cache-control'],
        corp: first.headers['cross-origin-resource-policy'],
      }).toEqual({
        status: 200,
        type: variant.endsWith('.avif') ? 'image/avif' : 'image/webp',
        cache: IMMUTABLE,
        corp: 'cross-origin',
      });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?".+"$/);
      // As a browser revalidates (fetch would add `no-cache` to a conditional request, which asks for the whole picture).
      const again = await shop().request({
        method: 'GET',
        url: variant,
        headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect({ status: again.status, body: again.body, etag: again.headers.etag }).toEqual({
        status: 304,
        body: '',
        etag,
      });
    }
  });

  it('serves the demo pictures and the hero the seed stored, the hero revalidated on every use', async () => {
    const products = (await shop().get('/api/product/list')).body.products as Array<{ image: string[] }>;
    const seedPicture = new URL(products[0]?.image[0] as string, shop().baseUrl).pathname;
    const seeded = await shop().get(seedPicture);
    expect({
      status: seeded.status,
      type: seeded.headers['content-type'],
      cache: seeded.headers['cache-control'],
    }).toEqual({ status: 200, type: 'image/svg+xml', cache: IMMUTABLE });
    expect(String(seeded.body)).toMatch(/^<svg/);
    const hero = await shop().get('/images/hero.svg');
    expect({ status: hero.status, type: hero.headers['content-type'], cache: hero.headers['cache-control'] }).toEqual({
      status: 200,
      type: 'image/svg+xml',
      cache: 'public, max-age=0, must-revalidate',
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await shop().request({ method: 'HEAD', url: uploaded });
    expect({ status: head.status, body: head.body, type: head.headers['content-type'] }).toEqual({
      status: 200,
      body: '',
      type: 'image/webp',
    });
  });

  it('answers 404 for an unknown picture, and refuses a name that would leave the pictures', async () => {
    expect(await shop().get('/images/products/no-such-picture-0123456789-960.webp')).toMatchObject({
      status: 404,
      body: { success: false },
    });
    for (const outside of ['/images/products/%2e%2e/%2e%2e/shop.sqlite', '/images/..%2fjwt-secret']) {
      const answer = await shop().get(outside);
      expect({ refused: [403, 404].includes(answer.status), body: answer.body }).toEqual({
        refused: true,
        body: expect.objectContaining({ success: false }),
      });
    }
  });

  it('keeps pictures where every process on the database reads them: files on SQLite, the database on PostgreSQL', async () => {
    const stem = path.basename(uploaded).replace('-960.webp', '');
    const files = existsSync(path.join(imagesDir(), 'products'))
      ? readdirSync(path.join(imagesDir(), 'products')).filter((file) => file.startsWith(stem))
      : [];
    expect(files).toHaveLength(shop().kind === 'sqlite' ? 6 : 0);
    if (shop().kind === 'postgres') expect(existsSync(imagesDir())).toBe(false);
  });

  it('still serves a picture an earlier version of the shop wrote as a file', async () => {
    const folder = path.join(imagesDir(), 'products');
    mkdirSync(folder, { recursive: true });
    const bytes = await sharp({ create: { width: 32, height: 40, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(folder, 'earlier-0123456789-320.webp'), bytes);
    const answer = await shop().request({ method: 'GET', url: '/images/products/earlier-0123456789-320.webp' });
    expect({
      status: answer.status,
      type: answer.headers['content-type'],
      cache: answer.headers['cache-control'],
    }).toEqual({ status: 200, type: 'image/webp', cache: IMMUTABLE });
  });
});
