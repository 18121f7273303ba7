// The API section's tables and its targets.
import type { LoadResult } from './load';
import type { OrderLoad } from './orders';
import type { ProductListLoad } from './productListLoad';
import { atLeast, below, table, type Target } from './report';
import type { DatabaseKind } from './shop';
import { formatCores, formatCount, formatKb, formatMs, formatRatio } from './stats';

export const DATABASE_NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
/** Orders per second each database must sustain, and the place call's p99. */
const ORDER_TARGETS: Record<DatabaseKind, number> = { sqlite: 1000, postgres: 500 };
const PLACE_P99_LIMIT_MS = 100;
/** The product list's requests per second as a share of a static server sending the same bytes. */
const LIST_RATIO_TARGET = 0.5;

export interface KindResult {
  kind: DatabaseKind;
  lists: ProductListLoad[];
  cart?: LoadResult;
  orders?: OrderLoad;
  error?: string;
}

export function listTable(results: readonly KindResult[]): string {
  return table(
    [
      'database',
      'products',
      'JSON',
      'sent',
      'shop req/s',
      'shop p50 / p99',
      'static req/s',
      'static p50 / p99',
      'shop ÷ static',
      'CPU: shop, static, client',
      'failed',
    ],
    results.flatMap(({ kind, lists }) =>
      lists.map((list) => [
        DATABASE_NAMES[kind],
        formatCount(list.products),
        formatKb(list.jsonBytes),
        `${formatKb(list.sentBytes)} (${list.encoding})`,
        formatCount(list.ours.requestsPerSecond),
        `${formatMs(list.ours.p50Ms)} / ${formatMs(list.ours.p99Ms)}`,
        formatCount(list.limit.requestsPerSecond),
        `${formatMs(list.limit.p50Ms)} / ${formatMs(list.limit.p99Ms)}`,
        formatRatio(list.ours.requestsPerSecond / list.limit.requestsPerSecond),
        `${formatCores(list.ours.serverCores)}, ${formatCores(list.limit.serverCores)}, ${formatCores(Math.max(list.ours.clientCores, list.limit.clientCores))}`,
        formatCount(list.ours.failures + list.limit.failures),
      ]),
    ),
  );
}

export function writeTable(results: readonly KindResult[]): string {
  return table(
    [
      'database',
      'cart updates/s',
      'update p50 / p99',
      'CPU: shop, client',
      'orders/s',
      'place p50 / p99',
      'add p50',
      'CPU: shop, client',
      'failed',
      'orders in database / placed',
    ],
    results.map(({ kind, cart, orders }) => [
      DATABASE_NAMES[kind],
      cart ? formatCount(cart.requestsPerSecond) : 'n/a',
      cart ? `${formatMs(cart.p50Ms)} / ${formatMs(cart.p99Ms)}` : 'n/a',
      cart ? `${formatCores(cart.serverCores)}, ${formatCores(cart.clientCores)}` : 'n/a',
      orders ? formatCount(orders.ordersPerSecond) : 'n/a',
      orders ? `${formatMs(orders.p50Ms)} / ${formatMs(orders.p99Ms)}` : 'n/a',
      orders ? formatMs(orders.addP50Ms) : 'n/a',
      orders ? `${formatCores(orders.serverCores)}, ${formatCores(orders.clientCores)}` : 'n/a',
      `${cart ? formatCount(cart.failures) : 'n/a'} updates, ${orders ? orders.failureStatuses : 'n/a'}`,
      orders
        ? `${formatCount(orders.ordersInDatabase)} / ${formatCount(orders.placedInRun)}${orders.ordersInDatabase === orders.placedInRun ? ' (equal)' : ' (**differ**)'}`
        : 'n/a',
    ]),
  );
}

export function targets(results: readonly KindResult[]): Target[] {
  return results.flatMap(({ kind, lists, orders }) => [
    ...(lists.length > 0 ? lists : [undefined]).map((list) =>
      atLeast(
        `/api/product/list ÷ static server, ${DATABASE_NAMES[kind]}${list ? `, ${formatCount(list.products)} products` : ''}`,
        LIST_RATIO_TARGET,
        list ? list.ours.requestsPerSecond / list.limit.requestsPerSecond : Number.NaN,
        formatRatio,
      ),
    ),
    atLeast(
      `Orders placed per second, ${DATABASE_NAMES[kind]}`,
      ORDER_TARGETS[kind],
      orders?.ordersPerSecond ?? Number.NaN,
      formatCount,
    ),
    below(`Order placement p99, ${DATABASE_NAMES[kind]}`, PLACE_P99_LIMIT_MS, orders?.p99Ms ?? Number.NaN, formatMs),
  ]);
}
