// The calls of the catalog-query section: a bounded mix of what a storefront asks of GET /api/product/query, detail and
// home, and a loop of concurrent clients over it timing each kind of call.
import { build, type Histogram } from 'hdr-histogram-js';
import { Pool } from 'undici';
import { cpuSeconds } from './load';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../contract';

export interface Call {
  kind: string;
  path: string;
}

/** How often each kind of call comes, out of 100. */
const WEIGHTS: Record<string, number> = {
  'first pages': 20,
  'category and type filters': 20,
  'search, 3 letters or more': 15,
  'search, 1 or 2 letters': 5,
  'price sorts': 10,
  'deep pages': 10,
  'product detail': 15,
  home: 5,
};
/** Searches for words of the demo catalog's names (each product's name ends "No. <n>"): common, rare and unique. */
const LONG_SEARCHES = [
  'shirt',
  'Cotton',
  'HOODIE',
  'jeans',
  'linen',
  'slim fit',
  'No. 4711',
  'no. 98765',
  'polo t-shirt',
];
const SHORT_SEARCHES = ['a', 'te', 'X', 'lo'];
const DEEP_PAGES = 30;
const PAGE_SIZE = 24;

const query = (params: Array<[string, string | number]>) =>
  `/api/product/query?${new URLSearchParams(params.map(([name, value]) => [name, String(value)])).toString()}`;
const pages = (count: number, params: Array<[string, string]> = []) =>
  Array.from({ length: count }, (_, index) => query([...params, ['page', index + 1]]));

/** Every distinct call of the mix, by kind; `productIds` are the products whose pages the mix asks for. */
export function catalogMix(total: number, productIds: readonly string[]): Record<string, string[]> {
  const [men, women, kids] = PRODUCT_CATEGORIES;
  const [topwear, bottomwear, winterwear, summerwear] = PRODUCT_TYPES;
  const filters: Array<Array<[string, string]>> = [
    [['category', men]],
    [['category', women]],
    [['category', kids]],
    [
      ['category', men],
      ['category', kids],
    ],
    [['type', topwear]],
    [
      ['type', winterwear],
      ['type', summerwear],
    ],
    [
      ['category', women],
      ['type', bottomwear],
    ],
    [
      ['category', kids],
      ['category', men],
      ['type', topwear],
      ['type', winterwear],
    ],
  ];
  const sorts = ['low-high', 'high-low'].flatMap((sort) =>
    [
      [],
      [['category', men]],
      [
        ['category', women],
        ['type', topwear],
      ],
    ].flatMap((params) => pages(3, [['sort', sort], ...(params as Array<[string, string]>)])),
  );
  const lastPage = Math.floor(total / PAGE_SIZE);
  const deep = Array.from({ length: DEEP_PAGES }, (_, index) =>
    query([
      ['page', Math.round(100 + ((lastPage - 100) * index) / (DEEP_PAGES - 1))],
      ['sort', index % 2 === 0 ? 'relevant' : 'low-high'],
    ]),
  );
  return {
    'first pages': pages(5),
    'category and type filters': filters.flatMap((params) => pages(3, params)),
    'search, 3 letters or more': LONG_SEARCHES.flatMap((q) => pages(2, [['q', q]])),
    'search, 1 or 2 letters': SHORT_SEARCHES.map((q) => query([['q', q]])),
    'price sorts': sorts,
    'deep pages': deep,
    'product detail': productIds.map((id) => `/api/product/detail/${id}`),
    home: ['/api/product/home'],
  };
}

/** One call of the mix at random, each kind as often as its weight says. */
export function pickCall(mix: Record<string, string[]>): Call {
  let roll = Math.random() * Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  const kind = Object.keys(WEIGHTS).find((name) => (roll -= WEIGHTS[name] ?? 0) < 0) ?? 'home';
  const paths = mix[kind] ?? [];
  return { kind, path: paths[Math.floor(Math.random() * paths.length)] ?? '/api/product/home' };
}

export interface MixResult {
  seconds: number;
  failures: number;
  /** Latency in microseconds per kind of call, and of all of them under "all calls". */
  latency: Map<string, Histogram>;
  serverCores: number;
}

const histogram = (): Histogram =>
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });

/** `clients` connections, each one call at a time, for `seconds` (0: a warm-up, not timed). */
export async function runMix(
  origin: string,
  next: () => Call,
  { clients, seconds, serverPid }: { clients: number; seconds: number; serverPid?: number },
): Promise<MixResult> {
  const pool = new Pool(origin, { connections: clients, pipelining: 1 });
  const result: MixResult = { seconds, failures: 0, latency: new Map([['all calls', histogram()]]), serverCores: 0 };
  const record = (kind: string, micros: number) => {
    for (const name of [kind, 'all calls'])
      (result.latency.get(name) ?? result.latency.set(name, histogram()).get(name))?.recordValue(micros);
  };
  const serverBefore = cpuSeconds(serverPid);
  const stopAt = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < stopAt) {
      const call = next();
      const started = performance.now();
      let status = 0;
      try {
        const answer = await pool.request({ method: 'GET', path: call.path });
        status = answer.statusCode;
        await answer.body.arrayBuffer();
      } catch {
        status = 0;
      }
      if (performance.now() > stopAt) break;
      record(call.kind, Math.max(1, Math.round((performance.now() - started) * 1000)));
      if (status !== 200) result.failures += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: clients }, client));
    result.serverCores = (cpuSeconds(serverPid) - serverBefore) / seconds;
    return result;
  } finally {
    await pool.close();
  }
}
