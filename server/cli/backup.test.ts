// npm run shop -- backup / restore: a backup taken while orders stream in restores to exactly the orders the shop had
// acknowledged, each one whole (its stock taken with it); PostgreSQL gets its tools' commands.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { runCli } from './program';
import { fillCart, orderBodyFor } from '../test/fixtures';
import { UNLIMITED_UNPAID_ORDERS } from '../../tools/testkit/fixtures';
import { startTestShop } from '../test/harness';
import { productAt, setUnits } from '../test/stockFixtures';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function cli(env: Record<string, string>, cwd: string, ...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    env,
    cwd,
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
  });
  return { code, out, err };
}

const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

const UNITS = 100_000;
/** A stream of orders from a few accounts: the caps on one account's unpaid orders and writes are lifted. */
const STREAM_ENV = { ...UNLIMITED_UNPAID_ORDERS, WRITE_RATE_LIMIT_PER_MINUTE: '100000' };

describe('backup and restore of a shop on SQLite', () => {
  let work: string;
  /** A shop a failed test left running, stopped after it. */
  let running: Awaited<ReturnType<typeof startTestShop>> | undefined;
  beforeEach(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up during a stream of orders and restores exactly the acknowledged ones, each whole', async () => {
    const shop = await startTestShop('sqlite', STREAM_ENV);
    running = shop;
    const env = { DATABASE_URL: shop.config.databaseUrl, DATA_DIR: shop.config.dataDir };
    const product = await productAt(shop, 0);
    await setUnits(shop, product._id, product.size, UNITS);

    // Each order is told by its street; an order is acknowledged when its 201 arrives.
    const acknowledgedAt = new Map<string, number>();
    const sentAt = new Map<string, number>();
    let next = 0;
    let streaming = true;
    const buyer = async () => {
      const { token } = await shop.newShopper();
      while (streaming) {
        const street = `Stream Street ${next++}`;
        await fillCart(shop, token, [{ itemId: product._id, size: product.size, quantity: 1 }]);
        const body = await orderBodyFor(shop, token);
        sentAt.set(street, performance.now());
        const answer = await shop.post('/api/order/place', { ...body, address: { ...body.address, street } }, token);
        if (answer.status !== 201) throw new Error(`order refused: ${JSON.stringify(answer.body)}`);
        acknowledgedAt.set(street, performance.now());
      }
    };
    const waitFor = async (count: number) => {
      while (acknowledgedAt.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const buyers = [buyer(), buyer(), buyer()];
    let backup: Run;
    let backupStarted: number;
    let backupEnded: number;
    try {
      await waitFor(10);
      backupStarted = performance.now();
      backup = await cli(env, work, 'backup', 'shop.tar.gz');
      backupEnded = performance.now();
      const afterBackup = acknowledgedAt.size;
      await waitFor(afterBackup + 6);
    } finally {
      streaming = false;
      await Promise.all(buyers);
    }
    const picturesBefore = filesUnder(path.join(shop.config.dataDir, 'images'));
    running = undefined;
    await shop.stop();
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/Backed up the shop as of .*: \d+ orders, \d+ products, \d+ pictures/);

    const restoredDir = path.join(work, 'restored-data');
    const restoreEnv = { DATA_DIR: restoredDir };
    const refused = await cli(restoreEnv, work, 'restore', 'shop.tar.gz');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--shop-stopped');
    const restore = await cli(restoreEnv, work, 'restore', 'shop.tar.gz', '--shop-stopped');
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);

    const restored = new SqliteDatabase(path.join(restoredDir, 'shop.sqlite'), { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const streets = (restored.prepare('select address from orders').all() as Array<{ address: string }>).map(
        (row) => (JSON.parse(row.address) as { street: string }).street,
      );
      const inBackup = new Set(streets);
      expect(inBackup.size).toBe(streets.length);
      // Every order acknowledged before the backup began is in it; none sent after it ended is; none that was never
      // acknowledged is.
      for (const [street, at] of acknowledgedAt) if (at < backupStarted) expect(inBackup).toContain(street);
      for (const [street, at] of sentAt) if (at > backupEnded) expect(inBackup).not.toContain(street);
      for (const street of inBackup) expect(acknowledgedAt.has(street)).toBe(true);
      expect(inBackup.size).toBeLessThan(acknowledgedAt.size);

      // Whole: each order took its unit in the same transaction, so the shelf is short by exactly the orders kept.
      const { quantity } = restored
        .prepare('select quantity from product_stock where product_id = ? and size = ?')
        .get(product._id, product.size) as { quantity: number };
      expect(quantity).toBe(UNITS - inBackup.size);
      const sales = restored
        .prepare("select count(distinct order_id) as n from stock_ledger where reason = 'sale' and product_id = ?")
        .get(product._id) as { n: number };
      expect(sales.n).toBe(inBackup.size);
    } finally {
      restored.close();
    }
    expect(picturesBefore.length).toBeGreaterThan(0);
    expect(filesUnder(path.join(restoredDir, 'images'))).toEqual(picturesBefore);
  });

  it('keeps the database and pictures it replaces aside', async () => {
    const shop = await startTestShop('sqlite');
    const env = { DATABASE_URL: shop.config.databaseUrl, DATA_DIR: shop.config.dataDir };
    try {
      expect((await cli(env, work, 'backup', 'one.tar.gz')).code).toBe(0);
    } finally {
      await shop.stop();
    }
    const dataDir = path.join(work, 'data');
    expect((await cli({ DATA_DIR: dataDir }, work, 'restore', 'one.tar.gz', '--shop-stopped')).code).toBe(0);
    const again = await cli({ DATA_DIR: dataDir }, work, 'restore', 'one.tar.gz', '--shop-stopped');
    expect(again.code).toBe(0);
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dataDir, aside[0] as string, 'shop.sqlite'))).toBe(true);
    expect(again.out).toContain(aside[0]);

    const notBackup = await cli({ DATA_DIR: dataDir }, work, 'restore', 'missing.tar.gz', '--shop-stopped');
    expect(notBackup.code).toBe(1);
    expect(notBackup.err).toContain('There is no backup');
  });
});

describe('backup and restore of a shop on PostgreSQL', () => {
  it("prints PostgreSQL's own commands, without the password, and writes nothing", async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    try {
      const env = { DATABASE_URL: 'postgres://shop:s3cret@db.internal:5432/kapda' };
      const backup = await cli(env, work, 'backup', 'shop.dump');
      expect(backup.code).toBe(1);
      expect(backup.err).toContain(
        `pg_dump --format=custom --no-owner --file='${path.join(work, 'shop.dump')}' 'postgres://shop@db.internal:5432/kapda'`,
      );
      expect(backup.err).toContain('PGPASSWORD');
      expect(backup.err).not.toContain('s3cret');
      const restore = await cli(env, work, 'restore', 'shop.dump');
      expect(restore.code).toBe(1);
      expect(restore.err).toContain(
        `pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgres://shop@db.internal:5432/kapda' '${path.join(work, 'shop.dump')}'`,
      );
      expect(readdirSync(work)).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
