// The reviews wing's face: buyers' reviews of delivered order lines (writing.ts), their photos (photos.ts), what a
// product's shown reviews say (records.ts, summary.ts) and its detail answer carries (productReviews.ts, kept per
// process for the reviews' version), the operator's moderation (moderation.ts), and what an account's closing or
// handover does to them (accounts.ts). It asks the orders and accounts wings about buyers through the hook app.ts
// composes (buyers.ts). Other wings, plugins, the CLI and app.ts import this file only.
export { forgetReviews, handReviewsOver } from './accounts';
export { adminReviewRoutes } from './adminRoutes';
export type { Buyers, ReceivedLine } from './buyers';
export { createProductReviews, reviewsVersion, type ProductReviewsReader } from './productReviews';
export { reviewPhotoRoutes } from './photoRoutes';
export { reviewRoutes } from './routes';
export { reviewsAdminSchemas } from './schemas';
