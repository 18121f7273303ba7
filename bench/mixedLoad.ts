// Section "load": mixed traffic for BENCH_LOAD_SECONDS (60) against a real server process on SQLite and on
// PostgreSQL, from the same driver as `npm run test:reliability` (server/test/mixedLoad.ts): shoppers browsing
// (with and without the ETag they hold), logging in, changing carts and placing orders. Reports each call's rate
// and latency, the 5xx count, and whether the database holds exactly the orders acknowledged.
import { runMixedLoad, type LoadResult } from '../server/test/mixedLoad';
import { countOrders } from './catalog';
import { table, exactly, type SectionResult, type Target } from './report';
import { settings } from './settings';
import { startShop, type DatabaseKind } from './shop';

const KINDS: DatabaseKind[] = ['sqlite', 'postgres'];
const NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const SHOPPERS = 16;

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

async function measure(kind: DatabaseKind): Promise<{ result: LoadResult; stored: number }> {
  const shop = await startShop({ kind });
  try {
    const result = await runMixedLoad(shop.baseUrl, { seconds: settings.loadSeconds, shoppers: SHOPPERS });
    return { result, stored: await countOrders(shop.databaseUrl) };
  } finally {
    await shop.stop();
  }
}

export async function mixedLoadSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const parts: string[] = [
    `${SHOPPERS} shoppers, each as fast as the server answers, for ${settings.loadSeconds} s per database: a round is ` +
      'the product list (sending the ETag it holds, so most answers are 304), a cart update and the cart, then ' +
      'every other round an order (cash on delivery) and the order list, else the line removed again; a login ' +
      'every tenth round. One server process, the load from the bench process on the same 2 cores.',
  ];
  const targets: Target[] = [];
  for (const kind of KINDS) {
    const { result, stored } = await measure(kind);
    const acknowledged = result.shoppers.reduce((sum, shopper) => sum + shopper.ordersPlaced, 0);
    parts.push(
      '',
      `### ${NAMES[kind]}: ${whole(result.total)} calls in ${result.seconds.toFixed(1)} s (${whole(result.total / result.seconds)}/s), ` +
        `${result.serverErrors} answered 5xx; orders acknowledged ${whole(acknowledged)}, in the database ${whole(stored)}`,
      '',
      table(
        ['call', 'count', 'per second', 'p50', 'p95', 'p99', 'answers'],
        Object.entries(result.calls).map(([name, figures]) => [
          name,
          whole(figures.count),
          whole(figures.count / result.seconds),
          ms(figures.p50),
          ms(figures.p95),
          ms(figures.p99),
          Object.entries(figures.statuses)
            .map(([status, count]) => `${whole(count)} × ${status}`)
            .join(', '),
        ]),
      ),
    );
    targets.push(
      exactly(`Mixed load ${settings.loadSeconds} s, ${NAMES[kind]}: answers 5xx`, 0, result.serverErrors, whole),
    );
    targets.push(
      exactly(
        `Mixed load, ${NAMES[kind]}: orders in the database − orders acknowledged`,
        0,
        stored - acknowledged,
        whole,
      ),
    );
  }
  return { name: 'load', title: 'Mixed load', body: parts.join('\n'), targets };
}
