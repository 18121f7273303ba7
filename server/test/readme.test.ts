// The README's API examples, pasted as they are into a shell against a freshly started shop on another port than
// 4000 (SHOP says which): they run, and end by printing the cart they filled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runShell } from '../../tools/testkit/processes';
import { startTestShop } from './harness';

/** Each ```sh block of the README that calls the running shop's API. */
function apiSnippets(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes('curl '));
}

describe("the README's API examples", () => {
  it('run as pasted against a fresh shop and end with the filled cart', async () => {
    const snippets = apiSnippets();
    expect(snippets.length).toBeGreaterThan(0);
    const shop = await startTestShop('sqlite');
    try {
      for (const snippet of snippets) {
        // One variable says where the shop is: the address is written once, as its default.
        expect(snippet.match(/localhost:\d+/g)).toEqual(['localhost:4000']);
        // Run in the shop's own data folder, so the files an example writes land in a folder that is removed after;
        // the shop on another port, as a reader whose port 4000 is taken sets SHOP.
        const result = await runShell(snippet, {
          cwd: shop.config.dataDir,
          env: { ...process.env, SHOP: shop.baseUrl },
        });
        expect({ code: result.code, stderr: result.stderr, stdout: result.stdout }).toEqual({
          code: 0,
          stderr: '',
          stdout: expect.stringContaining('"cartData"'),
        });
        const lastLine = result.stdout.trim().split('\n').at(-1) ?? '';
        const cart = JSON.parse(lastLine) as { success: boolean; cartData: Record<string, Record<string, number>> };
        expect(cart.success).toBe(true);
        expect(Object.values(cart.cartData).flatMap((sizes) => Object.values(sizes))).toEqual([1]);
      }
    } finally {
      await shop.stop();
    }
  });
});
