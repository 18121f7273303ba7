// QA tooling is out of the shopper's bundle: the build's chunks other than QA's own hold none of its code, a shopper's
// visit never asks for the QA chunk, and a production shop takes `?qa=on` only when its operator allows it
// (QA_LINKS=on, as the shop under test does; docs/qa.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { journey } from '../support/journey';
import { qaPanel } from '../support/qaPanel';
import { startShop, type RunningShop } from '../support/shopServer';

const ASSETS = path.resolve(__dirname, '../../dist/assets');
/** Words only QA's code holds: the panel's name, the recording's storage key, the replay's action. */
const QA_CODE = ['QA tools', 'shop:qa-recording', 'qa/replayJumped'];
const isQaChunk = (file: string) => /^qa\.[0-9a-f]+\.js$/.test(file);

/** Every script the page asks for while it is opened and until the network rests. */
async function scriptsAskedFor(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
  });
  await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return scripts;
}

let refusingShop: RunningShop;
beforeAll(async () => {
  refusingShop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'qa-refusing-server.log'),
    env: { QA_LINKS: 'off' },
  });
  // A second shop starting on a busy machine takes longer than a hook's default 5 s.
}, 60_000);
afterAll(async () => {
  await refusingShop.stop();
});

describe('QA tooling in a production build', () => {
  test('only the QA chunk holds QA code', () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    expect(scripts.filter(isQaChunk)).toHaveLength(1);
    const holdingQaCode = scripts
      .filter((file) => !isQaChunk(file))
      .filter((file) => {
        const code = readFileSync(path.join(ASSETS, file), 'utf8');
        return QA_CODE.some((word) => code.includes(word));
      });
    expect(holdingQaCode).toEqual([]);
  });

  journey("a shopper's visit never asks for the QA chunk", async ({ page }) => {
    const scripts = await scriptsAskedFor(page, '/collection');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isQaChunk)).toEqual([]);
  });

  journey('where the operator allows it, ?qa=on loads the QA chunk and opens the panel', async ({ page }) => {
    const scripts = await scriptsAskedFor(page, '/collection?qa=on');
    await qaPanel(page).waitFor();
    expect(scripts.filter(isQaChunk)).toHaveLength(1);
  });

  journey(
    'a shop whose operator has not allowed it refuses ?qa=on: no panel, no QA chunk',
    async ({ page }) => {
      const scripts = await scriptsAskedFor(page, '/collection?qa=on');
      expect(scripts.filter(isQaChunk)).toEqual([]);
      expect(await qaPanel(page).count()).toBe(0);
      // Nothing is remembered either: the next visit is a shopper's too.
      expect((await scriptsAskedFor(page, '/collection')).filter(isQaChunk)).toEqual([]);
    },
    { baseUrl: () => refusingShop.baseUrl },
  );
});
