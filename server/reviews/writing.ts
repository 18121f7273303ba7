// A buyer's review of a delivered order line, shown at once: once per line, at most REVIEW_LIMITS.reviewsPerDay a day
// per account, its title and text plain text kept as written (trimmed), its photo one the caller uploaded here. And a
// shopper's report of a review, once per shopper and review, at most REVIEW_LIMITS.reportsPerDay a day.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../errors';
import { isPlainLines } from '../schemas/text';
import type { FitAnswer, Language, Review } from '../../contract';
import type { Buyers, ReceivedLine } from './buyers';
import { withinDay } from './daily';
import { AlreadyReported, AlreadyReviewed, NotABuyer, NotPlainText, ReviewNotFound } from './errors';
import { lockReviewer } from './lock';
import { storedPhoto } from './photos';
import { reviewsChanged } from './productReviews';
import { toReview } from './records';

export interface NewReview {
  orderId: string;
  productId: string;
  size: string;
  stars: number;
  fit: FitAnswer;
  title?: string;
  text?: string;
  photo?: string;
}

export interface Reviewer {
  userId: string;
  /** The page's language, which the review is shown in. */
  language: Language;
}

/** Trimmed; null when nothing is left. */
const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The shopper's delivered lines, each with the id of their review of it (null: not reviewed yet). */
export async function reviewableLines(
  db: Kysely<DB>,
  buyers: Buyers,
  userId: string,
): Promise<Array<ReceivedLine & { reviewId: string | null }>> {
  const lines = await buyers.receivedLines(db, userId);
  if (lines.length === 0) return [];
  const reviews = await db
    .selectFrom('reviews')
    .select(['id', 'order_id', 'product_id', 'size'])
    .where('order_id', 'in', [...new Set(lines.map((line) => line.orderId))])
    .execute();
  const reviewed = new Map(reviews.map((row) => [JSON.stringify([row.order_id, row.product_id, row.size]), row.id]));
  return lines.map((line) => ({
    ...line,
    reviewId: reviewed.get(JSON.stringify([line.orderId, line.productId, line.size])) ?? null,
  }));
}

export async function addReview(
  db: Kysely<DB>,
  buyers: Buyers,
  reviewer: Reviewer,
  review: NewReview,
  imageBaseUrl: string,
): Promise<Review> {
  const { userId } = reviewer;
  const line = (await buyers.receivedLines(db, userId, review.orderId)).find(
    (received) => received.productId === review.productId && received.size === review.size,
  );
  if (!line) throw new NotABuyer();
  const text = trimmed(review.text);
  if (text !== null && !isPlainLines(text)) throw new NotPlainText('text');
  const photo = review.photo === undefined ? null : await storedPhoto(db, userId, review.photo, imageBaseUrl);
  const author = await buyers.firstName(db, userId);
  const row = {
    id: randomUUID(),
    user_id: userId,
    order_id: line.orderId,
    product_id: line.productId,
    size: line.size,
    stars: review.stars,
    fit: review.fit,
    title: trimmed(review.title),
    body: text,
    photo,
    language: reviewer.language,
    author,
    product_name: line.name,
    created_at: 0,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await lockReviewer(trx, userId);
      const existing = await trx
        .selectFrom('reviews')
        .select('id')
        .where('order_id', '=', row.order_id)
        .where('product_id', '=', row.product_id)
        .where('size', '=', row.size)
        .executeTakeFirst();
      if (existing) throw new AlreadyReviewed();
      const now = Date.now();
      await withinDay(trx, 'reviews', userId, now);
      row.created_at = now;
      await trx.insertInto('reviews').values(row).execute();
      await reviewsChanged(trx);
    });
  } catch (error) {
    // Another account's review of the line cannot be (the line is the caller's), so a unique key refusing the write is
    // the caller's own review, written by a request that took the lock first.
    if (isUniqueViolation(error)) throw new AlreadyReviewed();
    throw error;
  }
  return toReview({ ...row, hidden: 0, hidden_reason: null }, imageBaseUrl);
}

/** A shopper's report of a shown review, with their reason; once per shopper and review. */
export async function reportReview(db: Kysely<DB>, userId: string, reviewId: string, reason: string): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await lockReviewer(trx, userId);
      const review = await trx
        .selectFrom('reviews')
        .select('id')
        .where('id', '=', reviewId)
        .where('hidden', '=', 0)
        .executeTakeFirst();
      if (!review) throw new ReviewNotFound();
      const earlier = await trx
        .selectFrom('review_reports')
        .select('review_id')
        .where('review_id', '=', reviewId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (earlier) throw new AlreadyReported();
      const now = Date.now();
      await withinDay(trx, 'reports', userId, now);
      await trx
        .insertInto('review_reports')
        .values({ review_id: reviewId, user_id: userId, reason: reason.trim(), created_at: now })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyReported();
    throw error;
  }
}
