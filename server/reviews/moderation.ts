// The operator's side: reviews with what shoppers reported of them, reported first, and hiding or showing one with a
// reason. Each decision is kept (review_decisions) and settles the reports made before it: a review shown again after
// its reports were read is no longer "reported" until someone reports it again.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findProducts } from '../catalog';
import type { Review } from '../../contract';
import { ReviewNotFound } from './errors';
import { reviewsChanged } from './productReviews';
import { toReview, type ReviewRow } from './records';

/** Most reviews the operator's list answers. */
export const MAX_LISTED_REVIEWS = 1000;

export const REVIEW_FILTERS = ['reported', 'hidden', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export type AdminReview = Review & {
  hidden: boolean;
  hiddenReason: string | null;
  reports: number;
  productName: string;
};

/** The reports waiting for the operator, by review. */
async function openReports(db: Kysely<DB>, reviewIds?: readonly string[]): Promise<Map<string, number>> {
  if (reviewIds?.length === 0) return new Map();
  let query = db
    .selectFrom('review_reports')
    .select('review_id')
    .select((eb) => eb.fn.countAll<number | string>().as('reports'))
    .where('settled_at', 'is', null);
  if (reviewIds) query = query.where('review_id', 'in', [...reviewIds]);
  const rows = await query.groupBy('review_id').execute();
  return new Map(rows.map((row) => [row.review_id, Number(row.reports)]));
}

async function asAdminReviews(db: Kysely<DB>, rows: readonly ReviewRow[], imageBaseUrl: string) {
  const reports = await openReports(
    db,
    rows.map((row) => row.id),
  );
  const products = await findProducts(db, [...new Set(rows.map((row) => row.product_id))]);
  return rows.map((row): AdminReview => ({
    ...toReview(row, imageBaseUrl),
    hidden: row.hidden === 1,
    hiddenReason: row.hidden_reason,
    reports: reports.get(row.id) ?? 0,
    productName: products.get(row.product_id)?.name ?? row.product_name,
  }));
}

/** Reported reviews first (most reports first, then the newest), then the newest others, at most MAX_LISTED_REVIEWS. */
export async function listForOperator(
  db: Kysely<DB>,
  filter: ReviewFilter,
  imageBaseUrl: string,
): Promise<AdminReview[]> {
  const reported = await openReports(db);
  const reportedIds = [...reported.keys()];
  const matching = () => {
    const query = db.selectFrom('reviews').selectAll();
    return filter === 'hidden' ? query.where('hidden', '=', 1) : query;
  };
  const reportedRows = reportedIds.length === 0 ? [] : await matching().where('id', 'in', reportedIds).execute();
  reportedRows.sort(
    (a, b) =>
      (reported.get(b.id) ?? 0) - (reported.get(a.id) ?? 0) ||
      Number(b.created_at) - Number(a.created_at) ||
      b.id.localeCompare(a.id),
  );
  const others =
    filter === 'reported'
      ? []
      : await matching()
          .$if(reportedIds.length > 0, (query) => query.where('id', 'not in', reportedIds))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(MAX_LISTED_REVIEWS)
          .execute();
  return asAdminReviews(db, [...reportedRows, ...others].slice(0, MAX_LISTED_REVIEWS), imageBaseUrl);
}

/** Hides or shows a review with the operator's reason; settles its reports. Shoppers see the change at once. */
export async function setVisibility(
  db: Kysely<DB>,
  reviewId: string,
  decision: { hidden: boolean; reason: string; by: string },
  imageBaseUrl: string,
): Promise<AdminReview> {
  const reason = decision.reason.trim();
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const changed = await trx
      .updateTable('reviews')
      .set({ hidden: decision.hidden ? 1 : 0, hidden_reason: decision.hidden ? reason : null })
      .where('id', '=', reviewId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new ReviewNotFound();
    await trx
      .insertInto('review_decisions')
      .values({
        id: randomUUID(),
        review_id: reviewId,
        hidden: decision.hidden ? 1 : 0,
        reason,
        decided_by: decision.by,
        decided_at: now,
      })
      .execute();
    await trx
      .updateTable('review_reports')
      .set({ settled_at: now })
      .where('review_id', '=', reviewId)
      .where('settled_at', 'is', null)
      .execute();
    await reviewsChanged(trx);
  });
  const row = await db.selectFrom('reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
  const [review] = await asAdminReviews(db, [row], imageBaseUrl);
  return review as AdminReview;
}
