// GET /api/health: whether this process can serve, database included.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';

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
        if (!app.databaseReadiness.ready) throw new Error('the database is not prepared yet');
        await sql`select 1`.execute(app.db);
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
