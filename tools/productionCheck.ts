// Checks a production install (npm ci, npm run build, npm prune --omit=dev) as an operator would use it: starts
// `npm run start:prod` with production settings, then asks for the probes, the storefront's pages and their scripts,
// a picture, the API (sign-up, cart, an order), the metrics (refused without the token, moving with it) and the CLI's
// backup (`npm run shop:prod`). Run with node from its compiled copy (build/tools/productionCheck.js) in the
// installation's folder, where no development dependency is left; .ci/run does so on a clean clone.
// Exit code 0 when every check passed; each failure is said on standard error.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orderAmount } from '../contract/money';
import { DELIVERY_ADDRESS } from './testkit/fixtures';
import { freePort } from './testkit/freePort';
import { shopClient } from './testkit/shopClient';

const METRICS_TOKEN = 'production-check-metrics-token-0123456789';
const READY_WITHIN_MS = 60_000;

interface Product {
  _id: string;
  name: string;
  price: number;
  sizes: string[];
  image: string[];
}

const failures: string[] = [];
function check(condition: boolean, what: string): void {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
  if (!condition) failures.push(what);
}

async function waitUntilReady(baseUrl: string, ended: () => boolean): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until && !ended()) {
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop was not ready within ${READY_WITHIN_MS / 1000} s`);
}

async function main(): Promise<void> {
  const root = process.cwd();
  check(
    !existsSync(path.join(root, 'node_modules', 'tsx')),
    'no tsx in node_modules (development dependencies pruned)',
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-check-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-production-check-secret-of-forty-characters',
    PAYMENTS_SANDBOX: 'true',
    MAIL_TO_FILES: 'true',
    METRICS_TOKEN,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  };
  // Its own process group, so stopping it stops npm, the shell and the server.
  const shop = spawn('npm', ['run', '--silent', 'start:prod'], { cwd: root, env, stdio: 'inherit', detached: true });
  let ended = false;
  shop.on('exit', () => (ended = true));
  try {
    await waitUntilReady(baseUrl, () => ended);
    const client = shopClient(baseUrl);
    const get = (url: string, headers: Record<string, string> = {}) => client.request({ method: 'GET', url, headers });

    check((await get('/api/health/live')).status === 200, 'GET /api/health/live answers 200');
    check((await get('/api/health')).status === 200, 'GET /api/health answers 200');

    const products = (await client.succeed<{ products: Product[] }>('GET', '/api/product/list')).products;
    check(products.length > 0, 'GET /api/product/list lists the catalog');
    const product = products[0];
    if (!product) throw new Error('the catalog is empty');

    const home = await get('/');
    const homeHtml = String(home.body);
    check(home.status === 200 && homeHtml.includes(product.name.slice(0, 12)), 'GET / is rendered with products');
    for (const page of ['/collection', `/product/${product._id}`, '/about', '/contact', '/cart', '/login']) {
      const answer = await get(page);
      check(answer.status === 200 && String(answer.body).includes('<html'), `GET ${page} answers a page`);
    }
    // A rendered page lists the scripts it loads once painted (src/shared/browser/appLoader.ts).
    const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(homeHtml)?.[1];
    const { run = [], preload = [] } = listed ? (JSON.parse(listed) as { run?: string[]; preload?: string[] }) : {};
    const scripts = [...run, ...preload];
    check(scripts.length > 0, 'the home page loads scripts');
    for (const script of scripts) check((await get(script)).status === 200, `GET ${script}`);
    const picture = product.image[0];
    if (picture) check((await fetch(new URL(picture, baseUrl))).status === 200, `GET ${picture} (a picture)`);

    const shopper = await client.signUp('production-check');
    const size = product.sizes[0] ?? 'M';
    await client.succeed('POST', '/api/cart/update', {
      token: shopper.token,
      body: { itemId: product._id, size, quantity: 1 },
    });
    const placed = await client.call('POST', '/api/order/place', {
      token: shopper.token,
      body: {
        address: DELIVERY_ADDRESS,
        items: [{ ...product, size, quantity: 1 }],
        amount: orderAmount([{ price: product.price, quantity: 1 }]),
      },
    });
    check(placed.status === 201, `POST /api/order/place answers 201 (${placed.status} ${placed.body.message ?? ''})`);

    check((await get('/metrics')).status === 401, 'GET /metrics without the token is refused (401)');
    const metrics = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    const text = String(metrics.body);
    check(metrics.status === 200, 'GET /metrics with the token answers 200');
    check(/shop_orders_placed\{method="cod"[^}]*\} 1\b/.test(text), 'the metrics count the order placed');
    check(/http_requests_total\{[^}]*route="\/api\/order\/place"/.test(text), 'the metrics count requests per route');

    const backupFile = path.join(dataDir, 'check-backup.tar.gz');
    const backup = spawnSync('npm', ['run', '--silent', 'shop:prod', '--', 'backup', backupFile], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    check(backup.status === 0 && existsSync(backupFile), `npm run shop:prod -- backup works (${backup.stderr.trim()})`);
  } finally {
    if (!ended && shop.pid) {
      const exit = new Promise((resolve) => shop.once('exit', resolve));
      process.kill(-shop.pid, 'SIGTERM');
      await exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`${failures.length} production check(s) failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('The production install serves every check.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
