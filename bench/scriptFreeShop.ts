// A freshly seeded shop (SQLite) seen through bench/scriptFreeProxy.ts: the very same server-rendered pages without
// their scripts. The shop is told the proxy's address as its own (PUBLIC_URL), so that the pictures, links and
// canonical addresses of its pages name the proxy, as they name the shop itself when it is seen directly: one origin
// in both, one connection for a browser to open.
import { freePort } from '../tools/testkit/freePort';
import { startProcess } from '../tools/testkit/processes';
import { onCleanup } from './cleanup';
import { startShop, type Shop } from './shop';
import { scriptsLeft } from './withoutScripts';

const READY_LIMIT_MS = 30_000;

/** Answers once the home page comes through the proxy, and fails if anything of a script is left in it. */
async function checkedHome(url: string, proxyExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_LIMIT_MS;
  for (;;) {
    const answer = await fetch(`${url}/`).catch(() => undefined);
    if (answer?.ok) {
      const left = scriptsLeft(await answer.text(), answer.headers.get('link') ?? undefined);
      if (left.length > 0) throw new Error(`The script-free copy of / still has scripts: ${left.join(' ')}`);
      return;
    }
    if (Date.now() > deadline || proxyExited()) throw new Error('The script-free proxy did not start.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startScriptFreeShop(): Promise<Shop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const shop = await startShop({ kind: 'sqlite', env: { PUBLIC_URL: url } });
  const proxy = startProcess({
    script: 'bench/scriptFreeProxy.ts',
    args: [shop.baseUrl, String(port)],
    env: process.env,
  });
  const stopProxy = onCleanup(`script-free proxy on port ${port}`, async () => {
    await proxy.stop();
  });
  const stop = async () => {
    await stopProxy();
    await shop.stop();
  };
  try {
    await checkedHome(url, () => proxy.child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${proxy.output().slice(-2000)}`);
  }
  return { ...shop, baseUrl: url, stop };
}
