// GET /api/health: whether this process can serve, database included.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDatabase } from '../db/readiness';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'health',
        summary: 'Liveness and database reachability',
        response: {
          200: Type.Object({ success: Type.Literal(true), database: Type.Literal('ok') }),
          503: Type.Object({ success: Type.Literal(false), message: Type.String(), database: Type.Literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(app.db, app.databaseReadiness);
        return { success: true as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .send({ success: false, message: 'The database is unavailable.', database: 'unavailable' });
      }
    },
  );
};
