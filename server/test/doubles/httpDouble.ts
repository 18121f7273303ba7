// A tiny HTTP server on a free loopback port, for standing in for a payment provider's API in tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Failure = 'none' | 'error500' | 'hang';

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
  close(): Promise<void>;
}

export type Handler = (exchange: Exchange) => { status: number; body: unknown };

export async function startHttpDouble(handle: Handler): Promise<HttpDouble> {
  const received: Exchange[] = [];
  let failure: Failure = 'none';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const exchange = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() };
      received.push(exchange);
      if (failure === 'hang') return;
      const { status, body } =
        failure === 'error500' ? { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } } : handle(exchange);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
