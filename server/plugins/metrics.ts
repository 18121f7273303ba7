// Prometheus metrics (prom-client) at METRICS_PATH, for the operator's scraper: this process's requests, page
// renders, database pool and event loop, and the shop's orders, payments and stock holds as the database counts them.
// Each process has its own registry and answers with its own figures: with several processes (the cluster, or one per
// machine) the scraper reads each one (docs/operations.md says how). The figures read from the database are the same
// in every process of one shop: sum the per-process ones, take one (max) of the shop's.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { dbNow } from '../db/clock';
import type { PoolUse } from '../db/database';
import type { DB } from '../db/schema';
import {
  AWAITING_PAYMENT,
  PAYMENT_CANCELLED,
  PAYMENT_EXPIRED,
  PAYMENT_FAILED,
  PAYMENT_METHOD,
  REFUND_DUE,
} from '../constants';

/** Orders of one payment method and status, paid or not: how many there are. */
export interface OrderTally {
  paymentMethod: string;
  status: string;
  paid: boolean;
  count: number;
}

/** What the metrics read of the shop: its orders counted, and the holds running at `now` (the orders wing's). */
export type OrderTallies = (db: Kysely<DB>, now: number) => Promise<{ tallies: OrderTally[]; holds: number }>;

/** Where the figures come from: the database pool's use, and the orders wing's tallies, which app.ts hands in. */
export interface MetricsSources {
  poolUse?: () => PoolUse;
  orderTallies: OrderTallies;
}

/** What the page plugin reports: the cache's answers and the renders running now. */
export interface PageMetrics {
  /** A page asked for: `hit` when the cache held it, so nothing was rendered. */
  page(hit: boolean): void;
  /** Runs one render, counted among the renders in flight while it runs. */
  rendering<T>(render: () => Promise<T>): Promise<T>;
  /** Where this process's metrics are kept, for other plugins' own (plugins/fieldMetrics.ts); none when none are served. */
  registry?: Registry;
}

export interface ShopMetrics extends PageMetrics {
  registry: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PageMetrics;
  }
}

/** A shop that serves no metrics counts nothing: no registry, no hook on every answer, no event-loop sampling. */
const NO_METRICS: PageMetrics = { page: () => undefined, rendering: (render) => render() };

/** Seconds; from a cached page (about a millisecond) to a slow payment provider. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The payment outcomes an online order can be in, by its status; `confirmed` is told by its payment time instead. */
const OUTCOME_OF_STATUS: Record<string, string> = {
  [AWAITING_PAYMENT]: 'awaiting',
  [PAYMENT_FAILED]: 'failed',
  [PAYMENT_EXPIRED]: 'expired',
  [PAYMENT_CANCELLED]: 'cancelled',
};

const methodLabel = (method: string) => method.toLowerCase();

/** Only the machine itself: the socket's own address, never a forwarded one (X-Forwarded-For is the client's word). */
const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createShopMetrics(app: FastifyInstance, { poolUse, orderTallies }: MetricsSources): ShopMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ pid: String(process.pid) });
  // Event loop delay (nodejs_eventloop_lag_*), heap, garbage collection, handles, CPU, open files.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (its pattern, not the address asked for) and status.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A route's pattern keeps the labels few; an address no route takes (a scanner's) is one label, not thousands.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const pages = new Counter({
    name: 'shop_page_cache_requests_total',
    help: 'Server-rendered pages asked for, by whether the page cache held them (hit) or they were rendered (miss).',
    labelNames: ['result'],
    registers: [registry],
  });
  const renders = new Gauge({
    name: 'shop_page_renders_in_flight',
    help: 'Pages being rendered by this process now (at most PAGE_RENDER_CONCURRENCY; the rest wait or are refused).',
    registers: [registry],
  });

  if (poolUse) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL connections of this process: open, idle, in use (lent to a query), and the most it opens.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'open' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'in_use' }, use.total - use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Queries of this process waiting for a PostgreSQL connection (every connection is in use).',
      registers: [registry],
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  registerShopFigures(app, registry, orderTallies);

  return {
    registry,
    page(hit) {
      pages.inc({ result: hit ? 'hit' : 'miss' });
    },
    async rendering(render) {
      renders.inc();
      try {
        return await render();
      } finally {
        renders.dec();
      }
    },
  };
}

/**
 * The shop's orders, payments and holds, counted in the database at each scrape (one grouped query over the orders
 * and one over the holds): they survive restarts, agree across processes, and need no change to the code that places
 * orders. They only grow (orders are never deleted) except the awaiting payments and the holds, which are levels.
 */
