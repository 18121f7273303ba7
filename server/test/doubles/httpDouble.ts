// A tiny HTTP server on a free loopback port, for standing in for a payment provider's API in tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Failure = 'none' | 'error400' | 'error401' | 'error500' | 'hang';

/**
 * What a provider says when it fails, in Stripe's shape (error.type, error.message) and Razorpay's (error.code,
 * error.description) at once; its words name a key, which must never reach a shopper.
 */
export const PROVIDER_WORDS = 'Provider internals: key sk_test_double / rzp_test_double was refused';
const FAILURES: Record<Exclude<Failure, 'none' | 'hang'>, { status: number; type: string; code: string }> = {
  error400: { status: 400, type: 'invalid_request_error', code: 'BAD_REQUEST_ERROR' },
  error401: { status: 401, type: 'invalid_request_error', code: 'BAD_REQUEST_ERROR' },
  error500: { status: 500, type: 'api_error', code: 'SERVER_ERROR' },
};

export interface Exchange {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpDouble {
  url: string;
  /** Every request received, oldest first. */
  received: Exchange[];
  failWith(failure: Failure): void;
  /** Every answer from now on is sent `ms` after the request was handled (a provider that answers slowly); 0: at once. */
  answerAfter(ms: number): void;
  close(): Promise<void>;
}

/** The answer to a request; null answers nothing (the request hangs, as one whose answer is lost on the way). */
export type Handler = (exchange: Exchange) => { status: number; body: unknown } | null;

export async function startHttpDouble(handle: Handler): Promise<HttpDouble> {
  const received: Exchange[] = [];
  let failure: Failure = 'none';
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const exchange = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(exchange);
      if (failure === 'hang') return;
      const failed = failure === 'none' ? undefined : FAILURES[failure];
      const answer = failed
        ? {
            status: failed.status,
            body: {
              error: { type: failed.type, message: PROVIDER_WORDS, code: failed.code, description: PROVIDER_WORDS },
            },
          }
        : handle(exchange);
      if (!answer) return;
      const { status, body } = answer;
      const send = () => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failWith: (next) => {
      failure = next;
    },
    answerAfter: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
