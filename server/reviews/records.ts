// Reviews as shoppers read them: a row in the contract's shape, a product's shown reviews newest first, and what
// they say together. Hidden reviews are in none of these answers.
import type { Kysely, Selectable } from 'kysely';
import type { DB, ReviewsTable } from '../db/schema';
import { pictureUrl } from '../catalog';
import type { Review, ReviewSummary } from '../../contract';
import { summarize } from './summary';

export type ReviewRow = Selectable<ReviewsTable>;

export function toReview(row: ReviewRow, imageBaseUrl: string): Review {
  return {
    id: row.id,
    productId: row.product_id,
    stars: row.stars as Review['stars'],
    fit: row.fit,
    size: row.size,
    title: row.title,
    text: row.body,
    photo: row.photo === null ? null : pictureUrl(row.photo, imageBaseUrl),
    language: row.language,
    author: row.author,
    createdAt: Number(row.created_at),
    verified: true,
  };
}

/** The product's shown reviews from `offset`, newest first (the same time: by id). */
export async function shownReviews(
  db: Kysely<DB>,
  productId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('product_id', '=', productId)
    .where('hidden', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** What the product's shown reviews say together, in every language. */
export async function summaryOf(db: Kysely<DB>, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom('reviews')
    .select(['stars', 'fit'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('product_id', '=', productId)
    .where('hidden', '=', 0)
    .groupBy(['stars', 'fit'])
    .execute();
  return summarize(rows.map((row) => ({ stars: row.stars, fit: row.fit, count: Number(row.count) })));
}
