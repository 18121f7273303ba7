// GET /api/health: whether this process can serve, database included.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDatabase } from '../db/readiness';
import { UNAVAILABLE_RETRY_AFTER } from './errors';

const warnings = Type.Array(Type.String(), {
  description: 'Settings that work but need the operator to know of them; logged at start too.',
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { warnings: said } = app.config;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'health',
        summary:
          'Liveness and database reachability, and what the operator should know (such as the payment sandbox in use)',
        response: {
          200: Type.Object({ success: Type.Literal(true), database: Type.Literal('ok'), warnings }),
          503: Type.Object({
            success: Type.Literal(false),
            message: Type.String(),
            database: Type.Literal('unavailable'),
            warnings,
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(app.db, app.databaseReadiness);
        return { success: true as const, database: 'ok' as const, warnings: said };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        // Load balancers and monitors that honour it ask again when the server itself tries the database again.
        return reply
          .status(503)
          .header('retry-after', UNAVAILABLE_RETRY_AFTER)
          .send({ success: false, message: 'The database is unavailable.', database: 'unavailable', warnings: said });
      }
    },
  );
};