function registerShopFigures(app: FastifyInstance, registry: Registry, orderTallies: OrderTallies): void {
  let latest: Promise<Figures | undefined> | undefined;
  // One query for the three families of one scrape: each family's collect asks, the first one runs it.
  const figures = () => {
    latest ??= readFigures(app, orderTallies).finally(() => setImmediate(() => (latest = undefined)));
    return latest;
  };
  new Gauge({
    name: 'shop_orders_placed',
    help: 'Orders placed since the shop began, by payment method (cash on delivery, or paid online and taken); the same in every process.',
    labelNames: ['method'],
    registers: [registry],
    async collect() {
      const read = await figures();
      if (!read) return;
      this.reset();
      for (const [method, count] of read.placed) this.set({ method }, count);
    },
  });
  new Gauge({
    name: 'shop_payments',
    help:
      'Online payments by method and outcome: started (every online order), confirmed (the provider took the money), ' +
      'failed, expired, cancelled (replaced by a newer order), awaiting, refund_due (paid after its hold ended); the same in every process.',
    labelNames: ['method', 'outcome'],
    registers: [registry],
    async collect() {
      const read = await figures();
      if (!read) return;
      this.reset();
      for (const [key, count] of read.payments) {
        const [method = '', outcome = ''] = key.split(' ');
        this.set({ method, outcome }, count);
      }
    },
  });
  new Gauge({
    name: 'shop_stock_holds',
    help: 'Online orders holding units for their payment now (their hold has not ended); the same in every process.',
    registers: [registry],
    async collect() {
      const read = await figures();
      if (read) this.set(read.holds);
    },
  });
}

interface Figures {
  placed: Map<string, number>;
  /** Keyed "method outcome". */
  payments: Map<string, number>;
  holds: number;
}

async function readFigures(app: FastifyInstance, orderTallies: OrderTallies): Promise<Figures | undefined> {
  if (!app.databaseReadiness.ready) return undefined;
  try {
    const { tallies, holds } = await orderTallies(app.db, await dbNow(app.db));
    const placed = new Map<string, number>(Object.values(PAYMENT_METHOD).map((method) => [methodLabel(method), 0]));
    const payments = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);
    for (const method of Object.values(PAYMENT_METHOD)) {
      if (method === PAYMENT_METHOD.cod) continue;
      for (const outcome of ['started', 'confirmed', ...Object.values(OUTCOME_OF_STATUS), 'refund_due'])
        payments.set(`${methodLabel(method)} ${outcome}`, 0);
    }
    for (const row of tallies) {
      const method = methodLabel(row.paymentMethod);
      const { count, paid } = row;
      if (row.paymentMethod === PAYMENT_METHOD.cod) {
        add(placed, method, count);
        continue;
      }
      add(payments, `${method} started`, count);
      if (paid) add(payments, `${method} confirmed`, count);
      if (row.status === REFUND_DUE) add(payments, `${method} refund_due`, count);
      else if (paid) add(placed, method, count);
      const outcome = OUTCOME_OF_STATUS[row.status];
      if (outcome) add(payments, `${method} ${outcome}`, count);
    }
    return { placed, payments, holds };
  } catch (error) {
    // A scrape while the database is away keeps the process's own figures; the shop's are left out of that one.
    app.log.warn({ err: error }, 'metrics: the shop figures could not be read from the database');
    return undefined;
  }
}

/**
 * Serves the metrics at `metricsPath`: to a reader with the bearer token when METRICS_TOKEN is set; without it, in
 * development to the machine itself only, in production to nobody (the path is not found).
 */
/** `app.metrics` and the scrape route, with the figures' sources that app.ts hands in. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, sources: MetricsSources) => registerMetrics(app, sources),
  {
    name: 'metrics',
    dependencies: ['config', 'db'],
  },
);

function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const { metricsPath, metricsToken, production } = app.config;
  if (!metricsToken && production) {
    // Not a warning: a shop may well go without Prometheus. Said once, so an operator who expected them knows why.
    app.log.info(`metrics off: METRICS_TOKEN is not set, so ${metricsPath} serves nothing in production`);
    app.decorate('metrics', NO_METRICS);
    return;
  }
  const metrics = createShopMetrics(app, sources);
  app.decorate('metrics', metrics);
  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (
      metricsToken ? !tokenMatches(request, metricsToken) : !LOCAL_ADDRESSES.has(request.socket.remoteAddress ?? '')
    ) {
      if (metricsToken) reply.header('www-authenticate', 'Bearer realm="metrics"');
      const message = metricsToken
        ? 'The metrics need the bearer token METRICS_TOKEN.'
        : 'Without METRICS_TOKEN the metrics answer only this machine (127.0.0.1 or ::1).';
      return reply
        .status(metricsToken ? 401 : 403)
        .header('cache-control', 'no-store')
        .send({ success: false, message });
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
