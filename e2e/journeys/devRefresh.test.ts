// `npm run dev` refreshes in place: an edit to a component shows in the open tab through React Fast Refresh, without
// a reload, so the store and the cart stay as they were. `npm run dev` runs in a copy of this checkout (its
// node_modules linked) on free ports, and the test edits the copy's Hero.tsx: the real tree is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tools/testkit/freePort';
import { exited } from '../../tools/testkit/processes';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { journey } from '../support/journey';
import type { Product } from '../support/shopApi';
import { ROOT, shopEnvironment } from '../support/shopServer';
import { addToCart, expectCartCount } from '../support/shopperActions';

/** The first compile of the whole storefront, beside the API's start, on a busy 2-core machine. */
const START_LIMIT_MS = 150_000;
/** How long an edit may take to show: well under a second on an idle machine. */
const REFRESH_LIMIT_MS = 10_000;
const STOP_LIMIT_MS = 10_000;

const HERO = path.join('src', 'features', 'browse', 'components', 'Hero.tsx');
/** The banner's heading in Hero.tsx, whose content (its catalog text, `{t('catalog.hero.title')}`) the test rewrites. */
const HERO_TITLE = /(<h1 id="hero-title">)([^<]+)(<\/h1>)/;
/** What the heading shows in English (the spec's words, from the English catalog). */
const HERO_SHOWN = 'Latest Arrival';

/** What `npm run dev` leaves out of the copy: it needs no build, data, history, caches, docs or tests. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.swc',
  '.env',
  'dist',
  'data',
  'coverage',
  'docs',
  'bench',
  'e2e',
]);

interface DevShop {
  /** The dev server's address, where the shopper's tab is (it passes /api and /images to the API). */
  url: string;
  checkout: string;
  child: ChildProcess;
  log: string;
}

let dev: DevShop | undefined;
const dirs: string[] = [];

const logTail = () => (dev ? readFileSync(dev.log, 'utf8').slice(-4000) : '');

function running(): DevShop {
  if (!dev) throw new Error('npm run dev was not started.');
  return dev;
}

async function answers(url: string, check: (body: string) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

/** Two different free ports: the API's and the dev server's. */
async function twoPorts(): Promise<[number, number]> {
  const api = await freePort();
  for (;;) {
    const web = await freePort();
    if (web !== api) return [api, web];
  }
}

async function startDev(): Promise<DevShop> {
  const checkout = mkdtempSync(path.join(os.tmpdir(), 'shop-dev-checkout-'));
  dirs.push(checkout);
  cpSync(ROOT, checkout, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(ROOT, source).split(path.sep)[0] ?? ''),
  });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-dev-data-'));
  dirs.push(dataDir);

  const [apiPort, webPort] = await twoPorts();
  const url = `http://127.0.0.1:${webPort}`;
  const log = path.join(ARTIFACTS_DIR, 'dev-refresh.npm-run-dev.log');
  const out = openSync(log, 'a');
  // Its own process group, so stopping it reaches the API and webpack that concurrently starts.
  const child = spawn('npm', ['run', 'dev'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...shopEnvironment(dataDir),
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      // Payment returns and picture addresses lead to the dev server, where the shopper is.
      PUBLIC_URL: url,
      DEV_SERVER_PORT: String(webPort),
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    },
  });
  closeSync(out);
  dev = { url, checkout, child, log };

  // The dev server holds requests until its first compile is done; /api/health answers once the API does too.
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${logTail()}`);
    const ready =
      (await answers(`${url}/api/health`, () => true)) &&
      (await answers(`${url}/`, (page) => page.includes('<div id="root"></div>')));
    if (ready) return dev;
    if (Date.now() > deadline) throw new Error(`npm run dev was not ready after ${START_LIMIT_MS} ms:\n${logTail()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

async function stopDev(): Promise<void> {
  if (dev) {
    signalGroup(dev.child, 'SIGTERM');
    if (!(await exited(dev.child, STOP_LIMIT_MS))) signalGroup(dev.child, 'SIGKILL');
    await exited(dev.child, STOP_LIMIT_MS);
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** Rewrites the banner's heading in the copy as an editor saves: the whole new file at once (no half-written file). */
function setHeroTitle(checkout: string, title: string): void {
  const file = path.join(checkout, HERO);
  const source = readFileSync(file, 'utf8');
  if (!HERO_TITLE.test(source)) throw new Error(`${HERO} has no <h1 id="hero-title"> with content to edit.`);
  const saved = path.join(checkout, `.hero-${randomUUID()}.tmp`);
  writeFileSync(
    saved,
    source.replace(HERO_TITLE, (_all, open: string, _text, close: string) => open + title + close),
  );
  renameSync(saved, file);
}

function heroTitleInSource(checkout: string): string {
  const match = HERO_TITLE.exec(readFileSync(path.join(checkout, HERO), 'utf8'));
  if (!match?.[2]) throw new Error(`${HERO} has no <h1 id="hero-title"> with content to edit.`);
  return match[2].trim();
}

async function productInStock(url: string): Promise<{ product: Product; size: string }> {
  const { products } = (await (await fetch(`${url}/api/product/list`)).json()) as { products: Product[] };
  for (const product of products) {
    const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 0);
    if (size) return { product, size };
  }
  throw new Error('The catalog has no product with a size in stock.');
}

beforeAll(async () => {
  await startDev();
}, START_LIMIT_MS + 30_000);

afterAll(stopDev, 2 * STOP_LIMIT_MS + 10_000);

describe('npm run dev', () => {
  journey(
    'shows an edit to a component in the open tab without a reload, keeping the store and the cart',
    async ({ page }) => {
      const { checkout, url } = running();
      const { product, size } = await productInStock(url);
      // A product's address typed in: the dev server answers every address with the app.
      await addToCart(page, product, size);
      await page.goto('/');
      const original = heroTitleInSource(checkout);
      const title = page.locator('#hero-title');
      await page.getByRole('heading', { level: 1, name: HERO_SHOWN, exact: true }).waitFor();
      await expectCartCount(page, 1);
      // Gone if the page loads again.
      const marker = randomUUID();
      await page.evaluate((value) => Object.assign(window, { devRefreshMarker: value }), marker);
      const markerNow = () =>
        page.evaluate(() => (window as unknown as { devRefreshMarker?: string }).devRefreshMarker);

      const edited = `Refreshed in place ${marker.slice(0, 8)}`;
      setHeroTitle(checkout, edited);
      await page.getByRole('heading', { level: 1, name: edited, exact: true }).waitFor({ timeout: REFRESH_LIMIT_MS });
      expect(await markerNow()).toBe(marker);
      await expectCartCount(page, 1);

      // And back: every save is refreshed in place, not only the first.
      setHeroTitle(checkout, original);
      await page
        .getByRole('heading', { level: 1, name: HERO_SHOWN, exact: true })
        .waitFor({ timeout: REFRESH_LIMIT_MS });
      expect(await title.innerText()).toBe(HERO_SHOWN);
      expect(await markerNow()).toBe(marker);
      await expectCartCount(page, 1);
    },
    { baseUrl: () => running().url },
  );
});
