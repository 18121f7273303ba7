// Size charts on both databases: every product type starts with a chart in centimetres (kids' sizes by age with
// height), a product shows its type's chart until it has its own, the operator sets either and every chart is checked.
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, SIZE_CHART_LIMITS, type SizeChart } from '../../contract';
import { createCatalogMark } from '../pages/catalogMark';
import { catalog, newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

interface TypeChart {
  category: string;
  type: string;
  chart: SizeChart;
}

const row = (size: string, chest: number | null) => ({ size, chest, waist: 80, hip: null, length: 70, height: null });

/** A garment-measure chart of two sizes, as an operator writes one. */
const garmentChart = (): SizeChart => ({
  measure: 'garment',
  rows: [row('S', 100), row('M', 104.5)],
  howToMeasure: ['Chest: laid flat, armpit to armpit, doubled.'],
});

describeEachDatabase('size charts', (shop) => {
  let operator: Shopper;
  beforeAll(async () => {
    operator = await newOperator(shop());
  });
  const asOperator = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    shop().request({ method, url, payload, headers: { token: operator.token } });
  const chartOf = (productId: string) => shop().get(`/api/product/size-chart/${productId}`);
  const typeCharts = async () => (await asOperator('GET', '/api/admin/size-charts')).body.charts as TypeChart[];
  /** A product of the demo catalog of this category (by its first product of it). */
  const productOf = async (category: string) => {
    const found = (await catalog(shop())).find((product) => (product as { category?: string }).category === category);
    if (!found) throw new Error(`the catalog has no ${category} product`);
    return found as typeof found & { category: string; subCategory: string };
  };

  it('starts with a body-measure chart in centimetres for every category and type, kids by age with height', async () => {
    const charts = await typeCharts();
    expect(charts.map(({ category, type }) => `${category}/${type}`).sort()).toEqual(
      PRODUCT_CATEGORIES.flatMap((category) => PRODUCT_TYPES.map((type) => `${category}/${type}`)).sort(),
    );
    for (const { category, chart } of charts) {
      expect(chart.measure).toBe('body');
      expect(chart.howToMeasure.length).toBeGreaterThan(0);
      // The Hindi pages' lines, one for each English line, in Devanagari.
      expect(chart.howToMeasureHi).toHaveLength(chart.howToMeasure.length);
      expect(chart.howToMeasureHi?.every((line) => /^[\u0900-\u097F]/.test(line))).toBe(true);
      const sizes = chart.rows.map((one) => one.size);
      if (category === 'Kids') {
        expect(sizes).toEqual(['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y']);
        // Heights rise with age, each a child's height in centimetres.
        const heights = chart.rows.map((one) => one.height ?? 0);
        expect(heights).toEqual([...heights].sort((a, b) => a - b));
        expect(heights[0]).toBeGreaterThan(80);
      } else {
        expect(sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
        expect(chart.rows.every((one) => one.height === null && (one.waist ?? 0) > 60)).toBe(true);
      }
    }
    // Every product of the demo catalog has its type's chart, and every size it sells is in it.
    for (const product of (await catalog(shop())) as Array<{ _id: string; sizes: string[] }>) {
      const { chart } = (await chartOf(product._id)).body as { chart: SizeChart };
      expect(product.sizes.filter((size) => !chart.rows.some((one) => one.size === size))).toEqual([]);
    }
  });

  it("shows a product its type's chart, then its own once the operator gives it one, and its type's again after", async () => {
    const product = await productOf('Women');
    const ofType = (await typeCharts()).find(
      (one) => one.category === product.category && one.type === product.subCategory,
    );
    expect((await chartOf(product._id)).body).toEqual({ success: true, chart: ofType?.chart, source: 'type' });

    // A field no chart has is data the shop drops, never stores.
    const pageMark = createCatalogMark(shop().app.db, 0);
    const markBefore = await pageMark();
    const own = await asOperator('PUT', `/api/admin/products/${product._id}/size-chart`, {
      chart: { ...garmentChart(), inches: true },
    });
    expect([own.status, own.body]).toEqual([200, { success: true }]);
    // Rendered pages are kept by a mark of what they show, which a chart changes too.
    const markWithOwn = await pageMark();
    expect(markWithOwn).not.toBe(markBefore);
    expect((await chartOf(product._id)).body).toEqual({ success: true, chart: garmentChart(), source: 'product' });

    const removed = await asOperator('PUT', `/api/admin/products/${product._id}/size-chart`, { chart: null });
    expect(removed.status).toBe(200);
    expect(await pageMark()).not.toBe(markWithOwn);
    expect((await chartOf(product._id)).body).toEqual({ success: true, chart: ofType?.chart, source: 'type' });
  });

  it("changes every product of a type without a chart of its own when the type's chart is set", async () => {
    const product = await productOf('Kids');
    const chart: SizeChart = {
      measure: 'body',
      rows: [{ size: ' 2-3Y ', chest: 54, waist: 52, hip: null, length: null, height: 96.5 }],
      howToMeasure: ['  Height: standing straight, without shoes.  '],
      howToMeasureHi: [' क़द: बिना जूतों के सीधे खड़े होकर। '],
    };
    const set = await asOperator('PUT', `/api/admin/size-charts/Kids/${product.subCategory}`, chart);
    const stored: SizeChart = {
      measure: 'body',
      rows: [{ size: '2-3Y', chest: 54, waist: 52, hip: null, length: null, height: 96.5 }],
      howToMeasure: ['Height: standing straight, without shoes.'],
      howToMeasureHi: ['क़द: बिना जूतों के सीधे खड़े होकर।'],
    };
    expect([set.status, set.body]).toEqual([200, { success: true, chart: stored }]);
    expect((await chartOf(product._id)).body).toEqual({ success: true, chart: stored, source: 'type' });
    expect(
      (await typeCharts()).find((one) => one.category === 'Kids' && one.type === product.subCategory)?.chart,
    ).toEqual(stored);
  });

  it('answers no chart for a product whose type has none, and 404 for a product the shop does not have', async () => {
    const product = await productOf('Men');
    const before = (await typeCharts()).find((one) => one.category === 'Men' && one.type === product.subCategory);
    await shop()
      .app.db.deleteFrom('size_charts')
      .where('category', '=', 'Men')
      .where('type', '=', product.subCategory)
      .execute();
    try {
      expect((await chartOf(product._id)).body).toEqual({ success: true, chart: null, source: null });
    } finally {
      await asOperator('PUT', `/api/admin/size-charts/Men/${product.subCategory}`, before?.chart);
    }
    expect(await chartOf('no-such-kurta')).toMatchObject({
      status: 404,
      body: { success: false, message: 'There is no such product.' },
    });
    expect(
      (await asOperator('PUT', '/api/admin/products/no-such-kurta/size-chart', { chart: garmentChart() })).status,
    ).toBe(404);
  });

  it('refuses a chart that names a size twice, a measure out of bounds, too many rows or lines, and unknown types', async () => {
    const product = await productOf('Men');
    const before = await chartOf(product._id);
    const { maxRows, maxMeasureCm, maxHowToLines, maxHowToLineLength } = SIZE_CHART_LIMITS;
    const wrong: Array<[string, unknown]> = [
      ['a size twice', { ...garmentChart(), rows: [row('M', 100), row(' m ', 104)] }],
      ['a blank size', { ...garmentChart(), rows: [row('  ', 100)] }],
      ['no rows', { ...garmentChart(), rows: [] }],
      ['a measure of 0', { ...garmentChart(), rows: [row('S', 0)] }],
      ['a negative measure', { ...garmentChart(), rows: [row('S', -4)] }],
      ['a measure of the limit', { ...garmentChart(), rows: [row('S', maxMeasureCm)] }],
      ['a measure as text', { ...garmentChart(), rows: [{ ...row('S', 90), chest: '90' }] }],
      ['a measure missing', { ...garmentChart(), rows: [{ size: 'S', chest: 90 }] }],
      [
        'too many rows',
        { ...garmentChart(), rows: Array.from({ length: maxRows + 1 }, (_, index) => row(`${index}`, 90)) },
      ],
      ['too many lines', { ...garmentChart(), howToMeasure: Array.from({ length: maxHowToLines + 1 }, () => 'x') }],
      ['a long line', { ...garmentChart(), howToMeasure: ['x'.repeat(maxHowToLineLength + 1)] }],
      ['a control character', { ...garmentChart(), howToMeasure: ['Chest\u0007'] }],
      ['a long Hindi line', { ...garmentChart(), howToMeasureHi: ['क'.repeat(maxHowToLineLength + 1)] }],
      ['a blank Hindi line', { ...garmentChart(), howToMeasureHi: ['  '] }],
      ['another measure', { ...garmentChart(), measure: 'flat' }],
    ];
    for (const [what, chart] of wrong) {
      const answer = await asOperator('PUT', `/api/admin/products/${product._id}/size-chart`, { chart });
      expect({ what, status: answer.status, success: answer.body.success }).toEqual({
        what,
        status: 400,
        success: false,
      });
      const ofType = await asOperator('PUT', '/api/admin/size-charts/Men/Topwear', chart);
      expect({ what, status: ofType.status }).toEqual({ what, status: 400 });
    }
    expect(
      (await asOperator('PUT', `/api/admin/products/${product._id}/size-chart`, { chart: wrong[0]?.[1] })).body.message,
    ).toBe('The chart names size "m" twice: give each size one row.');
    expect((await asOperator('PUT', '/api/admin/size-charts/Men/Saree', garmentChart())).status).toBe(400);
    expect((await asOperator('PUT', '/api/admin/size-charts/Teens/Topwear', garmentChart())).status).toBe(400);
    expect((await chartOf(product._id)).body).toEqual(before.body);
  });

  it('keeps the operator calls to operators, and the product page call open to everyone', async () => {
    const shopper = await shop().newShopper();
    const [product] = await catalog(shop());
    for (const [method, url, payload] of [
      ['GET', '/api/admin/size-charts', undefined],
      ['PUT', '/api/admin/size-charts/Men/Topwear', garmentChart()],
      ['PUT', `/api/admin/products/${product?._id}/size-chart`, { chart: null }],
    ] as const) {
      expect((await shop().request({ method, url, payload })).status).toBe(401);
      expect((await shop().request({ method, url, payload, headers: { token: shopper.token } })).status).toBe(403);
    }
    expect((await chartOf(product?._id ?? '')).status).toBe(200);
  });
});
