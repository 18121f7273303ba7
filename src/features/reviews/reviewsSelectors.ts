// Views of the shopper's reviewable lines (GET /api/user/reviewable) as the cache holds them: the line a product's
// page offers to review. Tested without a screen. Used by the feature's own form only, not exported from its face:
// the face is in every first download (the store takes its calls), its selectors would be too.
import type { RootState } from '../../app/store';
import { selectIsLoggedIn } from '../auth';
import { reviewsApi, type ReviewableLine } from './reviewsApi';

const NO_LINES: readonly ReviewableLine[] = [];

const selectReviewable = reviewsApi.endpoints.listReviewable.select();

/** Every delivered line of the shopper's, reviewed or not, as last answered; none before the answer. */
export const selectReviewableLines = (state: RootState): readonly ReviewableLine[] =>
  selectReviewable(state).data?.lines ?? NO_LINES;

/**
 * The signed-in shopper's delivered line of `productId` not reviewed yet, which a product's page offers to review: the
 * line of the order a link named (`?review=<orderId>`) first, else the first; none for a visitor.
 */
export function selectLineToReview(
  state: RootState,
  productId: string,
  namedOrderId: string | null,
): ReviewableLine | undefined {
  if (!selectIsLoggedIn(state)) return undefined;
  const open = selectReviewableLines(state).filter((line) => line.productId === productId && line.reviewId === null);
  return open.find((line) => line.orderId === namedOrderId) ?? open[0];
}
