// Razorpay webhooks across two shop processes on one PostgreSQL database: waiting Razorpay orders made through the API,
// some of them dead (their hold ended and the shop expired them), then 1,000 signed deliveries (payment.captured and
// order.paid for each payment, 20% of them delivered twice with the same event id, 20% moved out of their order) sent
// to both processes at once. Every payment for a live order must pay it once, every payment for a dead order must be
// kept to refund, and no delivery may answer 5xx.
// Run: npx tsx bench/razorpayWebhooks.ts
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DELIVERY_FEE_PAISE, toRupees } from '../contract';
import { paymentEvent, RAZORPAY_WEBHOOK_PATH, signedDelivery, type RazorpayPaymentEntity } from '../server/payments';
import { DELIVERY_ADDRESS } from '../tools/testkit/fixtures';
import { productList } from './browser';
import { cleanUpAll } from './cleanup';
import { startShop, type Shop } from './shop';
import { cartChoices, signUpShoppers } from './shoppers';
import { formatCount, formatMs, percentile } from './stats';

const DELIVERIES = 1000;
const DUPLICATE_SHARE = 0.2;
const REORDERED_SHARE = 0.2;
/** Each payment is told twice (payment.captured and order.paid): the distinct deliveries cover this many payments. */
const PAYMENTS = Math.round((DELIVERIES * (1 - DUPLICATE_SHARE)) / 2);
/** Of the orders paid, this share are dead (expired) when their payment arrives. */
const DEAD_SHARE = 0.25;
/** Deliveries in flight at once, per process. */
const IN_FLIGHT = 16;
const SET_UP_AT_ONCE = 10;
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const ENV = {
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SANDBOX_WEBHOOKS: 'never',
  // The sweep that expires ended holds runs this often.
  PAYMENT_RECONCILE_SECONDS: '2',
  JWT_SECRET: randomBytes(32).toString('base64url'),
};
const EXPIRY_WAIT_MS = 60_000;

interface Waiting {
  orderId: string;
  providerOrderId: string;
  amountPaise: number;
}

