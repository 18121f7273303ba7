// One error handler: every failure leaves as `{ success: false, message }` with a fitting status, the message in the
// caller's language when it is one a shopper can meet (server/messages), in English for a caller that names none.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FAILURE_STATUS_HEADER } from '../../contract';
import {
  Busy,
  DomainError,
  HttpError,
  InvalidInput,
  isDatabaseUnavailable,
  NotAllowed,
  NotAuthenticated,
  NotCompleted,
  NotFound,
  Refused,
  ServiceRefused,
  ServiceUnavailable,
  Throttled,
} from '../errors';
import { inCallersWords, sendUnavailable } from '../http/answers';
import type { MessageKey, ShopperMessage } from '../messages';
import { validationWords } from './validationWords';

/**
 * Callers that act on the status whatever FAILURE_STATUS says: operators' tools, and Stripe, which sends a webhook
 * event again only after a failure status.
 */
const KEEPS_FAILURE_STATUS = ['/api/admin/', '/api/order/stripe/webhook'];

/** Fastify's own request errors, reworded for the people who meet them. */
const FRAMEWORK_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.notJsonType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.lengthMismatch',
};

type DomainErrorKind = abstract new (...args: never[]) => DomainError;

/**
 * The rules' refusals as HTTP answers, by kind (each wing's errors.ts extends these); the message is the answer's,
 * word for word. A refusal that leaves the operator something to do is logged as an error.
 */
const DOMAIN_STATUSES: ReadonlyArray<[kind: DomainErrorKind, status: number]> = [
  [InvalidInput, 400],
  [NotAuthenticated, 401],
  [NotCompleted, 402],
  [NotAllowed, 403],
  [NotFound, 404],
  [Refused, 409],
  [Throttled, 429],
  [Busy, 503],
];

const statusOf = (error: DomainError) => DOMAIN_STATUSES.find(([kind]) => error instanceof kind)?.[1] ?? 400;

/** Fastify's own 4xx refusals by key; one it names no message for keeps its English. */
function messageFor(error: FastifyError): ShopperMessage | string {
  if (error.validation?.[0]) return validationWords(error.validation[0], error.validationContext);
  const framework = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (framework) return { key: framework };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return { key: 'request.notJson' };
  return error.message;
}

/** A refusal's `message`: a keyed one in the caller's language, any other in its English. */
const answerOf = (request: FastifyRequest, error: DomainError | HttpError) =>
  inCallersWords(request, error.shopperMessage ?? error.message);

/**
 * FAILURE_STATUS=200: the storefront calls' expected failures (4xx) answer 200 `{ success: false, message }`, as the
 * original server did, for clients that show `message` only from a 200. Done after serialization, which picks the
 * answer's schema by status (a 200 schema would drop the message). Unknown calls stay 404, server failures 5xx.
 */
function answerFailuresWith200(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || request.is404 || !request.url.startsWith('/api/')) return payload;
    if (KEEPS_FAILURE_STATUS.some((prefix) => request.url.startsWith(prefix))) return payload;
    reply.header(FAILURE_STATUS_HEADER, String(status)).code(200);
    return payload;
  });
}

/** The one error handler of the app (fastify-plugin: it applies to every route, whatever plugin registers it). */
export const errorsPlugin = fp(async (app: FastifyInstance) => registerErrorHandling(app), {
  name: 'errors',
  dependencies: ['config'],
});

function registerErrorHandling(app: FastifyInstance): void {
  if (app.config.failureStatus === '200') answerFailuresWith200(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      if (error.operatorMustAct) request.log.error({ err: error }, error.message);
      if (error instanceof Busy || error instanceof Throttled) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(statusOf(error)).send({ success: false, message: answerOf(request, error) });
    }
    if (error instanceof HttpError) {
      const { headers = {}, logAs } = error.options;
      if (logAs) request.log[logAs]({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .headers(headers)
        .send({ success: false, message: answerOf(request, error) });
    }
    if (error instanceof ServiceRefused) {
      // Our request or our keys are wrong for the service (a payment provider): the operator must look, the shopper
      // can only choose again.
      request.log.error({ err: error }, 'a service the shop calls refused the request');
      return reply.status(422).send({ success: false, message: inCallersWords(request, error.shopperWords) });
    }
    if (error instanceof ServiceUnavailable) {
      request.log.warn({ err: error }, 'a service the shop calls is unavailable');
      return reply.status(502).send({ success: false, message: inCallersWords(request, error.shopperWords) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: inCallersWords(request, messageFor(error)) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: inCallersWords(request, { key: 'shop.failed' }) });
  });
}
