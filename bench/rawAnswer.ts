// An answer's bytes exactly as the server sent them, compressed or not.
import { get } from 'node:http';

/** What a browser says it accepts. */
export const BROWSER_ENCODINGS = 'br, gzip';
/** Headers that describe the connection or the moment rather than the answer. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The answer's bytes as sent (node's fetch would decompress them). */
export function getRaw(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_HEADERS.has(name))
            headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}
