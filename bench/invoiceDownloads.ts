// Section "invoice-downloads": /api/health/live while one account downloads its own invoices in 8 loops, each loop
// asking for the next invoice as soon as the last is answered. Each invoice's PDF is drawn once, on its first
// download, by the process's one drawing thread, and kept; the shopper's downloads are limited per minute (429 beyond).
// Health's p95 during the downloads must stay under 100 ms.
import { setTimeout as sleep } from 'node:timers/promises';
import { orderAmount } from '../contract';
import { DELIVERY_ADDRESS } from '../tools/testkit/fixtures';
import { shopClient } from '../tools/testkit/shopClient';
import { productList } from './browser';
import { below, table, type SectionResult } from './report';
import { settings } from './settings';
import { startShop } from './shop';
import { formatCount, formatMs, percentile } from './stats';

const LOOPS = 8;
/** Paid orders of the one account: each invoice is drawn on its first download. */
const INVOICES = 8;
/** Health is asked this often, answered or not, so a stall counts for every request that meets it. */
const PROBE_EVERY_MS = 25;
const HEALTH_P95_LIMIT_MS = 100;

/** GET /api/health/live every PROBE_EVERY_MS for `seconds`, each timed to its whole answer. */
async function probeHealth(baseUrl: string, seconds: number): Promise<number[]> {
  const timings: number[] = [];
  const pending: Array<Promise<void>> = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const started = performance.now();
    pending.push(
      fetch(`${baseUrl}/api/health/live`)
        .then((response) => response.arrayBuffer())
        .then(() => void timings.push(performance.now() - started)),
    );
    await sleep(PROBE_EVERY_MS);
  }
  await Promise.all(pending);
  return timings;
}

/** One account with `count` orders paid in the payment sandbox, each invoiced; answers its token and the orders. */
async function paidOrders(baseUrl: string, count: number): Promise<{ token: string; orderIds: string[] }> {
  const client = shopClient(baseUrl);
  const { token } = await client.signUp('bench-invoices', 'Bench Invoices');
  const product = (await productList(baseUrl)).find((listed) => listed.sizes.length > 0);
  if (!product) throw new Error('The catalog has no product with a size.');
  const size = product.sizes[0] as string;
  for (let order = 0; order < count; order += 1) {
    await client.succeed('POST', '/api/cart/update', { body: { itemId: product._id, size, quantity: 1 }, token });
    const body = {
      address: DELIVERY_ADDRESS,
      items: [{ ...product, size, quantity: 1 }],
      amount: orderAmount([{ price: product.price, quantity: 1 }]),
    };
    const started = await client.succeed<{ order: { id: string } }>('POST', '/api/order/razorpay', { body, token });
    // The sandbox answers as the provider's checkout does: the payment's fields, no `success`.
    const paid = await client.call('POST', '/sandbox/razorpay/pay', { body: { order_id: started.order.id } });
    if (paid.status !== 200) throw new Error(`The sandbox refused the payment: ${paid.status}`);
    const payment = paid.body;
    await client.succeed('POST', '/api/order/verifyRazorpay', { body: payment, token });
  }
  const listed = await client.succeed<{ orders: Array<{ _id: string }> }>('POST', '/api/order/userorder', { token });
  await client.close();
  return { token, orderIds: listed.orders.map((order) => order._id) };
}

/** LOOPS loops downloading the account's invoices in turn for `seconds`; answers the answers by status. */
async function download(baseUrl: string, token: string, orderIds: readonly string[], seconds: number) {
  const answers: Record<string, number> = {};
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const orderId = orderIds[next++ % orderIds.length] ?? '';
      const response = await fetch(`${baseUrl}/api/order/invoice/${orderId}`, { headers: { token } });
      await response.arrayBuffer();
      answers[response.status] = (answers[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, loop));
  return answers;
}

export async function invoiceDownloadsSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const shop = await startShop({ kind: 'sqlite' });
  try {
    const { token, orderIds } = await paidOrders(shop.baseUrl, INVOICES);
    const idle = await probeHealth(shop.baseUrl, settings.seconds);
    const downloading = async () => {
      const [health, answers] = await Promise.all([
        probeHealth(shop.baseUrl, settings.seconds),
        download(shop.baseUrl, token, orderIds, settings.seconds),
      ]);
      const statuses = Object.entries(answers)
        .map(([status, count]) => `${formatCount(count)} × ${status}`)
        .join(', ');
      return { health, statuses };
    };
    // First every invoice is drawn (one at a time), then, at once, the same downloads again: all kept by then.
    const first = await downloading();
    const again = await downloading();
    const during = [...first.health, ...again.health];
    const row = (what: string, health: readonly number[], downloads: string) => [
      what,
      downloads,
      formatCount(health.length),
      formatMs(percentile(health, 0.5)),
      formatMs(percentile(health, 0.95)),
      formatMs(Math.max(...health)),
    ];
    const body = [
      'One server process on SQLite (NODE_ENV=production). One account with ' +
        `${INVOICES} orders paid in the payment sandbox, none of whose invoices was downloaded before; ` +
        `/api/health/live is asked every ${PROBE_EVERY_MS} ms, answered or not: ${settings.seconds} s idle, then ` +
        `${settings.seconds} s while the account downloads its invoices (GET /api/order/invoice/:orderId) in ` +
        `${LOOPS} loops, each asking for the next invoice as soon as the last is answered, never waiting for a ` +
        `Retry-After, and ${settings.seconds} s more of the same right after. The limit per account stays at its ` +
        'default (20 a minute, 429 beyond). The target takes both downloading stretches together. The downloads, the ' +
        'probe and the server share the same 2 cores.',
      '',
      table(
        ['stretch', 'downloads answered', 'health: count', 'health p50', 'health p95', 'health max'],
        [
          row('idle', idle, '–'),
          row(`${LOOPS} loops downloading, each invoice drawn on its first download`, first.health, first.statuses),
          row(`${LOOPS} loops downloading again, every PDF kept`, again.health, again.statuses),
        ],
      ),
    ].join('\n');
    return {
      name: 'invoice-downloads',
      title: 'Invoice downloads',
      body,
      targets: [
        below(
          `Invoice downloads: /api/health/live p95 while one account downloads its invoices in ${LOOPS} loops`,
          HEALTH_P95_LIMIT_MS,
          percentile(during, 0.95),
          formatMs,
        ),
      ],
    };
  } finally {
    await shop.stop();
  }
}
