// Mixed traffic against a running shop: virtual shoppers who browse the catalog (with and without the ETag
// they hold), log in, fill a cart and place cash-on-delivery orders, as fast as the server answers, for a given
// time. Answers every status seen per call, latency percentiles, and what each shopper was acknowledged, so a
// caller can compare it with the database afterwards.
import { Agent, request } from 'undici';
import { ADDRESS } from './fixtures';
import { orderAmount } from '../../contract';

export type CallName =
  'list' | 'list (304)' | 'register' | 'login' | 'cart/update' | 'cart/get' | 'order/place' | 'order/userorder';

export interface CallFigures {
  count: number;
  statuses: Record<number, number>;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadShopper {
  email: string;
  password: string;
  token: string;
  /** Orders the server acknowledged with 201. */
  ordersPlaced: number;
}

export interface LoadResult {
  seconds: number;
  calls: Record<string, CallFigures>;
  total: number;
  serverErrors: number;
  shoppers: LoadShopper[];
}

interface Product {
  _id: string;
  price: number;
  sizes: string[];
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

export async function runMixedLoad(
  baseUrl: string,
  { seconds, shoppers: count }: { seconds: number; shoppers: number },
): Promise<LoadResult> {
  const agent = new Agent({ connections: count * 2 });
  const timings = new Map<CallName, number[]>();
  const statuses = new Map<CallName, Record<number, number>>();

  async function call(
    name: CallName,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const started = performance.now();
    const answer = await request(`${baseUrl}${path}`, {
      method,
      dispatcher: agent,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        'accept-encoding': 'br, gzip',
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await answer.body.text();
    const elapsed = performance.now() - started;
    const label = name === 'list' && answer.statusCode === 304 ? 'list (304)' : name;
    (timings.get(label) ?? timings.set(label, []).get(label))?.push(elapsed);
    const counts = statuses.get(label) ?? statuses.set(label, {}).get(label) ?? {};
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    const json = answer.headers['content-type']?.includes('json') && answer.headers['content-encoding'] === undefined;
    return {
      status: answer.statusCode,
      headers: answer.headers,
      body: (json && text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  }

  const { body: catalog } = await call('list', 'GET', '/api/product/list', undefined, {
    'accept-encoding': 'identity',
  });
  const products = catalog.products as Product[];
  const shoppers: LoadShopper[] = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `load-${index}-${Date.now()}@example.com`;
      const password = 'correct horse battery';
      const answer = await call('register', 'POST', '/api/user/register', { name: `Load ${index}`, email, password });
      return { email, password, token: answer.body.token as string, ordersPlaced: 0 };
    }),
  );

  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      let etag: string | undefined;
      for (let round = 0; performance.now() < deadline; round += 1) {
        const list = await call('list', 'GET', '/api/product/list', undefined, etag ? { 'if-none-match': etag } : {});
        etag = typeof list.headers.etag === 'string' ? list.headers.etag : etag;
        if (round % 10 === 0) {
          const login = await call('login', 'POST', '/api/user/login', {
            email: shopper.email,
            password: shopper.password,
          });
          if (login.status === 200) shopper.token = login.body.token as string;
        }
        const product = products[(index * 7 + round) % products.length] as Product;
        const size = product.sizes[0] as string;
        const quantity = 1 + (round % 3);
        await call(
          'cart/update',
          'POST',
          '/api/cart/update',
          { itemId: product._id, size, quantity },
          { token: shopper.token },
        );
        await call('cart/get', 'POST', '/api/cart/get', {}, { token: shopper.token });
        if (round % 2 === 1) {
          // The cart holds this one line: the order the storefront would send for it.
          const amount = orderAmount([{ price: product.price, quantity }]);
          const order = await call(
            'order/place',
            'POST',
            '/api/order/place',
            { address: ADDRESS, items: [{ ...product, size, quantity }], amount },
            { token: shopper.token },
          );
          if (order.status === 201) shopper.ordersPlaced += 1;
          await call('order/userorder', 'POST', '/api/order/userorder', {}, { token: shopper.token });
        } else {
          await call(
            'cart/update',
            'POST',
            '/api/cart/update',
            { itemId: product._id, size, quantity: 0 },
            { token: shopper.token },
          );
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  await agent.close();

  const calls: Record<string, CallFigures> = {};
  let total = 0;
  let serverErrors = 0;
  for (const [name, list] of timings) {
    const sorted = [...list].sort((a, b) => a - b);
    const counts = statuses.get(name) ?? {};
    total += list.length;
    serverErrors += Object.entries(counts).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0);
    calls[name] = {
      count: list.length,
      statuses: counts,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  }
  return { seconds: elapsedSeconds, calls, total, serverErrors, shoppers };
}
