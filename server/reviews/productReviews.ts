// What a product's detail answer carries of its reviews (the summary and the newest shown), kept per product in each
// process for the reviews' version: one counter that every change of what shoppers see raises in the transaction
// that makes it (a review added, hidden or shown, an account's reviews gone with it). Each answer reads the counter
// first, one statement, and a process whose kept answers are older forgets them all: a change shows in the next
// answer of every process.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { REVIEW_LIMITS, type Review, type ReviewSummary } from '../../contract';
import { shownReviews, summaryOf, toReview } from './records';

/** Products whose answers one process keeps; the least recently asked for are forgotten first. */
const MAX_KEPT_PRODUCTS = 2000;

export interface ProductReviews {
  summary: ReviewSummary;
  latest: Review[];
}

export interface ProductReviewsReader {
  /** The product's reviews as its detail answer carries them (an unknown product: no reviews). */
  of(productId: string): Promise<ProductReviews>;
}

/** The reviews' version now. */
export async function reviewsVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('review_version').select('value').where('name', '=', 'reviews').executeTakeFirst();
  if (!row) throw new Error('The reviews have no version: the database is not migrated.');
  return Number(row.value);
}

/** Raises the version, in the transaction of the change that shoppers will see. */
export async function reviewsChanged(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('review_version')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'reviews')
    .execute();
}

export function createProductReviews(db: Kysely<DB>, imageBaseUrl: string): ProductReviewsReader {
  let keptVersion = -1;
  const kept = new Map<string, Promise<ProductReviews>>();

  const load = async (productId: string): Promise<ProductReviews> => {
    const [summary, latest] = await Promise.all([
      summaryOf(db, productId),
      shownReviews(db, productId, { offset: 0, limit: REVIEW_LIMITS.latestOnProductPage }),
    ]);
    return { summary, latest: latest.map((row) => toReview(row, imageBaseUrl)) };
  };

  return {
    async of(productId) {
      const version = await reviewsVersion(db);
      if (version !== keptVersion) {
        // A call that read an older version than the one kept now answers for itself.
        if (version < keptVersion) return load(productId);
        kept.clear();
        keptVersion = version;
      }
      const known = kept.get(productId);
      if (known) {
        kept.delete(productId);
        kept.set(productId, known);
        return known;
      }
      const loading = load(productId);
      kept.set(productId, loading);
      loading.catch(() => {
        if (kept.get(productId) === loading) kept.delete(productId);
      });
      if (kept.size > MAX_KEPT_PRODUCTS) kept.delete(kept.keys().next().value as string);
      return loading;
    },
  };
}
