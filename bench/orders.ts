// Order placement under load: each shopper, one connection each, fills a cart (POST /api/cart/add) and places it
// (POST /api/order/place, cash on delivery) as fast as the shop answers; the place calls are timed, and the
// orders the database holds afterwards are counted against the successful answers.
import { build } from 'hdr-histogram-js';
import { DELIVERY_FEE_PAISE, toRupees } from '../contract';
import { DELIVERY_ADDRESS as ADDRESS } from '../tools/testkit/fixtures';
import { Pool } from 'undici';
import { countOrders } from './catalog';
import { cpuSeconds } from './load';
import { settings } from './settings';
import { pick, type CartChoice } from './shoppers';

/** The delivery fee the shop adds to every order, in paise; the body's amount must include it. */

export interface OrderLoad {
  ordersPerSecond: number;
  placed: number;
  p50Ms: number;
  p99Ms: number;
  addP50Ms: number;
  failures: number;
  failureStatuses: string;
  /** Orders in the database after the run, and the successful place answers of the whole run (warm-up included). */
  ordersInDatabase: number;
  placedInRun: number;
  serverCores: number;
  clientCores: number;
}

export interface OrderRun {
  baseUrl: string;
  databaseUrl: string;
  serverPid: number | undefined;
  tokens: readonly string[];
  choices: readonly CartChoice[];
}

export async function measureOrders({
  baseUrl,
  databaseUrl,
  serverPid,
  tokens,
  choices,
}: OrderRun): Promise<OrderLoad> {
  const pool = new Pool(baseUrl, { connections: tokens.length, pipelining: 1 });
  const place = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const add = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const failures = new Map<string, number>();
  let measuring = false;
  let placedMeasured = 0;
  let placedInRun = 0;
  let stopAt = 0;

  const post = async (path: string, token: string, body: unknown): Promise<number> => {
    const answer = await pool.request({
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    await answer.body.dump();
    return answer.statusCode;
  };
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

  const shopper = async (token: string) => {
    while (performance.now() < stopAt) {
      const choice = pick(choices);
      const addStarted = performance.now();
      const added = await post('/api/cart/add', token, { itemId: choice.itemId, size: choice.size });
      if (measuring) add.recordValue(Math.round((performance.now() - addStarted) * 1000));
      if (added !== 200) {
        fail(`add ${added}`);
        continue;
      }
      const order = {
        address: ADDRESS,
        items: [{ _id: choice.itemId, size: choice.size, quantity: 1, price: toRupees(choice.pricePaise) }],
        amount: toRupees(choice.pricePaise + DELIVERY_FEE_PAISE),
      };
      const placeStarted = performance.now();
      const placed = await post('/api/order/place', token, order);
      const took = performance.now() - placeStarted;
      if (placed !== 201) {
        fail(`place ${placed}`);
        continue;
      }
      placedInRun += 1;
      if (measuring && performance.now() < stopAt) {
        place.recordValue(Math.round(took * 1000));
        placedMeasured += 1;
      }
    }
  };

  try {
    const before = await countOrders(databaseUrl);
    if (settings.warmupSeconds > 0) {
      stopAt = performance.now() + settings.warmupSeconds * 1000;
      await Promise.all(tokens.map(shopper));
    }
    failures.clear();
    measuring = true;
    const serverBefore = cpuSeconds(serverPid);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    stopAt = started + settings.seconds * 1000;
    await Promise.all(tokens.map(shopper));
    const wall = (performance.now() - started) / 1000;
    const serverCores = (cpuSeconds(serverPid) - serverBefore) / wall;
    const client = process.cpuUsage(clientBefore);
    const elapsed = (stopAt - started) / 1000;
    return {
      ordersPerSecond: placedMeasured / elapsed,
      placed: placedMeasured,
      p50Ms: place.getValueAtPercentile(50) / 1000,
      p99Ms: place.getValueAtPercentile(99) / 1000,
      addP50Ms: add.getValueAtPercentile(50) / 1000,
      failures: [...failures.values()].reduce((sum, count) => sum + count, 0),
      failureStatuses: [...failures].map(([what, count]) => `${count} × ${what}`).join(', ') || 'none',
      ordersInDatabase: (await countOrders(databaseUrl)) - before,
      placedInRun,
      serverCores,
      clientCores: (client.user + client.system) / 1e6 / wall,
    };
  } finally {
    await pool.close();
  }
}
