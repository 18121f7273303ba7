// GET /api/health: whether this process can serve, database included (as it always was, for monitors that use it).
// The two probes of an orchestrator or load balancer: /api/health/live (the process answers: restart it if not) and
// /api/health/ready (send it traffic: the database answers). Once the shop is stopping, Fastify answers every new
// request, these included, 503 while it ends what it is serving. The configuration's warnings (a payment sandbox, mail
// to files) are the operator's to read at start, in the log: a public answer would tell anyone how to pay with a click.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDatabase } from '../db/readiness';
import { UNAVAILABLE_RETRY_AFTER } from '../http/answers';

const probeAnswer = Type.Object({ success: Type.Boolean(), status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        operationId: 'healthLive',
        summary: 'Liveness: the process answers (nothing else is checked, so a database outage does not restart it)',
        response: { 200: probeAnswer },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ success: true, status: 'live' }),
  );
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'healthReady',
        summary: 'Readiness: the database is prepared and answers a query now',
        response: { 200: probeAnswer, 503: probeAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await checkDatabase(app.db, app.databaseReadiness);
        return reply.send({ success: true, status: 'ready' });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness probe: database unavailable');
        return reply
          .status(503)
          .header('retry-after', UNAVAILABLE_RETRY_AFTER)
          .send({ success: false, status: 'database unavailable' });
      }
    },
  );
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'health',
        summary: 'Liveness and database reachability',
        response: {
          200: Type.Object({ success: Type.Literal(true), database: Type.Literal('ok') }),
          503: Type.Object({
            success: Type.Literal(false),
            message: Type.String(),
            database: Type.Literal('unavailable'),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(app.db, app.databaseReadiness);
        return { success: true as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        // Load balancers and monitors that honour it ask again when the server itself tries the database again.
        return reply
          .status(503)
          .header('retry-after', UNAVAILABLE_RETRY_AFTER)
          .send({ success: false, message: 'The database is unavailable.', database: 'unavailable' });
      }
    },
  );
};
