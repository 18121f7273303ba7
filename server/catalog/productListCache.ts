// The answer of GET /api/product/list, built once per catalog version and stock mark and kept in memory ready to
// send: the JSON bytes, their gzip and brotli forms, and an ETag. Each process checks the catalog's version and the
// stock's mark at most once per `recheckMs` (two cheap reads), so a change made by any process shows within that
// time everywhere, and a catalog change at once in the process that made it (it calls `invalidate`). Sales change
// the stock all the time: they never invalidate the list themselves, so it is rebuilt at most once per `recheckMs`.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ProductFields } from '../schemas/entities';
import { catalogVersion, listProducts, withStock } from './productRecords';
import type { ProductShelves } from './productShelves';
import { withPictureUrls } from './pictureUrls';

export interface ProductListBody {
  version: number;
  /** The stock's mark when the list was read (the shelves' `mark`). */
  stockMark: string;
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface ProductListCache {
  /** The current answer; when the database cannot be read, the last one built, if any. */
  current(): Promise<ProductListBody>;
  /** Forgets the version check so the next call reads the catalog's version again. */
  invalidate(): void;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Brotli's best quality takes seconds on a catalog of megabytes; past this size a faster level is used. */
const BROTLI_BEST_QUALITY_UP_TO = 1024 * 1024;

/** The stock wing's shelves, as the list reads them. */
type ListShelves = Pick<ProductShelves, 'unitsByProduct' | 'mark'>;

async function build(
  db: Kysely<DB>,
  shelves: ListShelves,
  products: readonly ProductFields[],
  read: { version: number; stockMark: string },
): Promise<ProductListBody> {
  const stock = await shelves.unitsByProduct(db);
  const json = Buffer.from(JSON.stringify({ success: true, products: withStock(products, stock) }));
  const quality = json.length <= BROTLI_BEST_QUALITY_UP_TO ? zlib.constants.BROTLI_MAX_QUALITY : 6;
  // Compression runs on libuv's thread pool, so requests keep being served while a big catalog compresses.
  const [gzipped, brotlied] = await Promise.all([
    gzip(json, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  // The tag depends on the bytes only, so every process serving the same catalog answers the same tag.
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { ...read, etag, json, gzip: gzipped, br: brotlied };
}

export function createProductListCache(
  db: Kysely<DB>,
  {
    recheckMs,
    imageBaseUrl,
    shelves,
    onStale,
  }: { recheckMs: number; imageBaseUrl: string; shelves: ListShelves; onStale?: (error: unknown) => void },
): ProductListCache {
  let cached: ProductListBody | undefined;
  /** The products of the cached version, so a change of stock alone does not read them again. */
  let products: { version: number; list: ProductFields[] } | undefined;
  /** Refreshes in the order they started: one that read older stock never replaces a list built from newer. */
  let started = 0;
  let builtBy = 0;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** Raised by `invalidate`, so a check that began before a change cannot vouch for the list after it. */
  let generation = 0;
  let refreshing: { generation: number; answer: Promise<ProductListBody> } | undefined;

  async function refresh(startedIn: number): Promise<ProductListBody> {
    const order = ++started;
    try {
      const read = { version: await catalogVersion(db), stockMark: await shelves.mark(db) };
      let answer = cached;
      if (!answer || read.version !== answer.version || read.stockMark !== answer.stockMark) {
        if (products?.version !== read.version) {
          products = {
            version: read.version,
            list: (await listProducts(db)).map((product) => withPictureUrls(product, imageBaseUrl)),
          };
        }
        answer = await build(db, shelves, products.list, read);
        if (order > builtBy) [cached, builtBy] = [answer, order];
      }
      if (startedIn === generation) checkedAt = performance.now();
      return answer;
    } catch (error) {
      if (!cached) throw error;
      onStale?.(error);
      return cached;
    }
  }

  return {
    current() {
      if (cached && performance.now() - checkedAt < recheckMs) return Promise.resolve(cached);
      // Requests arriving during a check share it rather than each reading the catalog.
      if (refreshing?.generation !== generation) {
        const check = { generation, answer: refresh(generation) };
        refreshing = check;
        void check.answer
          .finally(() => {
            if (refreshing === check) refreshing = undefined;
          })
          .catch(() => undefined);
      }
      return refreshing.answer;
    },
    invalidate() {
      generation += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
