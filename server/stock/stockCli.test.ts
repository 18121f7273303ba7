// npm run shop -- stock set|list, and stock in product files: in-process against a test shop, on both databases.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runCli } from '../cli/program';
import { DATABASE_KINDS, startTestShop } from '../test/harness';
import { productAt, unitsOf } from '../test/stockFixtures';

describe.each(DATABASE_KINDS)('npm run shop -- stock (%s)', (kind) => {
  let shop: Awaited<ReturnType<typeof startTestShop>>;
  let workDir: string;
  const cli = async (...argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const env = { DATABASE_URL: shop.config.databaseUrl, DATA_DIR: shop.config.dataDir };
    const code = await runCli(argv, {
      env,
      cwd: workDir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  };
  const ledgerSize = async () => (await shop.app.db.selectFrom('stock_ledger').select('id').execute()).length;

  beforeAll(async () => {
    shop = await startTestShop(kind);
    workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-stock-cli-'));
    await sharp({ create: { width: 480, height: 600, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .toFile(path.join(workDir, 'sand.jpg'));
  });
  afterAll(async () => {
    await shop.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("sets a size's units and shows them, with the change in the product's ledger", async () => {
    const product = await productAt(shop, 56);
    const before = product.stock[product.size];
    expect(await cli('stock', 'set', product._id, product.size, '4', '--by', 'meera')).toEqual({
      code: 0,
      stdout: `${product._id} in size ${product.size}: 4 (was ${before}).\n`,
      stderr: '',
    });
    expect(await unitsOf(shop, product._id, product.size)).toBe(4);
    const shown = await cli('stock', 'list', product._id, '--limit', '1');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^SIZE +UNITS\\n${product.size} +4\\n`));
    expect(shown.stdout).toMatch(new RegExp(`${product.size} +${4 - (before ?? 0)} +4 +set +meera\\n$`));
    const json = JSON.parse((await cli('stock', 'list', product._id, '--json')).stdout) as {
      stock: Record<string, number>;
      ledger: unknown[];
    };
    expect(json.stock[product.size]).toBe(4);
  });

  it('lists the sizes at or under --low, as a table or JSON', async () => {
    const product = await productAt(shop, 57);
    await cli('stock', 'set', product._id, product.size, '1');
    const table = await cli('stock', 'list', '--low', '1');
    expect(table.stdout.split('\n')[0]).toMatch(/^PRODUCT +NAME +SIZE +UNITS$/);
    expect(table.stdout).toMatch(new RegExp(`${product._id} +.+ +${product.size} +1\\n`));
    const levels = JSON.parse((await cli('stock', 'list', '--low', '1', '--json')).stdout) as Array<{
      quantity: number;
      productId: string;
    }>;
    expect(levels.every((level) => level.quantity <= 1)).toBe(true);
    expect(levels.some((level) => level.productId === product._id)).toBe(true);
    expect(await cli('stock', 'list', '--low', 'few')).toEqual({
      code: 1,
      stdout: '',
      stderr: '--low must be a whole number from 0 to 1000000; it is "few".\n',
    });
  });

  it.each([['-1'], ['1.5'], ['ten'], ['2000000']])('refuses %s units (exit 1) and changes nothing', async (units) => {
    const product = await productAt(shop, 58);
    const entries = await ledgerSize();
    expect(await cli('stock', 'set', product._id, product.size, units)).toEqual({
      code: 1,
      stdout: '',
      stderr: `The stock must be a whole number from 0 to 1000000; it is "${units}".\n`,
    });
    expect(await unitsOf(shop, product._id, product.size)).toBe(product.stock[product.size]);
    expect(await ledgerSize()).toBe(entries);
  });

  it('names an unknown product or size (exit 1), and an unknown product for its ledger', async () => {
    const product = await productAt(shop, 58);
    expect((await cli('stock', 'set', 'no-such-shirt', 'M', '3')).stderr).toBe('There is no product no-such-shirt.\n');
    expect(await cli('stock', 'set', product._id, 'XXXL', '3')).toEqual({
      code: 1,
      stdout: '',
      stderr: `${product._id} is not sold in size XXXL; its sizes are ${product.sizes.join(', ')}.\n`,
    });
    expect(await cli('stock', 'list', 'no-such-shirt')).toMatchObject({
      code: 1,
      stderr: 'There is no product no-such-shirt.\n',
    });
  });

  it('imports a CSV stock column and exports it again', async () => {
    writeFileSync(
      path.join(workDir, 'sand.csv'),
      [
        'id,name,description,price,category,subCategory,sizes,bestseller,image,stock',
        'cli-sand-tee,Men Sand Tee,A plain tee.,499,Men,Topwear,S|M|L,no,sand.jpg,S:3|M:0',
      ].join('\n'),
    );
    expect((await cli('products', 'import', 'sand.csv')).stdout).toBe('1 added, 0 updated.\n');
    expect(await Promise.all(['S', 'M', 'L'].map((size) => unitsOf(shop, 'cli-sand-tee', size)))).toEqual([3, 0, 0]);
    await cli('products', 'export', '--out', 'all.csv');
    const row = readFileSync(path.join(workDir, 'all.csv'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('cli-sand-tee,'));
    // The stock column, then the returnable one (issue 43).
    expect(row?.endsWith(',S:3|M:0|L:0,true')).toBe(true);

    writeFileSync(
      path.join(workDir, 'bad.csv'),
      [
        'id,name,description,price,category,subCategory,sizes,bestseller,image,stock',
        'cli-bad-tee,Men Bad Tee,A tee.,499,Men,Topwear,S|M,no,sand.jpg,S:-2',
      ].join('\n'),
    );
    expect(await cli('products', 'import', 'bad.csv')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('line 2: stock of size S must be a whole number from 0 to 1000000; it is "-2"'),
    });
    expect(await unitsOf(shop, 'cli-bad-tee', 'S')).toBeUndefined();
  });
});
