// The demo catalog is seeded by a new shop's first start and by `npm run shop -- demo seed`, never again by a start:
// a shop whose demo products the operator removed starts with none, and keeps its hero.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { runCli } from '../cli/program';
import { loadConfig } from '../config';
import { createTestDatabase, DATABASE_KINDS } from '../test/harness';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { seedProducts } from './catalog';

describe.each(DATABASE_KINDS)('the demo catalog (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-demo-seed-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const env = () => ({ DATABASE_URL: database.url, DATA_DIR: dataDir });

  beforeAll(async () => {
    database = await createTestDatabase(kind, dataDir);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the shop on the one database, runs `look` against it, and stops it. */
  async function started<T>(look: (app: FastifyInstance) => Promise<T>): Promise<T> {
    const app = await buildApp(loadConfig({ ...env(), DIST_DIR: path.join(dataDir, 'no-dist'), ...TEST_SHOP_ENV }));
    try {
      return await look(app);
    } finally {
      await app.close();
    }
  }

  /** The storefront's product list, and whether the home page's hero and the first product's picture are served. */
  const storefront = (app: FastifyInstance) => async () => {
    const list = await app.inject({ url: '/api/product/list' });
    const { products } = list.json<{ products: Array<{ _id: string; image: string[] }> }>();
    const served = async (url: string | undefined) =>
      url === undefined ? 'none' : (await app.inject({ url: new URL(url, 'http://shop').pathname })).statusCode;
    return {
      ids: products.map((product) => product._id).sort(),
      hero: await served('/images/hero.svg'),
      picture: await served(products[0]?.image[0]),
    };
  };

  const cli = async (...argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      env: env(),
      cwd: dataDir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  };

  const demoIds = seedProducts.map((product) => product.id).sort();

  it("is the new shop's catalog on its first start, pictures and hero served", async () => {
    expect(demoIds).toHaveLength(72);
    expect(await started((app) => storefront(app)())).toEqual({ ids: demoIds, hero: 200, picture: 200 });
  });

  it('is refused by the command while the shop has products', async () => {
    expect(await cli('demo', 'seed')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'The shop has products already, so the demo catalog was not added.\n',
    });
  });

  it('does not come back on the next start once the operator has removed it; the hero stays', async () => {
    for (const id of demoIds) expect(await cli('products', 'remove', id)).toMatchObject({ code: 0 });
    expect(await started((app) => storefront(app)())).toEqual({ ids: [], hero: 200, picture: 'none' });
  });

  it('is seeded again by the command, with its pictures, into the shop that has no products', async () => {
    expect(await cli('demo', 'seed')).toEqual({
      code: 0,
      stdout: 'Added the demo catalog: 72 products.\n',
      stderr: '',
    });
    expect(await started((app) => storefront(app)())).toEqual({ ids: demoIds, hero: 200, picture: 200 });
  });
});
