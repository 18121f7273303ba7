// Other requests while an operator imports a large product file: /api/health/live asked every 25 ms (whether or not
// the last was answered) during a 10,000-product CSV import, and how soon a 100,000-product file is refused. One
// shop on SQLite (where every statement holds the thread), for this checkout and, side by side, an earlier commit.
// Run: npx tsx bench/importLoad.ts [earlier-commit]
import { setTimeout as sleep } from 'node:timers/promises';
import { setRole } from '../server/accounts';
import { openDatabase } from '../server/db/database';
import { cleanUpAll } from './cleanup';
import { earlierCheckout } from './worktree';
import { startShop, type Shop } from './shop';
import { formatMs, percentile } from './stats';

const PROBE_EVERY_MS = 25;
const HEADER = 'id,name,description,price,category,subCategory,sizes,image,bestseller,stock';
const JSON_HEADERS = { 'content-type': 'application/json' };

const productFile = (rows: number, picture: string, prefix: string) =>
  [
    HEADER,
    ...Array.from(
      { length: rows },
      (_, row) =>
        `${prefix}-${row},Bench Shirt ${row},A shirt from a large file.,999,Men,Topwear,S|M,${picture},false,S:3|M:4`,
    ),
  ].join('\n');

async function operatorOf(shop: Shop): Promise<string> {
  const email = `operator-${Date.now()}@bench.example.com`;
  const answer = await fetch(`${shop.baseUrl}/api/user/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ name: 'Bench Operator', email, password: 'correct horse battery staple' }),
  });
  const { token } = (await answer.json()) as { token: string };
  const opened = openDatabase(shop.databaseUrl);
  try {
    await setRole(opened.db, email, 'admin', 'bench');
  } finally {
    await opened.close();
  }
  return token;
}

async function timedImport(shop: Shop, token: string, text: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await fetch(`${shop.baseUrl}/api/admin/products/import-file`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, token },
    body: JSON.stringify({ format: 'csv', text }),
  });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

/** Probes started every PROBE_EVERY_MS until `done` settles; answers each probe's wait. */
async function probeWhile(shop: Shop, done: Promise<unknown>): Promise<number[]> {
  let running = true;
  void done.finally(() => (running = false));
  const waits: Array<Promise<number>> = [];
  while (running) {
    const started = performance.now();
    waits.push(
      fetch(`${shop.baseUrl}/api/health/live`).then(async (answer) => {
        await answer.arrayBuffer();
        return performance.now() - started;
      }),
    );
    await sleep(PROBE_EVERY_MS);
  }
  return Promise.all(waits);
}

async function measure(label: string, checkout: string | undefined): Promise<void> {
  const shop = await startShop({ kind: 'sqlite', checkout });
  try {
    const token = await operatorOf(shop);
    const exported = (await (await fetch(`${shop.baseUrl}/api/admin/products`, { headers: { token } })).json()) as {
      products: Array<{ image: string[] }>;
    };
    const picture = exported.products[0]?.image[0] as string;
    const imported = timedImport(shop, token, productFile(10_000, picture, 'bench'));
    const waits = await probeWhile(shop, imported);
    const result = await imported;
    const oversize = await timedImport(shop, token, productFile(100_000, picture, 'oversize'));
    console.log(
      `| ${label} | ${result.status} in ${formatMs(result.ms)} | ${waits.length} | ${formatMs(percentile(waits, 0.5))} | ${formatMs(percentile(waits, 0.95))} | ${formatMs(Math.max(...waits))} | ${oversize.status} in ${formatMs(oversize.ms)} |`,
    );
  } finally {
    await shop.stop();
  }
}

async function main(): Promise<void> {
  const earlier = process.argv[2];
  console.log('| code | 10,000-product import | probes | probe p50 | probe p95 | probe max | 100,000-product file |');
  console.log('|---|---|---|---|---|---|---|');
  if (earlier) await measure(`before (${earlier})`, earlierCheckout(earlier));
  await measure('this checkout', undefined);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
