// The physical limit for the product list: a bare node:http server answering every request with the same bytes
// and headers the shop sent. Run as its own process: `node --import tsx bench/staticServer.ts <body> <headers.json> <port>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile, port] = process.argv.slice(2);
if (!bodyFile || !headersFile || !port)
  throw new Error('usage: staticServer.ts <body file> <headers json file> <port>');
const body = readFileSync(bodyFile);
const headers = {
  ...(JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>),
  'content-length': String(body.length),
};

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 10_000;
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
