// The operator's moderation: GET /api/admin/reviews (reported first) and POST /api/admin/reviews/{id}/visibility.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../schemas/security';
import { failures, literals, text } from '../schemas/entities';
import { REVIEW_LIMITS } from '../../contract';
import { listForOperator, MAX_LISTED_REVIEWS, REVIEW_FILTERS, setVisibility } from './moderation';
import { AdminReview } from './schemas';

const tags = ['admin'];
const security = TOKEN_SECURITY;

export const adminReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);
  const imageBaseUrl = app.config.imageBaseUrl;

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        security,
        operationId: 'adminListReviews',
        summary: 'Reviews with their reports: reported ones first (most reports first), then the newest',
        description:
          '`filter`: `reported` (reports not yet settled by a decision), `hidden`, or `all` (unless given). At most ' +
          `${MAX_LISTED_REVIEWS}.`,
        querystring: Type.Object({ filter: Type.Optional(literals(REVIEW_FILTERS)) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ success: Type.Literal(true), reviews: Type.Array(Type.Ref(AdminReview)) }),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      reviews: await listForOperator(app.db, request.query.filter ?? 'all', imageBaseUrl),
    }),
  );

  app.post(
    '/api/admin/reviews/:id/visibility',
    {
      schema: {
        tags,
        security,
        operationId: 'adminSetReviewVisibility',
        summary: 'Hide a review from shoppers, or show it again, with a reason',
        description:
          'Shoppers see the change in their next answer (the product page, its summary and JSON-LD, the list). The ' +
          'decision is recorded with the operator and settles the reports made so far. 404 for an unknown review.',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: Type.Object(
          {
            hidden: Type.Boolean(),
            reason: text(REVIEW_LIMITS.maxModerationReasonLength),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Literal(true), review: Type.Ref(AdminReview) }), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      review: await setVisibility(app.db, request.params.id, { ...request.body, by: request.userEmail }, imageBaseUrl),
    }),
  );
};
