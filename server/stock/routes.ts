// The admin API's stock calls: every size's units (or the low ones), one product's units and ledger, and setting a
// size's units. Operators only (the admin role); the same as `npm run shop -- stock ...`.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_STOCK } from '../constants';
import { TOKEN_SECURITY } from '../schemas/security';
import { LedgerEntry, StockLevel } from './adminSchemas';
import { failures, Stock } from '../schemas/entities';
import { productStock, setStock, stockLevels, type EndedHolds } from './levels';

const security = TOKEN_SECURITY;
const tags = ['admin'];
// Query values arrive as text (the API does not coerce types), so numbers are checked as digits.
const digits = (description: string) => Type.Optional(Type.String({ pattern: '^[0-9]{1,7}$', description }));
const DEFAULT_LEDGER_LIMIT = 100;

/** `endedHolds`: the units of holds that ended, which a shopper can buy (app.ts gives the orders wing's). */
export const adminStockRoutes =
  (endedHolds: EndedHolds): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', app.authenticateAdmin);

    app.get(
      '/api/admin/stock',
      {
        schema: {
          tags,
          security,
          operationId: 'adminListStock',
          summary: "Every product's units per size, in list order; with low, only sizes at or under it",
          querystring: Type.Object({ low: digits('Only sizes with at most this many units, such as 5.') }),
          response: {
            200: Type.Object({ success: Type.Literal(true), stock: Type.Array(Type.Ref(StockLevel)) }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { low } = request.query;
        return {
          success: true as const,
          stock: await stockLevels(app.db, { low: low === undefined ? undefined : Number(low) }, endedHolds),
        };
      },
    );

    app.get(
      '/api/admin/stock/:productId',
      {
        schema: {
          tags,
          security,
          operationId: 'adminShowStock',
          summary: "One product's units per size and its stock ledger, newest first",
          params: Type.Object({ productId: Type.String({ maxLength: 80 }) }),
          querystring: Type.Object({ limit: digits(`How many ledger entries, ${DEFAULT_LEDGER_LIMIT} unless given.`) }),
          response: {
            200: Type.Object({ success: Type.Literal(true), stock: Stock, ledger: Type.Array(Type.Ref(LedgerEntry)) }),
            ...failures,
          },
        },
      },
      async (request) => {
        const limit =
          request.query.limit === undefined ? DEFAULT_LEDGER_LIMIT : Math.max(1, Number(request.query.limit));
        return { success: true as const, ...(await productStock(app.db, request.params.productId, limit, endedHolds)) };
      },
    );

    app.post(
      '/api/admin/stock',
      {
        schema: {
          tags,
          security,
          operationId: 'adminSetStock',
          summary: "Set a size's units (after a count or a delivery)",
          description:
            "The count replaces the units, whatever sold meanwhile; the change is written to the stock ledger with the admin's e-mail.",
          body: Type.Object(
            {
              productId: Type.String({ minLength: 1, maxLength: 80 }),
              size: Type.String({ minLength: 1, maxLength: 12 }),
              quantity: Type.Integer({ minimum: 0, maximum: MAX_STOCK }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              message: Type.String(),
              before: Type.Integer(),
              quantity: Type.Integer(),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const { productId, size, quantity } = request.body;
        const { before, after } = await setStock(app.db, { productId, size, quantity, by: request.userEmail });
        return {
          success: true as const,
          message: `${productId} in size ${size}: ${after} (was ${before}).`,
          before,
          quantity: after,
        };
      },
    );
  };
