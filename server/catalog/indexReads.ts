// What a search reads of the words' index (search.ts), kept in the process for the catalog's version: each word's
// products, and what each typed word and vocabulary look-up came to. Shoppers typing ask for the same words again and
// again ("women" in "women s", "women sk", "women ski"), whose thousands of products and spellings are then read once.
// Bounded (the products' numbers held, the look-ups kept), the least used forgotten first, and all of it when the
// version moves on.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { Lru } from './lru';
import { productsWithWords, type WordsIn } from './search';

/** About 16 MB of products' numbers. */
const MAX_KEPT_KEYS = 4_000_000;
/** Typed words' matches and vocabulary look-ups, each a few words. */
const MAX_KEPT_LOOKUPS = 20_000;

/** The numbers of the products having each of `words` where asked (none for a word no product has). */
export type ReadPostings = (words: readonly string[], within: WordsIn) => Promise<Map<string, Int32Array>>;

/** The index's reads for one version of the catalog. */
export interface IndexReads {
  db: Kysely<DB>;
  postings: ReadPostings;
  /** What was worked out from the index under `key` in this version, if it is kept. */
  recall<T>(key: string): T | undefined;
  /** Keeps what was worked out under `key`, when this version is the one kept now. */
  remember(key: string, value: unknown): void;
}

export interface KeptIndexReads {
  reads(version: number): IndexReads;
  /** Forgets what was kept, for `version` from now on. */
  keep(version: number): void;
}

export function keptIndexReads(db: Kysely<DB>): KeptIndexReads {
  const postings = new Map<string, Int32Array>();
  const lookups = new Lru<string, unknown>(MAX_KEPT_LOOKUPS);
  let keys = 0;
  let keptVersion: number | undefined;

  function rememberPostings(name: string, found: Int32Array): void {
    const before = postings.get(name);
    if (before) keys -= before.length;
    postings.delete(name);
    postings.set(name, found);
    keys += found.length;
    for (const [oldest, value] of postings) {
      if (keys <= MAX_KEPT_KEYS) break;
      postings.delete(oldest);
      keys -= value.length;
    }
  }

  const readPostings =
    (version: number): ReadPostings =>
    async (words, within) => {
      const found = new Map<string, Int32Array>();
      const missing: string[] = [];
      for (const word of new Set(words)) {
        const name = `${within}:${word}`;
        const known = version === keptVersion ? postings.get(name) : undefined;
        if (known) {
          // Used again: the last to be forgotten.
          postings.delete(name);
          postings.set(name, known);
          found.set(word, known);
        } else missing.push(word);
      }
      if (missing.length === 0) return found;
      const read = new Map((await productsWithWords(db, missing, within)).map(({ word, keys }) => [word, keys]));
      for (const word of missing) {
        const keysOfWord = read.get(word) ?? new Int32Array(0);
        found.set(word, keysOfWord);
        if (version === keptVersion) rememberPostings(`${within}:${word}`, keysOfWord);
      }
      return found;
    };

  return {
    reads: (version) => ({
      db,
      postings: readPostings(version),
      recall: <T>(key: string) => (version === keptVersion ? (lookups.get(key) as T | undefined) : undefined),
      remember: (key, value) => {
        if (version === keptVersion) lookups.set(key, value);
      },
    }),
    keep(version) {
      if (version === keptVersion) return;
      postings.clear();
      lookups.clear();
      keys = 0;
      keptVersion = version;
    },
  };
}
