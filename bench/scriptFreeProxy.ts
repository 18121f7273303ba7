// The shop without its scripts: a bare node:http proxy in front of a shop that passes every request and answer through
// as it is, except that it takes the scripts out of HTML pages and the script preloads out of Link headers
// (bench/withoutScripts.ts). A page comes back compressed as the shop sent it (the same encoding, at the shop's
// levels), so it travels as many bytes as the page with its scripts would, less theirs.
// Run as its own process: `node --import tsx bench/scriptFreeProxy.ts <shop url> <port>`.
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import zlib from 'node:zlib';
import { htmlWithoutScripts, linkHeaderWithoutScripts } from './withoutScripts';

const [shopUrl, port] = process.argv.slice(2);
if (!shopUrl || !port) throw new Error('usage: scriptFreeProxy.ts <shop url> <port>');
const shop = new URL(shopUrl);
const agent = new Agent({ keepAlive: true });

/** Headers about one connection, which the proxy's own connections set for themselves. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding'];

const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  identity: { decode: (body) => body, encode: (body) => body },
  // The shop compresses its pages with brotli's default (best) quality and gzip's best level.
  br: { decode: (body) => zlib.brotliDecompressSync(body), encode: (body) => zlib.brotliCompressSync(body) },
  gzip: {
    decode: (body) => zlib.gunzipSync(body),
    encode: (body) => zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
};

function passedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const passed = { ...headers };
  for (const name of HOP_HEADERS) delete passed[name];
  const link = typeof passed.link === 'string' ? linkHeaderWithoutScripts(passed.link) : undefined;
  if (link === undefined) delete passed.link;
  else passed.link = link;
  return passed;
}

const isPage = (answer: IncomingMessage) => (answer.headers['content-type'] ?? '').startsWith('text/html');

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/** A 502 that says why, so that a measurement of it is seen for what it is. */
function fail(outgoing: ServerResponse, error: unknown): void {
  if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
  outgoing.end(`The script-free proxy failed: ${error instanceof Error ? error.message : String(error)}`);
}

const server = createServer((incoming, outgoing) => {
  const forwarded = request(
    {
      host: shop.hostname,
      port: shop.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: shop.host },
      agent,
    },
    (answer) => {
      const headers = passedHeaders(answer.headers);
      if (!isPage(answer) || incoming.method === 'HEAD' || answer.statusCode === 304) {
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
        return;
      }
      readAll(answer)
        .then((sent) => {
          const codec = CODECS[answer.headers['content-encoding'] ?? 'identity'];
          if (!codec) throw new Error(`a page came ${answer.headers['content-encoding']}-encoded`);
          const body = codec.encode(Buffer.from(htmlWithoutScripts(codec.decode(sent).toString('utf8'))));
          // Another body: the shop's validator no longer names it.
          delete headers.etag;
          outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
          outgoing.end(body);
        })
        .catch((error: unknown) => fail(outgoing, error));
    },
  );
  forwarded.once('error', (error) => fail(outgoing, error));
  incoming.pipe(forwarded);
});
server.keepAliveTimeout = 10_000;
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  // The browser's idle keep-alive connections would hold the close back.
  server.closeIdleConnections();
});
