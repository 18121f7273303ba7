// A product's name and description in Hindi (nameHi, descriptionHi): taken by the admin API and the command line,
// answered by every product call only when the product has them, and found by the search.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../cli/program';
import { newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

const ENGLISH = {
  name: 'Kids Zebra Stripe Kurta',
  description: 'A cotton kurta with zebra stripes.',
  price: 650,
  category: 'Kids',
  subCategory: 'Summerwear',
  sizes: ['4-5Y', '6-7Y'],
};
const HINDI = { nameHi: 'बच्चों का ज़ेबरा धारी कुर्ता', descriptionHi: 'ज़ेबरा धारियों वाला कॉटन कुर्ता।\nहाथ से धोएँ।' };

/** What every product had before Hindi texts, and has still when it has none. */
const ENGLISH_KEYS = [
  '_id',
  'bestseller',
  'category',
  'description',
  'image',
  'name',
  'price',
  'sizes',
  'stock',
  'subCategory',
];
const keysOf = (product: Record<string, unknown>) => Object.keys(product).sort();

describeEachDatabase('Hindi names and descriptions', (shop) => {
  let operator: Shopper;
  let image: string;
  const admin = (url: string, body: unknown) => shop().post(url, body, operator.token);
  const exported = async () =>
    (await shop().request({ method: 'GET', url: '/api/admin/products', headers: { token: operator.token } })).body
      .products as Array<Record<string, unknown>>;
  const idsFound = async (q: string) =>
    (
      (await shop().get(`/api/product/query?${new URLSearchParams({ q, limit: '96' })}`)).body.products as Array<{
        _id: string;
      }>
    ).map((product) => product._id);
  /** Every answer a product is in, as the storefront reads it, asked in `lang` when given. */
  async function answersFor(id: string, lang?: string): Promise<Record<string, Record<string, unknown>>> {
    const named = (products: Array<Record<string, unknown>>) => products.find((product) => product._id === id) ?? {};
    const asked = lang === undefined ? '' : `lang=${lang}`;
    const query = (await shop().get(`/api/product/query?limit=96&${asked}`)).body.products as Array<
      Record<string, unknown>
    >;
    const home = (await shop().get(`/api/product/home?${asked}`)).body.latest as Array<Record<string, unknown>>;
    return {
      detail: (await shop().get(`/api/product/detail/${id}?${asked}`)).body.product,
      byIds: (await shop().get(`/api/product/byIds?id=${id}&${asked}`)).body.products[0],
      query: named(query),
      home: named(home),
    };
  }

  beforeAll(async () => {
    operator = await newOperator(shop());
    image = ((await exported())[0]?.image as string[])[0] as string;
  });

  it('adds a product with Hindi texts, trimmed, that detail, query, byIds and home answer and export carries', async () => {
    const added = await admin('/api/admin/products', {
      ...ENGLISH,
      id: 'zebra-kurta',
      nameHi: `  ${HINDI.nameHi} `,
      descriptionHi: `${HINDI.descriptionHi}\n`,
      image: [image],
    });
    expect(added.status).toBe(201);
    const answers = await answersFor('zebra-kurta');
    for (const [call, product] of Object.entries(answers)) {
      expect([call, keysOf(product)]).toEqual([call, [...ENGLISH_KEYS, 'descriptionHi', 'nameHi'].sort()]);
      expect([call, product]).toEqual([call, expect.objectContaining({ name: ENGLISH.name, ...HINDI })]);
    }
    expect((await exported()).find((product) => product.id === 'zebra-kurta')).toMatchObject(HINDI);
  });

  it('leaves the Hindi texts out of every answer asked in English, and keeps them in one asked in Hindi', async () => {
    for (const [call, product] of Object.entries(await answersFor('zebra-kurta', 'en')))
      expect([call, keysOf(product)]).toEqual([call, ENGLISH_KEYS]);
    for (const [call, product] of Object.entries(await answersFor('zebra-kurta', 'hi')))
      expect([call, product]).toEqual([call, expect.objectContaining({ name: ENGLISH.name, ...HINDI })]);
    for (const url of [
      '/api/product/home?lang=fr',
      '/api/product/detail/zebra-kurta?lang=',
      '/api/product/query?lang=HI',
    ]) {
      const refused = await shop().get(url);
      expect([url, refused.status, refused.body.success]).toEqual([url, 400, false]);
    }
  });

  it('answers a product without Hindi texts with no nameHi or descriptionHi, in every call and the export', async () => {
    const plain = { ...ENGLISH, id: 'plain-kurta', name: 'Kids Plain Cotton Kurta', image: [image] };
    expect((await admin('/api/admin/products', plain)).status).toBe(201);
    const answers = await answersFor('plain-kurta');
    for (const [call, product] of Object.entries(answers))
      expect([call, keysOf(product)]).toEqual([call, ENGLISH_KEYS]);
    const row = (await exported()).find((product) => product.id === 'plain-kurta') ?? {};
    expect(['nameHi' in row, 'descriptionHi' in row]).toEqual([false, false]);
  });

  it('finds a product by its Hindi name, long and short searches alike, and by its English one', async () => {
    expect(await idsFound('ज़ेबरा धारी')).toEqual(['zebra-kurta']);
    expect(await idsFound('  कुर्ता ')).toEqual(['zebra-kurta']);
    // Two characters: shorter than a trigram, so SQLite scans the names.
    expect(await idsFound('र्')).toContain('zebra-kurta');
    expect(await idsFound('zebra STRIPE')).toEqual(['zebra-kurta']);
    // The Hindi description is not searched, as the English one is not.
    expect(await idsFound('हाथ से धोएँ')).not.toContain('zebra-kurta');
    const answer = (await shop().get(`/api/product/query?${new URLSearchParams({ q: 'कुर्ता' })}`)).body;
    expect(answer).toMatchObject({ total: 1, facets: { category: { Kids: 1 }, type: { Summerwear: 1 } } });
  });

  it('follows a change of the Hindi name in the search, and a product replaced without it loses it', async () => {
    const replace = (fields: Record<string, unknown>) =>
      admin('/api/admin/products', { ...ENGLISH, id: 'zebra-kurta', image: [image], ...fields });
    expect((await replace({ ...HINDI, nameHi: 'बच्चों का क्वागा कुर्ता' })).status).toBe(201);
    expect(await idsFound('ज़ेबरा')).toEqual([]);
    expect(await idsFound('क्वागा')).toEqual(['zebra-kurta']);
    expect((await replace({})).status).toBe(201);
    expect(await idsFound('क्वागा')).toEqual([]);
    expect(keysOf((await shop().get('/api/product/detail/zebra-kurta')).body.product)).not.toContain('nameHi');
    expect((await replace(HINDI)).status).toBe(201);
  });

  it('refuses a blank or too-long nameHi or descriptionHi with 400, and changes nothing', async () => {
    const before = await exported();
    for (const fields of [
      { nameHi: '' },
      { nameHi: '   ' },
      { nameHi: 'क'.repeat(121) },
      { descriptionHi: ' \n ' },
      { descriptionHi: 'क'.repeat(2001) },
    ]) {
      const answer = await admin('/api/admin/products', { ...ENGLISH, id: 'zebra-kurta', image: [image], ...fields });
      const field = Object.keys(fields)[0] as string;
      expect([fields, answer.status, answer.body]).toEqual([
        fields,
        400,
        { success: false, message: expect.stringContaining(field) },
      ]);
    }
    expect(await exported()).toEqual(before);
  });

  it('refuses blank or too-long Hindi texts in an import by the row, importing the good rows', async () => {
    const row = (id: string, fields: Record<string, unknown>) => ({ ...ENGLISH, id, image: [image], ...fields });
    const answer = await admin('/api/admin/products/import', {
      products: [
        row('import-hindi-good', HINDI),
        row('import-hindi-blank', { nameHi: ' ' }),
        row('import-hindi-long', { descriptionHi: 'क'.repeat(2001) }),
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      added: ['import-hindi-good'],
      rejected: [
        { line: 2, errors: [expect.stringMatching(/^nameHi /)] },
        { line: 3, errors: [expect.stringMatching(/^descriptionHi /)] },
      ],
    });
    expect((await shop().get('/api/product/detail/import-hindi-good')).body.product).toMatchObject(HINDI);
  });

  it('imports and exports nameHi and descriptionHi columns by the command line, in CSV and JSON, refusing by line', async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'hindi-texts-'));
    const cli = async (...argv: string[]) => {
      let [stdout, stderr] = ['', ''];
      const code = await runCli(argv, {
        env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
        cwd: workDir,
        stdout: (text) => (stdout += text),
        stderr: (text) => (stderr += text),
      });
      return { code, stdout, stderr };
    };
    try {
      writeFileSync(
        path.join(workDir, 'hindi.csv'),
        [
          'id,name,description,price,category,subCategory,sizes,image,nameHi,descriptionHi',
          `cli-hindi-kurta,Kids Okapi Kurta,Imported.,450,Kids,Summerwear,4-5Y,${image},बच्चों का ओकापी कुर्ता,"आयात किया गया, सूती।"`,
          `cli-hindi-long,Kids Long Kurta,Imported.,450,Kids,Summerwear,4-5Y,${image},${'क'.repeat(121)},`,
          `cli-english-kurta,Kids Plain Kurta,Imported.,450,Kids,Summerwear,4-5Y,${image},,`,
        ].join('\n'),
      );
      const csv = await cli('products', 'import', 'hindi.csv');
      expect(csv).toMatchObject({ code: 1, stdout: '2 added, 0 updated, 1 rejected.\n' });
      expect(csv.stderr).toMatch(/^line 3: nameHi may be left out, but when given .*at most 120 characters/m);
      expect((await shop().get('/api/product/detail/cli-hindi-kurta')).body.product).toMatchObject({
        nameHi: 'बच्चों का ओकापी कुर्ता',
        descriptionHi: 'आयात किया गया, सूती।',
      });
      expect(keysOf((await shop().get('/api/product/detail/cli-english-kurta')).body.product)).not.toContain('nameHi');
      expect(await idsFound('ओकापी')).toEqual(['cli-hindi-kurta']);

      writeFileSync(
        path.join(workDir, 'hindi.json'),
        JSON.stringify([
          { ...ENGLISH, id: 'cli-json-kurta', image: [image], ...HINDI },
          { ...ENGLISH, id: 'cli-json-blank', image: [image], descriptionHi: '   ' },
        ]),
      );
      const json = await cli('products', 'import', 'hindi.json', '--strict');
      expect(json.code).toBe(1);
      expect(json.stderr).toMatch(/^item 2: descriptionHi may be left out, but when given it must not be blank/m);
      expect((await shop().get('/api/product/detail/cli-json-kurta')).status).toBe(404);

      const exportedJson = await cli('products', 'export', '--format', 'json');
      const products = JSON.parse(exportedJson.stdout) as Array<Record<string, unknown>>;
      expect(products.find((product) => product.id === 'cli-hindi-kurta')).toMatchObject({
        nameHi: 'बच्चों का ओकापी कुर्ता',
        descriptionHi: 'आयात किया गया, सूती।',
      });
      expect(products.find((product) => product.id === 'cli-english-kurta')).not.toHaveProperty('nameHi');
      expect((await cli('products', 'export', '--out', 'all.csv')).code).toBe(0);
      const text = readFileSync(path.join(workDir, 'all.csv'), 'utf8');
      expect(text.split('\n')[0]).toMatch(/,image,nameHi,descriptionHi,stock,returnable$/);
      expect(text).toContain('बच्चों का ओकापी कुर्ता,"आयात किया गया, सूती।",4-5Y:0');
      expect(await cli('products', 'import', 'all.csv', '--strict')).toMatchObject({ code: 0 });
      expect(JSON.parse((await cli('products', 'export', '--format', 'json')).stdout)).toEqual(products);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
