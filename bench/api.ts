// Section "api": the API under load in a real server process, on SQLite and on PostgreSQL: the product list
// (seeded catalog, then the large one) next to its physical limit, cart updates, and order placement.
import { productList, type ListedProduct } from './browser';
import { growCatalog } from './catalog';
import { DATABASE_NAMES, listTable, targets, writeTable, type KindResult } from './apiReport';
import { measureLoad } from './load';
import { measureOrders } from './orders';
import { measureProductList } from './productListLoad';
import type { SectionResult } from './report';
import { settings } from './settings';
import { startShop, type DatabaseKind } from './shop';
import { cartChoices, pick, signUpShoppers } from './shoppers';
import { restock } from './stock';
import { formatCount } from './stats';

const KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];
const CATALOG_WAIT_MS = 120_000;

async function waitForCatalog(baseUrl: string, total: number): Promise<void> {
  const deadline = Date.now() + CATALOG_WAIT_MS;
  while ((await productList(baseUrl)).length !== total) {
    if (Date.now() > deadline) throw new Error(`The shop did not list ${total} products in time.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measureCartUpdates(
  baseUrl: string,
  tokens: readonly string[],
  list: readonly ListedProduct[],
  serverPid: number | undefined,
) {
  const choices = cartChoices(list);
  return measureLoad(
    {
      url: `${baseUrl}/api/cart/update`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const choice = pick(choices);
            return {
              ...request,
              headers: { ...request.headers, token: pick(tokens) },
              body: JSON.stringify({
                itemId: choice.itemId,
                size: choice.size,
                quantity: 1 + Math.floor(Math.random() * 5),
              }),
            };
          },
        },
      ],
    },
    serverPid,
  );
}

async function measureKind(kind: DatabaseKind): Promise<KindResult> {
  const result: KindResult = { kind, lists: [] };
  const shop = await startShop({ kind });
  try {
    result.lists.push(await measureProductList(shop.baseUrl, shop.pid));
    const list = await productList(shop.baseUrl);
    const cartShoppers = await signUpShoppers(shop.baseUrl, settings.users);
    const orderShoppers = await signUpShoppers(shop.baseUrl, settings.users);
    await restock(shop.databaseUrl, cartChoices(list));
    result.cart = await measureCartUpdates(shop.baseUrl, cartShoppers, list, shop.pid);
    result.orders = await measureOrders({
      baseUrl: shop.baseUrl,
      databaseUrl: shop.databaseUrl,
      serverPid: shop.pid,
      tokens: orderShoppers,
      choices: cartChoices(list),
    });
    await growCatalog(shop.databaseUrl, shop.imagesDir, settings.products);
    await waitForCatalog(shop.baseUrl, settings.products);
    result.lists.push(await measureProductList(shop.baseUrl, shop.pid));
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    console.error(`bench: api on ${DATABASE_NAMES[kind]} failed: ${result.error}`);
  } finally {
    await shop.stop();
  }
  return result;
}

export async function apiSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const results: KindResult[] = [];
  for (const kind of KINDS) results.push(await measureKind(kind));
  const failed = results.filter((result) => result.error);
  const body = [
    `Each database gets its own server process (\`node --import tsx server/main.ts\`, NODE_ENV=production, logging off) ` +
      `with a fresh database; ${settings.connections} connections, ${settings.seconds} s per run after ` +
      `${settings.warmupSeconds} s of warm-up. The load generator runs in the bench process on the same 2 cores as the ` +
      'server, so every figure is what the server manages while sharing the machine with its clients. The CPU ' +
      'columns say how much of a core each process used during the measured run (1.00 = one of the 2 cores; from ' +
      '/proc): a server near 1.00 is the limit, a client near 1.00 means the load generator was.',
    '',
    '### Product list',
    '',
    `GET /api/product/list with \`accept-encoding: br, gzip\` as a browser sends it, on the seeded catalog and after ` +
      `growing it to ${formatCount(settings.products)} products. Static: a bare node:http server in its own process ` +
      "answering the shop's exact bytes and headers: the physical limit. The two are measured in turn, static, shop, " +
      `shop, static, ${settings.seconds / 2} s each (each warmed up first), so a machine getting busier or quieter ` +
      'weighs on both alike. The load ' +
      "comes from a loop over undici's Pool, one request in flight per connection: autocannon reads answers in " +
      'JavaScript and, at hundreds of KB per answer, spends a whole core on reading long before either server is busy.',
    '',
    listTable(results),
    '',
    '### Cart updates and orders',
    '',
    `Cart updates (autocannon): POST /api/cart/update, each request from one of ${settings.users} shoppers at random (header ` +
      '`token`), a product and size from the list, quantity 1 to 5. Orders (undici): another ' +
      `${settings.users} shoppers, one connection each, each in a loop of POST /api/cart/add then POST /api/order/place ` +
      '(cash on delivery, the body the storefront sends); orders/s counts orders placed within the timed window; the ' +
      'latencies are of the place call. Afterwards the orders in the database are counted against the successful ' +
      'place answers (warm-up included).',
    '',
    writeTable(results),
    ...failed.map((result) => `\n**${DATABASE_NAMES[result.kind]} failed:** ${result.error ?? ''}`),
  ].join('\n');
  return { name: 'api', title: 'API under load', body, targets: targets(results) };
}
