// The answer of GET /api/product/list, built once per catalog version and kept in memory ready to send:
// the JSON bytes, their gzip and brotli forms, and an ETag. Each process checks the catalog's version at most
// once per `recheckMs` (one indexed read), so a change made by any process shows within that time everywhere,
// and at once in the process that made it (it calls `invalidate`).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { catalogVersion, listProducts } from './catalog';

export interface ProductListBody {
  version: number;
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

async function build(db: Kysely<DB>, version: number): Promise<ProductListBody> {
  const json = Buffer.from(JSON.stringify({ success: true, products: await listProducts(db) }));
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
  return { version, etag, json, gzip: gzipped, br: brotlied };
}

export function createProductListCache(
  db: Kysely<DB>,
  { recheckMs, onStale }: { recheckMs: number; onStale?: (error: unknown) => void },
): ProductListCache {
  let cached: ProductListBody | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** Raised by `invalidate`, so a check that began before a change cannot vouch for the list after it. */
  let generation = 0;
  let refreshing: { generation: number; answer: Promise<ProductListBody> } | undefined;

  async function refresh(startedIn: number): Promise<ProductListBody> {
    try {
      const version = await catalogVersion(db);
      // Versions only rise; a slower, older check never replaces a newer list.
      if (!cached || version > cached.version) cached = await build(db, version);
      if (startedIn === generation) checkedAt = performance.now();
      return cached;
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
