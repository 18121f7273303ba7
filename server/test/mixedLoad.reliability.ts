// 60 s (LOAD_SECONDS) of mixed traffic against a real server process, on SQLite and on PostgreSQL: no 5xx, and
// the database holds exactly the orders the server acknowledged, each shopper's, none lost and none twice.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import type { DatabaseKind } from '../db/database';
import { createTestDatabase, DATABASE_KINDS } from './harness';
import { runMixedLoad } from './mixedLoad';
import { UNLIMITED_UNPAID_ORDERS } from '../../tools/testkit/fixtures';
import { startServer, type ShopProcess } from './processes';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SHOPPERS = 16;

describe.each(DATABASE_KINDS)(`${SECONDS} s of mixed traffic (%s)`, (kind: DatabaseKind) => {
  it(
    'answers no 5xx and stores exactly the acknowledged orders',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
      const database = await createTestDatabase(kind, dataDir);
      let server: ShopProcess | undefined;
      try {
        // Sixteen shoppers writing and ordering as fast as the shop answers: the per-account write limit and the caps
        // on unpaid orders would turn most of it into refusals, and this run is about what the shop keeps under load.
        server = await startServer(dataDir, {
          DATABASE_URL: database.url,
          WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
          ...UNLIMITED_UNPAID_ORDERS,
        });
        const result = await runMixedLoad(server.url, { seconds: SECONDS, shoppers: SHOPPERS });
        process.stdout.write(
          `${kind}: ${result.total} calls in ${result.seconds.toFixed(1)} s, ${JSON.stringify(result.calls)}\n`,
        );

        expect(result.serverErrors).toBe(0);
        expect(result.calls['order/place']?.count).toBeGreaterThan(SHOPPERS);
        const { db, close } = (() => {
          const opened = openDatabase(database.url);
          return { db: opened.db, close: () => opened.close() };
        })();
        try {
          const rows = await db
            .selectFrom('orders')
            .innerJoin('users', 'users.id', 'orders.user_id')
            .select(['users.email', (eb) => eb.fn.countAll<number>().as('orders')])
            .groupBy('users.email')
            .execute();
          const stored = Object.fromEntries(rows.map((row) => [row.email, Number(row.orders)]));
          const acknowledged = Object.fromEntries(
            result.shoppers.filter((s) => s.ordersPlaced > 0).map((s) => [s.email, s.ordersPlaced]),
          );
          expect(stored).toEqual(acknowledged);
        } finally {
          await close();
        }
      } finally {
        await server?.stop();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    (SECONDS + 60) * 1000,
  );
});
