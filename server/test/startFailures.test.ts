// The usual mistakes at start-up, as an operator meets them: a PostgreSQL database that does not exist (created when
// the role may, otherwise the command that creates it), and a database that cannot be reached (no "ready" line).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { freePort } from '../../tools/testkit/freePort';
import { runScript, startShopProcess } from '../../tools/testkit/processes';
import { ADMIN_POSTGRES_URL, startTestShop, withAdmin } from './harness';

const uniqueName = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

const databaseExists = (name: string) =>
  withAdmin(
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );

function urlFor(database: string, user?: string): string {
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${database}`;
  if (user) url.username = user;
  return url.toString();
}

describe('a PostgreSQL database that does not exist', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-start-failures-'));
  const role = uniqueName('shop_role');
  const missing = uniqueName('shop_missing');
  const { hostname, port } = new URL(ADMIN_POSTGRES_URL);
  const env = (more: Record<string, string>) => ({
    ...process.env,
    ...TEST_SHOP_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'none'),
    HOST: '127.0.0.1',
    ...more,
  });
  const refusal =
    `Configuration error: The PostgreSQL database "${missing}" named in DATABASE_URL does not exist on ${hostname}:${port || '5432'}, ` +
    `and the role "${role}" may not create databases. Create it once as a role that may (the server's superuser or its administrator), ` +
    `then start the shop again: createdb -h ${hostname} -p ${port || '5432'} -U postgres -O ${role} ${missing}`;

  beforeAll(() => withAdmin((client) => client.query(`create role ${role} login nocreatedb`)));
  afterAll(async () => {
    await withAdmin((client) => client.query(`drop role if exists ${role}`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is created when the shop’s role may create databases, and the shop starts on it as usual', async () => {
    const name = uniqueName('shop_created');
    const shop = await startTestShop('postgres', { DATABASE_URL: urlFor(name) });
    try {
      expect(await databaseExists(name)).toBe(true);
      expect(await shop.get('/api/health')).toMatchObject({ status: 200, body: { success: true, database: 'ok' } });
      expect(
        ((await shop.get('/api/product/list')).body as { products: unknown[] }).products.length,
      ).toBeGreaterThanOrEqual(60);
    } finally {
      await shop.stop();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });

  it('stops the start (exit 78) with the createdb command when the role may not create it, and never says ready', async () => {
    const result = await runScript(
      'server/main.ts',
      [],
      env({ DATABASE_URL: urlFor(missing, role), PORT: String(await freePort()) }),
    );
    expect(result.code).toBe(78);
    expect(result.stderr.trim()).toBe(refusal);
    expect(result.stdout).not.toContain('shop ready');
    expect(await databaseExists(missing)).toBe(false);
  });

  it('stops npm run start:cluster at the first refusal, since starting the process again cannot help', async () => {
    const result = await runScript(
      'server/cluster.ts',
      [],
      env({ DATABASE_URL: urlFor(missing, role), PORT: String(await freePort()), WEB_CONCURRENCY: '2' }),
    );
    expect(result.code).toBe(78);
    expect(result.stderr.trim().split('\n').at(-1)).toBe(
      `The shop stopped: a server process refused its configuration (exit code 78: ${refusal}); starting it again cannot help.`,
    );
  });
});

describe('a PostgreSQL server that cannot be reached at start-up', () => {
  it('keeps the shop answering 503 and never logs it as ready', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-unreachable-'));
    const nowhere = new URL(ADMIN_POSTGRES_URL);
    nowhere.port = String(await freePort());
    const unhealthy = async (url: string) => (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 503;
    const shop = await startShopProcess({
      env: {
        ...process.env,
        ...TEST_SHOP_ENV,
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'none'),
        DATABASE_URL: nowhere.toString(),
      },
      ready: (running) => unhealthy(running.url),
      startupLimitMs: 25_000,
    });
    try {
      const output = shop.output();
      expect(output).toContain('the database is unreachable; answering 503 until it is ready');
      expect(output).not.toContain('shop ready');
      expect((await fetch(`${shop.url}/api/product/list`)).status).toBe(503);
    } finally {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a production start with several settings missing or wrong', () => {
  it('names every one of them in one try (exit 78), not one per restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-settings-'));
    try {
      const result = await runScript('server/main.ts', [], {
        ...process.env,
        ...TEST_SHOP_ENV,
        // Left out of the child's environment (Node skips unset values).
        JWT_SECRET: undefined,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'none'),
        PORT: 'eighty',
        LOG_FORMAT: 'xml',
      });
      expect(result.code).toBe(78);
      const lines = result.stderr.trim().split('\n');
      expect(lines[0]).toBe('Configuration error: 5 settings must change:');
      expect(lines.slice(1)).toEqual([
        '  - PORT must be a whole number from 0 to 65535; it is "eighty".',
        expect.stringMatching(/^ {2}- stripe and razorpay payments would run in the offline sandbox/),
        '  - JWT_SECRET must be set when NODE_ENV=production (at least 32 random characters).',
        expect.stringMatching(/^ {2}- SMTP_URL must be set when NODE_ENV=production/),
        '  - LOG_FORMAT must be json or pretty; it is "xml".',
      ]);
      expect(result.stdout).not.toContain('ready');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
