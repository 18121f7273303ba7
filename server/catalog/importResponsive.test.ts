// A large product file is read and checked a slice at a time, letting the shop answer others meanwhile, and a file
// with more products than one import takes is refused as soon as that many are read.
import { newOperator, storedPicture } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

const HEADER = 'id,name,description,price,category,subCategory,sizes,image,bestseller,stock';
const productFile = (rows: number, picture: string, prefix: string) =>
  [
    HEADER,
    ...Array.from(
      { length: rows },
      (_, row) =>
        `${prefix}-${row},Bulk Shirt ${row},A shirt from a large file.,999,Men,Topwear,S|M,${picture},false,S:3|M:4`,
    ),
  ].join('\n');

describeEachDatabase('importing a large product file', (shop) => {
  let operator: Shopper;
  let picture: string;
  beforeAll(async () => {
    operator = await newOperator(shop());
    picture = await storedPicture(shop(), operator);
  });
  const importFile = (text: string) =>
    shop().post('/api/admin/products/import-file', { format: 'csv', text }, operator.token);

  it('answers other requests while it reads, checks and writes three thousand products', async () => {
    let importing = true;
    const imported = importFile(productFile(3_000, picture, 'bulk')).finally(() => {
      importing = false;
    });
    // One probe after another for as long as the import runs: each is answered only when the event loop is free.
    let answeredMeanwhile = 0;
    while (importing) {
      const probe = await shop().get('/api/health/live');
      expect(probe.status).toBe(200);
      if (importing) answeredMeanwhile += 1;
    }
    const answer = await imported;
    expect([answer.status, answer.body.message]).toEqual([200, '3000 added, 0 updated']);
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it('refuses a file of more than 10,000 products as soon as the 10,001st is read, importing nothing', async () => {
    const answer = await importFile(productFile(100_000, picture, 'oversize'));
    expect([answer.status, answer.body]).toEqual([
      400,
      { success: false, message: 'A file may hold at most 10000 products; this one has more.' },
    ]);
    const count = await shop()
      .app.db.selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'like', 'oversize-%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  }, 120_000);
});
