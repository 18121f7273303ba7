// How the server writes its log: JSON lines for machines (stdout not a terminal, or LOG_FORMAT=json), or one short,
// readable line per request on a terminal, quiet about the ordinary successful page, picture and catalog requests.
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { loggedUrl } from './loggedUrl';

const REDACTED = ['req.headers.token', 'req.headers.authorization'];

/** Fastify's own account of a request, with its address as the log may hold it (no reset or confirmation token). */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * What browsers and load balancers ask for all the time (pages, pictures, scripts, the catalog, health): logged at
 * debug when it succeeds, so a terminal stays readable. Every other API call is logged at info.
 */
export const isRoutine = (method: string, path: string, status: number) =>
  method === 'GET' &&
  status < 400 &&
  (!path.startsWith('/api/') || ['/api/product/list', '/api/health'].includes(path));

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false };
  if (config.logFormat === 'json') return { logger: { level: config.logLevel, redact: REDACTED, serializers } };
  // Synchronous, so the start-up banner and the log lines come out in the order they were written.
  const stream = pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true });
  return {
    logger: { level: config.logLevel, redact: REDACTED, serializers, stream },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** On a terminal: one line per request (method, path, status, time) instead of Fastify's two JSON lines. */
export function registerRequestLog(app: FastifyInstance, config: Pick<Config, 'logLevel' | 'logFormat'>): void {
  if (config.logLevel === 'silent' || config.logFormat === 'json') return;
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const routine = isRoutine(request.method, path, reply.statusCode);
    const line = `${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else if (routine) request.log.debug(line);
    else request.log.info(line);
  });
}