interface Delivery {
  body: string;
  headers: Record<string, string>;
  /** Which of the two processes it goes to. */
  to: number;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

async function post(baseUrl: string, route: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A shopper's Razorpay popup opened for one line of the catalog: the waiting order. */
async function waitingOrder(shop: Shop, token: string, choice: ReturnType<typeof cartChoices>[number]) {
  const added = await post(shop.baseUrl, '/api/cart/add', token, { itemId: choice.itemId, size: choice.size });
  if (added.status !== 200) throw new Error(`cart/add answered ${added.status}: ${String(added.body.message)}`);
  const started = await post(shop.baseUrl, '/api/order/razorpay', token, {
    address: DELIVERY_ADDRESS,
    items: [{ _id: choice.itemId, size: choice.size, quantity: 1, price: toRupees(choice.pricePaise) }],
    amount: toRupees(choice.pricePaise + DELIVERY_FEE_PAISE),
  });
  if (started.status !== 200)
    throw new Error(`order/razorpay answered ${started.status}: ${String(started.body.message)}`);
  const order = started.body.order as { id: string; amount: number; receipt: string };
  return { orderId: order.receipt, providerOrderId: order.id, amountPaise: order.amount };
}

/** The deliveries Razorpay would send: two events a payment, some twice, some out of their order. */
function deliveries(live: Waiting[], dead: Waiting[]): { list: Delivery[]; reordered: number; duplicates: number } {
  const at = Math.floor(Date.now() / 1000);
  const told = [...live, ...dead].flatMap((order, index) => {
    const payment: RazorpayPaymentEntity = {
      id: `pay_bench${String(index).padStart(6, '0')}`,
      entity: 'payment',
      amount: order.amountPaise,
      currency: 'INR',
      status: 'captured',
      order_id: order.providerOrderId,
      method: 'upi',
      created_at: at,
    };
    return ['payment.captured', 'order.paid'].map((event) =>
      signedDelivery(paymentEvent(event, payment), WEBHOOK_SECRET),
    );
  });
  // A duplicate follows its first delivery, to the other process.
  const twice = new Set(shuffle([...told.keys()]).slice(0, DELIVERIES - told.length));
  const list: Delivery[] = told.flatMap((delivery, index) => {
    const first = { ...delivery, to: index % 2 };
    return twice.has(index) ? [first, { ...delivery, to: 1 - (index % 2) }] : [first];
  });
  // 20% of the places swap their deliveries among themselves.
  const places = shuffle([...list.keys()]).slice(0, Math.round(list.length * REORDERED_SHARE));
  const moved = shuffle(places.map((place) => list[place] as Delivery));
  const original = [...list];
  places.forEach((place, n) => {
    list[place] = moved[n] as Delivery;
  });
  const reordered = list.filter((delivery, index) => delivery !== original[index]).length;
  return { list, reordered, duplicates: twice.size };
}

async function send(shops: Shop[], list: Delivery[]): Promise<{ ms: number[]; statuses: Map<number, number> }> {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  const byProcess = shops.map((_, to) => list.filter((delivery) => delivery.to === to));
  await Promise.all(
    byProcess.map(async (queue, to) => {
      let next = 0;
      const worker = async () => {
        while (next < queue.length) {
          const delivery = queue[next] as Delivery;
          next += 1;
          const started = performance.now();
          let status = 0;
          try {
            const response = await fetch(`${shops[to]?.baseUrl}${RAZORPAY_WEBHOOK_PATH}`, {
              method: 'POST',
              headers: delivery.headers,
              body: delivery.body,
            });
            await response.text();
            status = response.status;
          } catch {
            status = 599;
          }
          ms.push(performance.now() - started);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    }),
  );
  return { ms, statuses };
}

async function count(client: pg.Client, sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(sql, values);
  return Number(rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const first = await startShop({ kind: 'postgres', env: ENV });
  const second = await startShop({ kind: 'postgres', env: ENV, databaseUrl: first.databaseUrl });
  const shops = [first, second];
  const client = new pg.Client({ connectionString: first.databaseUrl });
  await client.connect();
  try {
    // Waiting orders, made through both processes.
    // The newest products' first two sizes are always well stocked (server/demo/stock.ts).
    const choices = cartChoices(
      (await productList(first.baseUrl)).map((product) => ({ ...product, sizes: product.sizes.slice(0, 2) })),
      12,
    );
    const tokens = await signUpShoppers(first.baseUrl, PAYMENTS);
    const orders: Waiting[] = [];
    for (let start = 0; start < tokens.length; start += SET_UP_AT_ONCE) {
      const batch = tokens.slice(start, start + SET_UP_AT_ONCE).map((token, offset) => {
        const index = start + offset;
        return waitingOrder(shops[index % 2] as Shop, token, choices[index % choices.length] as (typeof choices)[0]);
      });
      orders.push(...(await Promise.all(batch)));
    }
    const deadCount = Math.round(PAYMENTS * DEAD_SHARE);
    const dead = orders.slice(0, deadCount);
    const live = orders.slice(deadCount);
    // Their holds end (as if the time had passed), and the shop's sweep expires them.
    await client.query(`UPDATE orders SET stock_held_until = $1 WHERE id = ANY($2)`, [
      Date.now() - 60_000,
      dead.map((order) => order.orderId),
    ]);
    const expiredBy = performance.now() + EXPIRY_WAIT_MS;
    const expired = () =>
      count(client, `SELECT count(*) AS n FROM orders WHERE id = ANY($1) AND status = 'Payment Expired'`, [
        dead.map((order) => order.orderId),
      ]);
    while ((await expired()) < dead.length && performance.now() < expiredBy) await sleep(250);
    const deadExpired = await expired();

    const { list, reordered, duplicates } = deliveries(live, dead);
    const started = performance.now();
    const { ms, statuses } = await send(shops, list);
    const wallMs = performance.now() - started;

    const liveIds = live.map((order) => order.orderId);
    const deadIds = dead.map((order) => order.orderId);
    const paidLive = await count(
      client,
      `SELECT count(*) AS n FROM orders WHERE id = ANY($1) AND payment = 1 AND status = 'Order Placed'`,
      [liveIds],
    );
    const paidPayments = await count(client, `SELECT count(*) AS n FROM provider_payments WHERE outcome = 'paid'`);
    const refundPayments = await count(
      client,
      `SELECT count(*) AS n FROM provider_payments WHERE outcome = 'refund' AND order_id = ANY($1)`,
      [deadIds],
    );
    const refundsAll = await count(client, `SELECT count(*) AS n FROM provider_payments WHERE outcome = 'refund'`);
    const refundDue = await count(
      client,
      `SELECT count(*) AS n FROM orders WHERE id = ANY($1) AND status = 'Refund Due'`,
      [deadIds],
    );
    const events = await count(client, `SELECT count(*) AS n FROM payment_events WHERE provider = 'razorpay'`);
    const mails = await count(client, `SELECT count(*) AS n FROM mail_outbox WHERE kind = 'order'`);
    const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);

    const ok = paidLive === live.length && paidPayments === live.length && refundsAll === dead.length && fivexx === 0;
    console.log(
      `${formatCount(list.length)} deliveries (${formatCount(duplicates)} duplicates, ${formatCount(reordered)} out of order) ` +
        `for ${formatCount(orders.length)} payments: ${formatCount(live.length)} live orders, ${formatCount(dead.length)} dead ` +
        `(${formatCount(deadExpired)} expired by the sweep); two processes, ${IN_FLIGHT} in flight each, on PostgreSQL.\n`,
    );
    console.log('| measure | expected | found |');
    console.log('|---|---|---|');
    console.log(`| live orders paid (Order Placed) | ${live.length} | ${paidLive} |`);
    console.log(`| payments taken as paid | ${live.length} | ${paidPayments} |`);
    console.log(
      `| payments kept to refund (dead orders) | ${dead.length} | ${refundPayments} (of ${refundsAll} in all) |`,
    );
    console.log(`| dead orders now Refund Due | ${dead.length} | ${refundDue} |`);
    console.log(`| order confirmation mails | ${live.length} | ${mails} |`);
    console.log(`| events recorded (distinct ids) | ${list.length - duplicates} | ${events} |`);
    console.log(`| 5xx answers | 0 | ${fivexx} |`);
    console.log(
      `| answers | ${list.length} x 200 | ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ')} |`,
    );
    console.log(
      `\nLatency per delivery: p50 ${formatMs(percentile(ms, 0.5))}, p95 ${formatMs(percentile(ms, 0.95))}, ` +
        `max ${formatMs(Math.max(...ms))}; ${formatCount(list.length)} in ${formatMs(wallMs)} ` +
        `(${formatCount((list.length / wallMs) * 1000)} a second).`,
    );
    console.log(ok ? '\nTarget met.' : '\nTARGET MISSED.');
    if (!ok) process.exitCode = 1;
  } finally {
    await client.end();
    await second.stop();
    await first.stop();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
