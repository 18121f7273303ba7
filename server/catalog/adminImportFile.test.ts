import { catalog, newOperator, storedPicture } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

const HEADER = 'id,name,description,price,category,subCategory,sizes,image,bestseller,stock';

describeEachDatabase('admin API: importing a product file from the browser', (shop) => {
  let operator: Shopper;
  let picture: string;
  const importFile = (body: unknown) => shop().post('/api/admin/products/import-file', body, operator.token);

  beforeAll(async () => {
    operator = await newOperator(shop());
    picture = await storedPicture(shop(), operator);
  });

  it('imports the good products of a CSV and refuses the bad one by its file line, as the command line does', async () => {
    const text = [
      HEADER,
      `file-shirt-one,File Shirt One,A shirt from a file.,999,Men,Topwear,S|M,${picture},false,S:3|M:4`,
      `file-shirt-two,File Shirt Two,"A shirt whose description
runs over two lines.",899,Men,Topwear,M,${picture},false,M:1`,
      `file-shirt-bad,File Shirt Bad,No price.,-5,Men,Topwear,M,${picture},false,M:1`,
    ].join('\n');
    const answer = await importFile({ format: 'csv', text });
    expect(answer.status).toBe(200);
    expect(answer.body.added).toEqual(['file-shirt-one', 'file-shirt-two']);
    // The bad record is on the file's fifth line (the second product's description takes two).
    expect(answer.body.rejected).toEqual([{ line: 5, errors: [expect.stringContaining('price')] }]);
    const ids = (await catalog(shop())).map((product) => product._id);
    expect(ids).toEqual(expect.arrayContaining(['file-shirt-one', 'file-shirt-two']));
    expect(ids).not.toContain('file-shirt-bad');
  });

  it('with strict imports nothing and answers 422 naming the line', async () => {
    const text = [HEADER, `strict-bad,Strict Bad,Bad.,10,Nowhere,Topwear,M,${picture},false,M:1`].join('\n');
    const answer = await importFile({ format: 'csv', text, strict: true });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/^Nothing was imported: 1 product\(s\) have mistakes \(line 2: /);
  });

  it('refuses a text with an unknown column or that is not JSON, whole (400)', async () => {
    const unknown = await importFile({ format: 'csv', text: 'name,colour\nShirt,red\n' });
    expect([unknown.status, unknown.body.message]).toEqual([400, expect.stringMatching(/^unknown column colour\./)]);
    const notJson = await importFile({ format: 'json', text: '{"name":' });
    expect([notJson.status, notJson.body.message]).toEqual([400, expect.stringMatching(/^not readable as JSON/)]);
  });

  it('numbers JSON products by their position', async () => {
    const answer = await importFile({ format: 'json', text: JSON.stringify([{ name: 'Only a name' }]) });
    expect(answer.status).toBe(422);
    expect(answer.body.rejected[0].line).toBe(1);
    expect(answer.body.message).toContain('(item 1: ');
  });
});
