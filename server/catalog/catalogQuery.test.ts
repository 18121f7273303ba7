// The catalog queried rather than shipped: GET /api/product/query (filters, search, sorts, pages, facets), detail,
// home and byIds. Every expectation is worked out here from GET /api/product/list's answer, which stays the reference:
// a search's products whose name contains it come first, exactly as the list gives them; those it finds forgivingly
// after them are searchMatches.test.ts's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../cli/program';
import { CATALOG_QUERY } from '../constants';
import { en } from '../messages/en';
import { createCatalogReader } from './queryAnswerCache';
import { productShelves } from '../stock';
import { catalog, newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

interface Listed {
  _id: string;
  name: string;
  nameHi?: string;
  price: number;
  category: string;
  subCategory: string;
  bestseller: boolean;
  stock: Record<string, number>;
}

interface Asked {
  category?: string[];
  type?: string[];
  q?: string;
  sort?: 'relevant' | 'low-high' | 'high-low';
}

const listed = async (shop: TestShop) => (await catalog(shop)) as unknown as Listed[];

const containsText = (product: Listed, q: string) =>
  [product.name, product.nameHi ?? ''].some((name) => name.toLowerCase().includes(q.trim().toLowerCase()));

/**
 * A search's answer against what "name contains" finds: those products first, in the same order, then only products
 * that do not contain it (found forgivingly); the counts never lower than the contained ones'.
 */
function expectContainsFirst(
  asked: Asked,
  answer: { pages: Listed[]; total: number; facets: Record<string, Record<string, number>> },
  expected: ReturnType<typeof expectedFor>,
) {
  const ids = answer.pages.map((p) => p._id);
  expect([asked, ids.slice(0, expected.total)]).toEqual([asked, expected.products.map((p) => p._id)]);
  expect([asked, answer.pages.slice(expected.total).filter((p) => containsText(p, asked.q ?? ''))]).toEqual([
    asked,
    [],
  ]);
  expect([asked, answer.total]).toEqual([asked, ids.length]);
  for (const facet of ['category', 'type'] as const)
    for (const [value, count] of Object.entries(expected.facets[facet]))
      expect([asked, facet, value, (answer.facets[facet]?.[value] ?? 0) >= count]).toEqual([asked, facet, value, true]);
}

function queryString(asked: Asked & { page?: number; limit?: number }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(asked)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  return params.toString();
}

const tally = (products: Listed[], key: (product: Listed) => string) => {
  const counts: Record<string, number> = {};
  for (const product of products) counts[key(product)] = (counts[key(product)] ?? 0) + 1;
  return counts;
};

/**
 * What the query should find: the list filtered and sorted here, in plain JavaScript, with its facets. For a search:
 * the products whose name contains it, which come first; more may follow.
 */
function expectedFor(list: Listed[], { category = [], type = [], q = '', sort = 'relevant' }: Asked) {
  const search = q.trim().toLowerCase();
  const inCategory = (p: Listed) => category.length === 0 || category.includes(p.category);
  const inType = (p: Listed) => type.length === 0 || type.includes(p.subCategory);
  const found = list.filter((p) => [p.name, p.nameHi ?? ''].some((name) => name.toLowerCase().includes(search)));
  // Array.prototype.sort is stable: equal prices keep list order.
  const byPrice = {
    relevant: () => 0,
    'low-high': (a: Listed, b: Listed) => a.price - b.price,
    'high-low': (a: Listed, b: Listed) => b.price - a.price,
  }[sort];
  const products = found.filter((p) => inCategory(p) && inType(p)).sort(byPrice);
  return {
    products,
    total: products.length,
    facets: {
      category: tally(found.filter(inType), (p) => p.category),
      type: tally(found.filter(inCategory), (p) => p.subCategory),
    },
  };
}

describeEachDatabase('GET /api/product/query, detail, home, byIds', (shop) => {
  let operator: Shopper;
  let image: string;
  const query = (asked: Asked & { page?: number; limit?: number }) =>
    shop().get(`/api/product/query?${queryString(asked)}`);
  /** The ids of a query's first page. */
  const idsOf = async (asked: Asked & { page?: number; limit?: number }) =>
    ((await query(asked)).body.products as Listed[]).map((p) => p._id);
  /** Every page of a query, `limit` at a time, put together. */
  async function allPages(asked: Asked, limit: number) {
    const pages: Listed[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await query({ ...asked, page, limit });
      expect(answer.status).toBe(200);
      pages.push(...(answer.body.products as Listed[]));
      if (answer.body.products.length < limit)
        return { pages, total: answer.body.total as number, facets: answer.body.facets };
    }
  }
  const addProduct = (product: Record<string, unknown>) =>
    shop().post(
      '/api/admin/products',
      {
        description: 'Made for a test.',
        price: 999,
        category: 'Kids',
        subCategory: 'Topwear',
        sizes: ['M'],
        image: [image],
        ...product,
      },
      operator.token,
    );

  beforeAll(async () => {
    operator = await newOperator(shop());
    image = (await shop().request({ method: 'GET', url: '/api/admin/products', headers: { token: operator.token } }))
      .body.products[0].image[0];
    // Names with LIKE's wildcards and its escape character, a double quote, and prices shared by several products.
    for (const [id, name, price] of [
      ['literal-percent', 'Kids Tee 100% Cotton', 450],
      ['literal-underscore', 'Kids Tee_Shirt Stripe', 450],
      ['literal-backslash', 'Kids Tee Back\\Slash', 450],
      ['literal-quote', 'Kids "Quoted" Tee', 450],
      ['price-tie', 'Kids Price Tie Tee', 450],
    ] as const) {
      expect((await addProduct({ id, name, price })).status).toBe(201);
    }
  });

  it('answers the first page in list order, each product exactly as the list gives it, with the total and facets', async () => {
    const list = await listed(shop());
    const answer = await query({});
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([
      'didYouMean',
      'facets',
      'limit',
      'page',
      'products',
      'success',
      'total',
    ]);
    const expected = expectedFor(list, {});
    expect(answer.body).toEqual({
      success: true,
      products: list.slice(0, CATALOG_QUERY.defaultPageSize),
      total: list.length,
      page: 1,
      limit: CATALOG_QUERY.defaultPageSize,
      facets: expected.facets,
      didYouMean: null,
    });
  });

  it('matches any value within a filter and every filter together, and values no product has match nothing', async () => {
    const list = await listed(shop());
    for (const asked of [
      { category: ['Men'] },
      { category: ['Men', 'Kids'] },
      { type: ['Topwear', 'Winterwear'] },
      { category: ['Women', 'Kids'], type: ['Bottomwear', 'Topwear'] },
      { category: ['Kids'], type: ['Topwear'], q: 'tee' },
      { category: ['Pets'] },
      { category: ['Men', 'Pets'], type: ['Capes'] },
    ]) {
      const expected = expectedFor(list, asked);
      const answer = await allPages(asked, CATALOG_QUERY.maxPageSize);
      if (asked.q !== undefined) expectContainsFirst(asked, answer, expected);
      else {
        expect([asked, answer.pages.map((p) => p._id)]).toEqual([asked, expected.products.map((p) => p._id)]);
        expect([asked, answer.total, answer.facets]).toEqual([asked, expected.total, expected.facets]);
      }
    }
  });

  it('searches English and Hindi names in any case, trimmed, for short and long texts alike', async () => {
    const list = await listed(shop());
    const word = (list[3]?.name.split(' ')[1] ?? '').toUpperCase();
    for (const q of [
      word,
      `  ${word.toLowerCase()}  `,
      'o',
      'Ee',
      'TEE',
      'shirt stripe',
      'टी-शर्ट',
      ' पुरुषों की ',
      'कॉ',
      'no such name at all',
      '   ',
    ]) {
      const expected = expectedFor(list, { q });
      expectContainsFirst({ q }, await allPages({ q }, CATALOG_QUERY.maxPageSize), expected);
    }
    expect((await query({ q: word })).body.total).toBeGreaterThan(0);
  });

  it('takes %, _, \\ and " in a search as the characters they are, never as wildcards', async () => {
    // What contains them comes first; words beside them (cotton, shirt) may find more after it.
    const ids = (q: string) => idsOf({ q });
    const first = async (q: string) => (await ids(q))[0];
    expect(await ids('%')).toEqual(['literal-percent']);
    expect(await ids('0%')).toEqual(['literal-percent']);
    expect(await first('100% cot')).toEqual('literal-percent');
    expect(await ids('_')).toEqual(['literal-underscore']);
    expect(await first('tee_shirt')).toEqual('literal-underscore');
    expect(await ids('\\')).toEqual(['literal-backslash']);
    expect(await first('k\\sl')).toEqual('literal-backslash');
    expect(await first('"quoted"')).toEqual('literal-quote');
    expect(await ids('%%')).toEqual([]);
    // As a wildcard, _ would find "100% Cotton" (digits are only ever found as typed).
    expect(await ids('1_0')).toEqual([]);
    expect(await ids('k%s')).toEqual([]);
  });

  it('sorts by price either way with equal prices in list order, and by list order when relevant', async () => {
    const list = await listed(shop());
    for (const sort of ['relevant', 'low-high', 'high-low'] as const) {
      for (const asked of [{ sort }, { sort, category: ['Kids'] }, { sort, q: 'tee' }]) {
        const expected = expectedFor(list, asked);
        const answer = await allPages(asked, 10);
        if (asked.q !== undefined) expectContainsFirst(asked, answer, expected);
        else expect([asked, answer.pages.map((p) => p._id)]).toEqual([asked, expected.products.map((p) => p._id)]);
      }
    }
    // The ties are there to be kept: five of the products added cost the same.
    expect(list.filter((p) => p.price === 450).length).toBeGreaterThanOrEqual(5);
  });

  it('pages: any size from 1 to the largest, every product once, and pages past the last empty with the total', async () => {
    const list = await listed(shop());
    for (const limit of [1, 7, CATALOG_QUERY.maxPageSize]) {
      const answer = await allPages({}, limit);
      expect(answer.pages.map((p) => p._id)).toEqual(list.map((p) => p._id));
    }
    const last = await query({ page: 3, limit: 7, category: ['Women'] });
    expect(last.body).toMatchObject({
      page: 3,
      limit: 7,
      products: expectedFor(list, { category: ['Women'] }).products.slice(14, 21),
    });
    const past = await query({ page: CATALOG_QUERY.maxPage, limit: CATALOG_QUERY.maxPageSize });
    expect(past.body).toMatchObject({
      success: true,
      products: [],
      total: list.length,
      page: CATALOG_QUERY.maxPage,
      limit: CATALOG_QUERY.maxPageSize,
    });
  });

  it('puts pages together from windows of ids, pages that straddle two windows included', async () => {
    const reader = createCatalogReader(shop().app.db, {
      imageBaseUrl: shop().config.imageBaseUrl,
      shelves: productShelves,
      window: 5,
    });
    const list = await listed(shop());
    const cases: Array<{ asked: Asked; limit: number }> = [
      { asked: { sort: 'high-low' }, limit: 7 },
      { asked: { category: ['Men', 'Kids'] }, limit: 3 },
      { asked: { q: 'tee' }, limit: 4 },
    ];
    for (const { asked, limit } of cases) {
      // Every product the search finds, forgivingly too, as one page of the API answers them.
      const expected = asked.q
        ? ((await query({ q: asked.q, limit: CATALOG_QUERY.maxPageSize })).body.products as Listed[]).map((p) => p._id)
        : expectedFor(list, asked).products.map((p) => p._id);
      const question = {
        categories: asked.category ?? [],
        types: [],
        search: asked.q ?? '',
        sort: asked.sort ?? 'relevant',
        limit,
      };
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page += 1) {
        ids.push(...(await reader.query({ ...question, page })).products.map((p) => p._id));
      }
      expect([asked, ids]).toEqual([asked, expected]);
    }
  });

  it('refuses bad input with 400 and a message naming it', async () => {
    const refused = async (url: string, field: RegExp) => {
      const answer = await shop().get(url);
      expect([url, answer.status]).toEqual([url, 400]);
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(field) });
    };
    await refused('/api/product/query?sort=cheapest', /^The field “sort”/);
    await refused('/api/product/query?page=0', /^The field “page”/);
    await refused('/api/product/query?page=two', /^The field “page”/);
    await refused(`/api/product/query?page=${CATALOG_QUERY.maxPage + 1}`, /^The field “page”/);
    await refused('/api/product/query?page=1.5', /^The field “page”/);
    await refused('/api/product/query?limit=0', /^The field “limit”/);
    await refused('/api/product/query?limit=97', /^The field “limit”/);
    await refused('/api/product/query?limit=500', /^The field “limit”/);
    await refused(`/api/product/query?q=${'a'.repeat(CATALOG_QUERY.maxSearchLength + 1)}`, /^The field “q”/);
    await refused(
      `/api/product/query?${queryString({ category: Array.from({ length: 11 }, (_, i) => `C${i}`) })}`,
      /^The field “category”/,
    );
    await refused(
      `/api/product/query?${queryString({ type: Array.from({ length: 11 }, (_, i) => `T${i}`) })}`,
      /^The field “type”/,
    );
    await refused('/api/product/query?category=', /^The field “category”/);
    await refused('/api/product/byIds', /^The field “id” is required\./);
    await refused(
      `/api/product/byIds?${queryString({ id: Array.from({ length: 101 }, (_, i) => `p${i}`) } as never)}`,
      /^The field “id”/,
    );
    await refused(`/api/product/byIds?id=${'a'.repeat(81)}`, /^The field “id”/);
    expect(
      (
        await query({
          q: 'a'.repeat(CATALOG_QUERY.maxSearchLength),
          limit: 96,
          category: Array.from({ length: 10 }, (_, i) => `C${i}`),
        })
      ).status,
    ).toBe(200);
  });

  it('answers a product with at most five others of its category and type in list order, and 404 for an unknown id', async () => {
    const list = await listed(shop());
    for (const product of [list[0], list[20], list.at(-1)] as Listed[]) {
      const answer = await shop().get(`/api/product/detail/${product._id}`);
      expect(answer.status).toBe(200);
      const related = list.filter(
        (p) => p.category === product.category && p.subCategory === product.subCategory && p._id !== product._id,
      );
      // With its reviews, which these products have none of yet (server/reviews/reviews.test.ts has the others).
      const reviews = {
        summary: {
          average: null,
          count: 0,
          stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
          fit: { small: 0, true: 0, large: 0 },
          fitSays: null,
        },
        latest: [],
      };
      expect(answer.body).toEqual({
        success: true,
        product,
        related: related.slice(0, CATALOG_QUERY.related),
        reviews,
      });
    }
    const unknown = await shop().get('/api/product/detail/no-such-product');
    expect([unknown.status, unknown.body]).toEqual([404, { success: false, message: en['catalog.noSuchProduct'] }]);
  });

  it("answers the home page's ten newest products and five newest bestsellers", async () => {
    const list = await listed(shop());
    const answer = await shop().get('/api/product/home');
    expect(answer.body).toEqual({
      success: true,
      latest: list.slice(0, CATALOG_QUERY.latest),
      bestsellers: list.filter((p) => p.bestseller).slice(0, CATALOG_QUERY.bestsellers),
    });
  });

  it('answers products by id in the order asked, unknown ones left out and repeated ones once', async () => {
    const list = await listed(shop());
    const [a, b, c] = [list[5], list[0], list[30]] as [Listed, Listed, Listed];
    const answer = await shop().get(
      `/api/product/byIds?${queryString({ id: [a._id, 'no-such-product', b._id, a._id, c._id] } as never)}`,
    );
    expect(answer.body).toEqual({ success: true, products: [a, b, c] });
    expect((await shop().get(`/api/product/byIds?id=${c._id}`)).body).toEqual({ success: true, products: [c] });
    expect((await shop().get('/api/product/byIds?id=no-such-product')).body).toEqual({ success: true, products: [] });
  });

  it('shows stock as it is now, whatever was answered before', async () => {
    const [product] = (await query({ q: 'price tie' })).body.products as Listed[];
    if (!product) throw new Error('the test product is missing');
    await shop().post('/api/admin/stock', { productId: product._id, size: 'M', quantity: 17 }, operator.token);
    expect(((await query({ q: 'price tie' })).body.products[0] as Listed).stock).toEqual({ M: 17 });
    expect((await shop().get(`/api/product/detail/${product._id}`)).body.product.stock).toEqual({ M: 17 });
    expect((await shop().get(`/api/product/byIds?id=${product._id}`)).body.products[0].stock).toEqual({ M: 17 });
  });

  it('finds a product added, renamed or removed through the admin API at once, search and facets included', async () => {
    const find = async (q: string) => (await query({ q })).body as { total: number };
    expect((await find('zebra parka')).total).toBe(0);
    await query({ category: ['Kids'] });
    expect(
      (await addProduct({ id: 'zebra-parka', name: 'Kids Zebra Parka', category: 'Kids', subCategory: 'Winterwear' }))
        .status,
    ).toBe(201);
    expect(await find('zebra parka')).toMatchObject({
      total: 1,
      products: [{ _id: 'zebra-parka', name: 'Kids Zebra Parka' }],
      facets: { category: { Kids: 1 }, type: { Winterwear: 1 } },
    });
    expect(((await query({ category: ['Kids'] })).body.products as Listed[])[0]?._id).toBe('zebra-parka');

    expect(
      (await addProduct({ id: 'zebra-parka', name: 'Kids Quagga Parka', category: 'Kids', subCategory: 'Winterwear' }))
        .status,
    ).toBe(201);
    expect((await find('zebra')).total).toBe(0);
    expect(await idsOf({ q: 'quagga' })).toEqual(['zebra-parka']);

    expect(
      (
        await shop().request({
          method: 'DELETE',
          url: '/api/admin/products/zebra-parka',
          headers: { token: operator.token },
        })
      ).status,
    ).toBe(200);
    expect((await find('quagga')).total).toBe(0);
    expect((await shop().get('/api/product/detail/zebra-parka')).status).toBe(404);
    const list = await listed(shop());
    expect((await query({})).body.facets).toEqual(expectedFor(list, {}).facets);
  });

  it('finds products imported by the command line (another connection to the database) at once', async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'catalog-query-'));
    try {
      const row = {
        id: 'cli-okapi-hoodie',
        name: 'Women Okapi Hoodie',
        description: 'Imported.',
        price: 450,
        category: 'Women',
        subCategory: 'Winterwear',
        sizes: ['S'],
        image: [image],
      };
      writeFileSync(path.join(workDir, 'okapi.json'), JSON.stringify([row]));
      const env = { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir };
      const code = await runCli(['products', 'import', 'okapi.json'], {
        env,
        cwd: workDir,
        stdout: () => undefined,
        stderr: () => undefined,
      });
      expect(code).toBe(0);
      expect((await query({ q: 'OKAPI' })).body).toMatchObject({
        total: 1,
        products: [{ _id: 'cli-okapi-hoodie', stock: { S: 0 } }],
      });
      expect(await idsOf({ q: 'ok', limit: 96 })).toContain('cli-okapi-hoodie');
      // The list follows another process's change within its recheck interval; the query did at once.
      let list = await listed(shop());
      while (!list.some((p) => p._id === row.id))
        list = await new Promise((resolve) => setTimeout(resolve, 100)).then(() => listed(shop()));
      expect(await idsOf({ sort: 'high-low', limit: 96 })).toEqual(
        expectedFor(list, { sort: 'high-low' })
          .products.slice(0, 96)
          .map((p) => p._id),
      );
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
