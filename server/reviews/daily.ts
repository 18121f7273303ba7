// "At most so many a day": the last 24 hours of an account's reviews, reports or photo uploads, counted under the
// account's lock, with the wait until the oldest of them is a day old.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { REVIEW_LIMITS } from '../../contract';
import { DailyLimitReached } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What each limit counts (the account's rows in its table) and says. */
const DAILY_LIMITS = {
  reviews: { max: REVIEW_LIMITS.reviewsPerDay, key: 'reviews.tooManyReviews' },
  reports: { max: REVIEW_LIMITS.reportsPerDay, key: 'reviews.tooManyReports' },
  photos: { max: REVIEW_LIMITS.photosPerDay, key: 'reviews.tooManyPhotos' },
} as const;

/** Refuses one more of the account's reviews, reports or photos when the last day's reach the limit (under its lock). */
export async function withinDay(db: Kysely<DB>, limit: keyof typeof DAILY_LIMITS, userId: string, now: number) {
  const { max, key } = DAILY_LIMITS[limit];
  const rows = await db
    .selectFrom(limit === 'reviews' ? 'reviews' : limit === 'reports' ? 'review_reports' : 'review_photos')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', now - DAY_MS)
    .orderBy('created_at')
    .execute();
  const times = rows.map((row) => Number(row.created_at));
  if (times.length < max) return;
  // The next one may come once as many fewer are within the day: when the oldest of the last `max` is a day old.
  const oldest = times[times.length - max] ?? now;
  throw new DailyLimitReached(key, max, Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000)));
}
