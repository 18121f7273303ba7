// The size charts' and reviews' calls: the generated endpoints with the tags that keep the product page current (a
// review sent or reported renews the product's answers), and the review photo's upload, which sends the picture's
// own bytes, so it is written here.
import { reviewsGeneratedApi, type ListReviewableApiResponse } from './reviewsApi.generated';

export type { Review, ReviewSummary, SizeChart, SizeRow } from './reviewsApi.generated';
/** A delivered line of the shopper's, which they may review once (`reviewId` null until they have). */
export type ReviewableLine = ListReviewableApiResponse['lines'][number];

export const reviewsApi = reviewsGeneratedApi
  .enhanceEndpoints({
    endpoints: {
      getSizeChart: { providesTags: ['Products'] },
      listReviews: { providesTags: ['Products'] },
      listReviewable: { providesTags: ['Orders'] },
      // The product's summary and newest reviews (its detail answer) and the shopper's reviewable lines change.
      addReview: { invalidatesTags: ['Products', 'Orders'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      uploadReviewPhoto: build.mutation<{ success: true; photo: string }, { file: Blob }>({
        query: ({ file }) => ({
          url: '/api/product/reviews/photo',
          method: 'POST',
          headers: { 'content-type': file.type || 'application/octet-stream' },
          body: file,
        }),
      }),
    }),
  });

export const {
  useGetSizeChartQuery,
  useListReviewsQuery,
  useListReviewableQuery,
  useAddReviewMutation,
  useReportReviewMutation,
  useUploadReviewPhotoMutation,
} = reviewsApi;
