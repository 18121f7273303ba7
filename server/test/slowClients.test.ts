// A client that trickles its request is cut once REQUEST_TIMEOUT_MS has passed, whether it is still sending headers
// or body. The trickles below would go on for half a minute; the assertion is that the server ends them first.
import net from 'node:net';
import { loadConfig } from '../config';
import { startTestShop } from './harness';

const TRICKLE_STEPS = 300;
const STEP_MS = 100;

interface Trickled {
  /** What the server sent before the connection ended. */
  answer: string;
  /** Whether the client had sent everything when the connection ended. */
  finished: boolean;
}

/** Sends `head`, then one piece of `drip` every STEP_MS, until done or the server ends the connection. */
function trickle(baseUrl: string, head: string, drip: string): Promise<Trickled> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const end = () => {
      clearInterval(timer);
      resolve({ answer, finished: sent >= TRICKLE_STEPS });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', end);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= TRICKLE_STEPS || socket.destroyed) return;
        socket.write(drip);
        sent += 1;
      }, STEP_MS);
    });
  });
}

describe('slow clients', () => {
  it('bounds headers and body alike by REQUEST_TIMEOUT_MS, 30 s unless set', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-shop' }).requestTimeoutMs).toBe(30_000);
  });

  it('cuts a client trickling its headers or its body, and keeps serving others', async () => {
    const shop = await startTestShop('sqlite', { REQUEST_TIMEOUT_MS: '1000' });
    try {
      expect(shop.app.server.headersTimeout).toBe(1000);
      expect(shop.app.server.requestTimeout).toBe(1000);
      const headers = await trickle(shop.baseUrl, 'GET /api/product/list HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: 1\r\n');
      const body = await trickle(
        shop.baseUrl,
        `POST /api/user/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${TRICKLE_STEPS + 2}\r\n\r\n{`,
        ' ',
      );
      for (const cut of [headers, body]) {
        expect(cut.finished).toBe(false);
        expect(cut.answer === '' || cut.answer.startsWith('HTTP/1.1 408')).toBe(true);
      }
      expect((await shop.get('/api/health')).status).toBe(200);
    } finally {
      await shop.stop();
    }
  });
});
