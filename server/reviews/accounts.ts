// What becomes of an account's reviews when the account closes or changes hands, in the accounts wing's transaction.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { reviewsChanged } from './productReviews';

/**
 * A closed account's reviews go, with everything about them (reports, the operator's decisions), and so do the
 * reports it made and its photo uploads: a review is its writer's words, name and picture, which the shop has no
 * reason of its own to keep. The products' averages and counts change with them.
 */
export async function forgetReviews(trx: Transaction<DB>, userId: string): Promise<void> {
  const reviews = await trx.selectFrom('reviews').select('id').where('user_id', '=', userId).execute();
  const ids = reviews.map((review) => review.id);
  if (ids.length > 0) {
    await trx.deleteFrom('review_reports').where('review_id', 'in', ids).execute();
    await trx.deleteFrom('review_decisions').where('review_id', 'in', ids).execute();
    await trx.deleteFrom('reviews').where('id', 'in', ids).execute();
    await reviewsChanged(trx);
  }
  await trx.deleteFrom('review_reports').where('user_id', '=', userId).execute();
  await trx.deleteFrom('review_photos').where('user_id', '=', userId).execute();
}

/**
 * An unconfirmed account taken over by its e-mail's owner: what the earlier holder wrote and reported goes with their
 * orders to the internal holder (accounts/earlierHolder.ts), so the new owner neither sees nor answers for it.
 * Shoppers see the same reviews as before.
 */
export async function handReviewsOver(trx: Transaction<DB>, fromUserId: string, toUserId: string): Promise<void> {
  await trx.updateTable('reviews').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
  await trx.updateTable('review_reports').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
  await trx.updateTable('review_photos').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
}
