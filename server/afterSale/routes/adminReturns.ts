// The admin API's returns queue: GET /api/admin/returns, GET /api/admin/returns/:id, POST /api/admin/returns/:id/step.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RETURN_STATES, RETURN_STEPS } from '../../../contract';
import { TOKEN_SECURITY } from '../../schemas/security';
import { DEFAULT_LIMIT, limit } from '../../schemas/admin';
import { failures } from '../../schemas/entities';
import { AdminReturn } from '../../orders';
import { OrderNotFound } from '../../orders';
import { findReturn, returnsQueue } from '../returnsQueue';
import { moveReturn } from '../returnSteps';

const security = TOKEN_SECURITY;
const tags = ['admin'];
const state = Type.Union(RETURN_STATES.map((name) => Type.Literal(name)));
const steps = Object.entries(RETURN_STEPS)
  .filter(([, next]) => next.length > 0)
  .map(([from, next]) => `${from} → ${next.join(' or ')}`)
  .join('; ');

export const adminReturnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);

  app.get(
    '/api/admin/returns',
    {
      schema: {
        tags,
        security,
        operationId: 'adminListReturns',
        summary: 'Return and exchange requests, oldest first (the longest waiting on top)',
        querystring: Type.Object({ state: Type.Optional(state), limit }, { additionalProperties: false }),
        response: {
          200: Type.Object({ success: Type.Literal(true), returns: Type.Array(Type.Ref(AdminReturn)) }),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      returns: await returnsQueue(app.db, {
        state: request.query.state,
        limit: request.query.limit === undefined ? DEFAULT_LIMIT : Number(request.query.limit),
      }),
    }),
  );

  app.get(
    '/api/admin/returns/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'adminGetReturn',
        summary: 'One return or exchange request with its pieces and every step',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
        response: { 200: Type.Object({ success: Type.Literal(true), request: Type.Ref(AdminReturn) }), ...failures },
      },
    },
    async (request) => {
      const found = await findReturn(app.db, request.params.id);
      if (!found) throw new OrderNotFound(`There is no return ${request.params.id}.`);
      return { success: true as const, request: found };
    },
  );

  app.post(
    '/api/admin/returns/:id/step',
    {
      schema: {
        tags,
        security,
        operationId: 'adminMoveReturn',
        summary: 'Move a return or exchange request one step',
        description:
          `The steps: ${steps}. received puts the pieces back in stock but for damagedUnits; refunded sends an online ` +
          'payment’s refund through the provider, adds store credit, or (bank) records payoutReference; exchanged ' +
          'makes the new size’s order (amount 0); rejected needs a note and gives the pieces (and an exchange’s ' +
          'reserved size) back. Any other move: 409.',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
        body: Type.Object(
          {
            to: state,
            from: Type.Optional(state),
            note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
            damagedUnits: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 200 })),
            payoutReference: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), request: Type.Ref(AdminReturn) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const found = await findReturn(app.db, request.params.id);
      if (!found) throw new OrderNotFound(`There is no return ${request.params.id}.`);
      await moveReturn(
        app.db,
        app.payments,
        { requestId: found.id, by: request.userEmail, ...request.body },
        app.config.publicUrl,
      );
      app.mail.wake();
      const moved = await findReturn(app.db, found.id);
      if (!moved) throw new OrderNotFound(`There is no return ${found.id}.`);
      return {
        success: true as const,
        message: `Return ${moved.id.slice(0, 8)} is now ${moved.state}.`,
        request: moved,
      };
    },
  );
};
