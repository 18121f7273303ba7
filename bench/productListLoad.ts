// GET /api/product/list under load, next to a bare static server sending the identical bytes and headers (the
// physical limit on this machine): both in their own process, measured one right after the other.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tools/testkit/freePort';
import { startProcess } from '../tools/testkit/processes';
import { onCleanup } from './cleanup';
import { BROWSER_ENCODINGS, getRaw, type RawAnswer } from './rawAnswer';
import type { LoadResult } from './load';
import { compareWithUndici } from './undiciLoad';

const LIST_PATH = '/api/product/list';

async function startStaticServer(
  answer: RawAnswer,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  const removeDir = onCleanup(`folder ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'body'), answer.body);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(answer.headers));
  const port = await freePort();
  const server = startProcess({
    script: 'bench/staticServer.ts',
    args: [path.join(dir, 'body'), path.join(dir, 'headers.json'), String(port)],
    env: process.env,
  });
  const { child } = server;
  const stopServer = onCleanup(`static server on port ${port}`, async () => {
    await server.stop();
  });
  const url = `http://127.0.0.1:${port}${LIST_PATH}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await getRaw(url, BROWSER_ENCODINGS).then(
      (check) => check.body.equals(answer.body),
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The static server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopServer();
      await removeDir();
    },
  };
}

export interface ProductListLoad {
  products: number;
  jsonBytes: number;
  sentBytes: number;
  encoding: string;
  ours: LoadResult;
  limit: LoadResult;
}

export async function measureProductList(baseUrl: string, shopPid: number | undefined): Promise<ProductListLoad> {
  const url = `${baseUrl}${LIST_PATH}`;
  const sent = await getRaw(url, BROWSER_ENCODINGS);
  const plain = await getRaw(url, 'identity');
  if (sent.status !== 200 || plain.status !== 200) throw new Error(`GET ${LIST_PATH} answered ${sent.status}`);
  const products = (JSON.parse(plain.body.toString('utf8')) as { products: unknown[] }).products.length;
  const staticServer = await startStaticServer(sent);
  try {
    const request = () => ({ path: LIST_PATH, headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    const [limit, ours] = await compareWithUndici(
      { origin: new URL(staticServer.url).origin, pid: staticServer.pid },
      { origin: baseUrl, pid: shopPid },
      request,
    );
    return {
      products,
      jsonBytes: plain.body.length,
      sentBytes: sent.body.length,
      encoding: sent.headers['content-encoding'] ?? 'identity',
      ours,
      limit,
    };
  } finally {
    await staticServer.stop();
  }
}
