// The reviews feature's public face: the calls of size charts and reviews, and the pieces the product page (browse)
// draws: "Size chart" (its dialog a chunk of its own, fetched when first opened) and the reviews (summary, list, the
// form for a buyer), a chunk of its own the product page's server render and hydration wait for; the order page
// reads the reviewable lines.
import { lazyWithMessages } from '../../shared/i18n';

// Its words are beyond the first screens' (catalogs.ts FIRST_MESSAGES): they come with its code.
export const ReviewsSection = lazyWithMessages(
  () => import(/* webpackChunkName: "reviews" */ './components/ReviewsSection'),
);
export { SizeChartButton } from './components/SizeChartButton';
export { reviewsApi, useListReviewableQuery, type Review, type ReviewableLine, type ReviewSummary } from './reviewsApi';
