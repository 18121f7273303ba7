// What a shopper's phone downloads on a cold visit (bytes on the wire, headers included, by resource type), and
// how often the storefront asks for the product list during a short journey between screens.
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';
import { formatCount, formatKb } from './stats';
import { table } from './report';
import { waitForAppOnLoads } from '../e2e/support/appReady';

export const TRANSFER_KINDS = ['document', 'script', 'stylesheet', 'image', 'font', 'fetch/xhr', 'other'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface ColdLoad {
  label: string;
  requests: number;
  bytes: Record<TransferKind, number>;
  total: number;
}

function kindOf(cdpType: string | undefined): TransferKind {
  switch (cdpType) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Image':
      return 'image';
    case 'Font':
      return 'font';
    case 'Fetch':
    case 'XHR':
      return 'fetch/xhr';
    default:
      return 'other';
  }
}

/** Loads `path` at a phone's viewport in a fresh context and adds up Chromium's encodedDataLength per type. */
export async function coldLoad(browser: Browser, baseUrl: string, label: string, path: string): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = waitForAppOnLoads(await context.newPage());
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string | undefined>();
    const sizes = new Map<string, number>();
    const apiRequests = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      types.set(event.requestId, event.type);
      if (new URL(event.request.url).pathname.startsWith('/api/')) apiRequests.add(event.requestId);
    });
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await cdp.send('Network.enable');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // The screen draws itself once its code and data are in; on a busy machine the network may rest before that,
    // so the load ends only when the screen shows its pictures and the network is quiet again.
    await page.waitForFunction(
      () =>
        document.querySelector('main img') !== null &&
        [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    );
    await page.waitForLoadState('networkidle');
    const bytes = Object.fromEntries(TRANSFER_KINDS.map((kind) => [kind, 0])) as Record<TransferKind, number>;
    for (const [id, size] of sizes) {
      // The product list is also announced with a preload (type Other); it is the page's data either way.
      const kind = apiRequests.has(id) ? 'fetch/xhr' : kindOf(types.get(id));
      bytes[kind] += size;
    }
    return { label, requests: sizes.size, bytes, total: [...sizes.values()].reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}

export function coldLoadTable(loads: readonly ColdLoad[]): string {
  const shown = TRANSFER_KINDS.filter((kind) =>
    kind !== 'stylesheet' && kind !== 'font' ? true : loads.some((load) => load.bytes[kind] > 0),
  );
  return table(
    ['page', 'requests', ...shown, 'total'],
    loads.map((load) => [
      load.label,
      formatCount(load.requests),
      ...shown.map((kind) => formatKb(load.bytes[kind])),
      `**${formatKb(load.total)}**`,
    ]),
  );
}

export interface JourneyCount {
  requests: number;
  statuses: string;
  steps: string;
}

const LIST_PATH = '/api/product/list';

/** Home, then the collection, a product and home again, each reached by clicking as a shopper does. */
export async function productListJourney(browser: Browser, baseUrl: string): Promise<JourneyCount> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = waitForAppOnLoads(await context.newPage());
    const statuses: number[] = [];
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LIST_PATH) requests += 1;
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === LIST_PATH) statuses.push(response.status());
    });
    const latest = page.getByRole('list', { name: 'latest collections' });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await latest.getByRole('link').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /collection/i })
      .click();
    const grid = page.getByRole('list', { name: 'Products' });
    await grid.getByRole('link').first().click();
    await page.getByRole('list', { name: 'Related products' }).getByRole('link').first().waitFor();
    await page.getByRole('link', { name: /home$/i }).first().click();
    await latest.getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    const byStatus = new Map<number, number>();
    for (const status of statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    return {
      requests,
      statuses: [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ') || 'none',
      steps: '/ → COLLECTION (click) → first product (click) → logo (click)',
    };
  } finally {
    await context.close();
  }
}
