// Buyers' reviews: a product's shown reviews, paged (no sign-in); the signed-in shopper's delivered lines to review,
// writing a review and reporting another's (its photo's upload: photoRoutes.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pictureUrl, productOrNotFound, readQueryAs } from '../catalog';
import { languageOf, say } from '../messages';
import { TOKEN_SECURITY } from '../schemas/security';
import { failures, literals, text } from '../schemas/entities';
import { Review, ReviewSummary } from '../schemas/reviews';
import { PLAIN_TEXT } from '../schemas/text';
import { FIT_ANSWERS, REVIEW_LIMITS } from '../../contract';
import type { Buyers } from './buyers';
import { shownReviews, toReview } from './records';
import { addReview, reportReview, reviewableLines } from './writing';

const tags = ['reviews'];
const security = TOKEN_SECURITY;
const id = Type.String({ minLength: 1, maxLength: 100 });
const { defaultPageSize, maxPageSize, reviewsPerDay, reportsPerDay } = REVIEW_LIMITS;

const ListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: '1 for the newest.' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: maxPageSize,
        description: `Reviews a page, ${defaultPageSize} unless given.`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const reviewRoutes =
  (buyers: Buyers): FastifyPluginAsyncTypebox =>
  async (app) => {
    const imageBaseUrl = app.config.imageBaseUrl;
    const signedIn = app.authenticate;
    const writing = [app.authenticate, app.limitShopperWrites];

    app.get(
      '/api/product/reviews/:productId',
      {
        preValidation: readQueryAs(ListQuery),
        schema: {
          tags,
          operationId: 'listReviews',
          summary: "A product's shown reviews, newest first, a page at a time, with what they say together",
          description: 'Every language’s reviews, each in its own. 404 for a product the shop does not have.',
          params: Type.Object({ productId: id }),
          querystring: ListQuery,
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              summary: Type.Ref(ReviewSummary),
              reviews: Type.Array(Type.Ref(Review)),
              total: Type.Integer({ minimum: 0, description: 'Shown reviews of the product, on every page.' }),
              page: Type.Integer(),
              limit: Type.Integer(),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { productId } = request.params;
        const { page = 1, limit = defaultPageSize } = request.query;
        await productOrNotFound(app.db, productId);
        // The summary as the product's detail answer carries it: kept per process for the reviews' version.
        const [{ summary }, rows] = await Promise.all([
          app.productReviews.of(productId),
          shownReviews(app.db, productId, { offset: (page - 1) * limit, limit }),
        ]);
        const reviews = rows.map((row) => toReview(row, imageBaseUrl));
        return { success: true as const, summary, reviews, total: summary.count, page, limit };
      },
    );

    app.get(
      '/api/user/reviewable',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'listReviewable',
          summary: "The caller's delivered order lines, one per order, product and size, each with its review if any",
          description: 'Newest delivery first. `name` is in the request’s language where the order has it.',
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              lines: Type.Array(
                Type.Object(
                  {
                    orderId: Type.String(),
                    productId: Type.String(),
                    size: Type.String(),
                    name: Type.String(),
                    image: Type.Union([Type.String(), Type.Null()]),
                    reviewId: Type.Union([Type.String(), Type.Null()], { description: 'Null: not reviewed yet.' }),
                  },
                  { additionalProperties: false },
                ),
              ),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const hindi = languageOf(request) === 'hi';
        const lines = await reviewableLines(app.db, buyers, request.userId);
        return {
          success: true as const,
          lines: lines.map((line) => ({
            orderId: line.orderId,
            productId: line.productId,
            size: line.size,
            name: (hindi ? line.nameHi : null) ?? line.name,
            image: line.image === null ? null : pictureUrl(line.image, imageBaseUrl),
            reviewId: line.reviewId,
          })),
        };
      },
    );

    app.post(
      '/api/product/reviews',
      {
        onRequest: writing,
        schema: {
          tags,
          security,
          operationId: 'addReview',
          summary: 'Review a delivered order line: stars, fit, and an optional title, text and photo; shown at once',
          description:
            "Only a line of the caller's own order that the shop delivered (403 otherwise); once per line (409). Title " +
            'and text are plain text, kept as written (trimmed), never read as markup. The photo is a URL this shop’s ' +
            `review-photo upload gave the caller (400 otherwise). The review is in the request’s language. At most ` +
            `${reviewsPerDay} reviews a day per account (429 with Retry-After).`,
          body: Type.Object(
            {
              orderId: id,
              productId: id,
              size: Type.String({ minLength: 1, maxLength: 20 }),
              stars: Type.Integer({ minimum: 1, maximum: 5 }),
              fit: literals(FIT_ANSWERS),
              title: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.maxTitleLength, format: PLAIN_TEXT })),
              text: Type.Optional(
                Type.String({ maxLength: REVIEW_LIMITS.maxTextLength, description: 'Line breaks are kept.' }),
              ),
              photo: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ success: Type.Literal(true), review: Type.Ref(Review) }), ...failures },
        },
      },
      async (request) => {
        const reviewer = { userId: request.userId, language: languageOf(request) };
        const review = await addReview(app.db, buyers, reviewer, request.body, imageBaseUrl);
        return { success: true as const, review };
      },
    );

    app.post(
      '/api/product/reviews/:id/report',
      {
        onRequest: writing,
        schema: {
          tags,
          security,
          operationId: 'reportReview',
          summary: 'Report a review to the shop, with a reason; once per shopper and review',
          description:
            `A review the shop does not show: 404; reported already: 409. At most ${reportsPerDay} reports a day per ` +
            'account (429 with Retry-After).',
          params: Type.Object({ id }),
          body: Type.Object(
            {
              reason: text(REVIEW_LIMITS.maxReportReasonLength),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String() }), ...failures },
        },
      },
      async (request) => {
        await reportReview(app.db, request.userId, request.params.id, request.body.reason);
        return { success: true as const, message: say({ key: 'reviews.reported' }, languageOf(request)) };
      },
    );
  };
