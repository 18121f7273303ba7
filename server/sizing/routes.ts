// Size charts: GET /api/product/size-chart/{productId} for the product page (no sign-in), and the operator's calls:
// every type's chart, a type's chart set, a product's own chart set or taken away.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../schemas/security';
import { failures, literals } from '../schemas/entities';
import { SizeChart } from '../schemas/reviews';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, SIZE_CHART_LIMITS } from '../../contract';
import { chartOfProduct, setProductChart, setTypeChart, typeCharts } from './charts';

const productId = Type.String({ minLength: 1, maxLength: 100 });
const Chart = Type.Ref(SizeChart);
const RULES =
  `Sizes are different from each other (compared trimmed, in any case), every measure more than 0 and less than ` +
  `${SIZE_CHART_LIMITS.maxMeasureCm} cm, at most ${SIZE_CHART_LIMITS.maxRows} rows and ` +
  `${SIZE_CHART_LIMITS.maxHowToLines} lines of how to measure of at most ${SIZE_CHART_LIMITS.maxHowToLineLength} ` +
  'characters; anything else is 400.';

export const sizeChartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/product/size-chart/:productId',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'getSizeChart',
        summary: "A product's size chart: its own, else its type's, else none",
        description: '`source` says whose chart it is. 404 for a product the shop does not have.',
        params: Type.Object({ productId }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            chart: Type.Union([Chart, Type.Null()]),
            source: Type.Union([literals(['product', 'type'] as const), Type.Null()]),
          }),
          ...failures,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await chartOfProduct(app.db, request.params.productId)) }),
  );
};

export const adminSizeChartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);
  const tags = ['admin'];
  const security = TOKEN_SECURITY;

  app.get(
    '/api/admin/size-charts',
    {
      schema: {
        tags,
        security,
        operationId: 'adminListSizeCharts',
        summary: "Every product type's size chart",
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            charts: Type.Array(
              Type.Object(
                { category: Type.String(), type: Type.String(), chart: Chart },
                { additionalProperties: false },
              ),
            ),
          }),
          ...failures,
        },
      },
    },
    async () => ({ success: true as const, charts: await typeCharts(app.db) }),
  );

  app.put(
    '/api/admin/size-charts/:category/:type',
    {
      schema: {
        tags,
        security,
        operationId: 'adminSetSizeChart',
        summary: "Set a product type's size chart (category and type, as products carry them)",
        description: `Every product of the type without a chart of its own shows it. ${RULES}`,
        params: Type.Object({ category: literals(PRODUCT_CATEGORIES), type: literals(PRODUCT_TYPES) }),
        body: Chart,
        response: { 200: Type.Object({ success: Type.Literal(true), chart: Chart }), ...failures },
      },
    },
    async (request) => {
      const { category, type } = request.params;
      const chart = await setTypeChart(app.db, category, type, request.body, request.userEmail);
      return { success: true as const, chart };
    },
  );

  app.put(
    '/api/admin/products/:id/size-chart',
    {
      schema: {
        tags,
        security,
        operationId: 'adminSetProductSizeChart',
        summary: "Give a product a size chart of its own in place of its type's, or (null) take it away",
        description: `404 for a product the shop does not have. ${RULES}`,
        params: Type.Object({ id: productId }),
        body: Type.Object({ chart: Type.Union([Chart, Type.Null()]) }, { additionalProperties: false }),
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...failures },
      },
    },
    async (request) => {
      await setProductChart(app.db, request.params.id, request.body.chart, request.userEmail);
      return { success: true as const };
    },
  );
};
