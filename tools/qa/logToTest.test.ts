import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toDevToolsExport } from '../../src/app/qa/devtoolsLog';
import { PERSONAL_VALUES, personalActions } from '../../src/test/qa-logs/personalLog';
import { runScript } from '../testkit/processes';
import { QA_LOGS_DIR, writeRegressionTest } from './logToTest';

const FIXTURES = ['browse-and-filter', 'cart-edits', 'checkout', 'wishlist-edits'];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'qa-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const quiet = <T>(run: () => T): T => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return run();
  } finally {
    log.mockRestore();
  }
};

describe('npm run qa:test', () => {
  it('made the fixture tests: converting each fixture log again gives the same log and the same test', () => {
    for (const name of FIXTURES) {
      const out = path.join(dir, 'again');
      quiet(() => writeRegressionTest(path.join(QA_LOGS_DIR, `${name}.json`), name, out));
      expect(readFileSync(path.join(out, `${name}.json`), 'utf8')).toBe(
        readFileSync(path.join(QA_LOGS_DIR, `${name}.json`), 'utf8'),
      );
      const generated = readFileSync(path.join(out, `${name}.test.ts`), 'utf8').replace(
        /from '[^']*\/stepView'/,
        "from '../../app/qa/stepView'",
      );
      expect(generated).toBe(readFileSync(path.join(QA_LOGS_DIR, `${name}.test.ts`), 'utf8'));
    }
  });

  it('writes the log in Redux DevTools export format and a test asserting every step', () => {
    const testFile = quiet(() =>
      writeRegressionTest(write('session.json', toDevToolsExport({ actions: personalActions() })), 'session', dir),
    );
    const log = readFileSync(path.join(dir, 'session.json'), 'utf8');
    expect(Object.keys(JSON.parse(log) as object)).toEqual(['payload']);
    expect(log.startsWith('{\n\t"payload": "[')).toBe(true);
    const source = readFileSync(testFile, 'utf8');
    expect(source.match(/^ {2}\["/gm)).toHaveLength(personalActions().length + 1);
    expect(source).toContain('["cart/itemAdded", {"cart":["p1:M ×1"],"signedIn":false');
  });

  it("reads an earlier build's log with `languages`, writes DevTools' two keys, checks each step in its calls' language", () => {
    const asked = (productId: string, lang: string, requestStatus: 'pending' | 'fulfilled') => ({
      type: `api/executeQuery/${requestStatus}`,
      payload:
        requestStatus === 'fulfilled'
          ? { ids: [productId], entities: { [productId]: { _id: productId, name: productId } }, productId, related: [] }
          : undefined,
      meta: {
        requestId: productId,
        requestStatus,
        startedTimeStamp: 1,
        ...(requestStatus === 'fulfilled' ? { fulfilledTimeStamp: productId === 'q1' ? 2 : 4 } : {}),
        arg: {
          type: 'query',
          endpointName: 'getProduct',
          originalArgs: { productId, lang },
          queryCacheKey: `getProduct(${productId},${lang})`,
        },
      },
    });
    // An English product page, then a Hindi one.
    const journey = toDevToolsExport({
      preloadedState: {},
      actions: [
        asked('q1', 'en', 'pending'),
        asked('q1', 'en', 'fulfilled'),
        asked('p1', 'hi', 'pending'),
        asked('p1', 'hi', 'fulfilled'),
      ],
    });
    // An earlier build's metadata, here wrong on purpose: it is passed over.
    const earlier = { ...(JSON.parse(journey) as object), languages: Array(5).fill('en') };
    const file = write('earlier.json', JSON.stringify(earlier, null, '\t'));
    const testFile = quiet(() => writeRegressionTest(file, 'earlier', dir));
    const log = readFileSync(path.join(dir, 'earlier.json'), 'utf8');
    expect(Object.keys(JSON.parse(log) as object)).toEqual(['payload', 'preloadedState']);
    expect(log).toBe(`${journey}\n`);
    const catalog = [...readFileSync(testFile, 'utf8').matchAll(/"catalog":"(\d+) products/g)].map(
      ([, count]) => count,
    );
    // The English answer counts on the English page; on the Hindi page only the answer asked in Hindi does.
    expect(catalog).toEqual(['0', '0', '1', '0', '1']);
  });

  it('leaves nothing personal in the log or the test, even from a file that arrived unredacted', () => {
    const testFile = quiet(() =>
      writeRegressionTest(write('raw.json', toDevToolsExport({ actions: personalActions() })), 'raw', dir),
    );
    const written = readFileSync(path.join(dir, 'raw.json'), 'utf8') + readFileSync(testFile, 'utf8');
    for (const value of PERSONAL_VALUES) expect(written).not.toContain(value);
  });

  it('refuses a file that is no action log, in one line saying which field is wrong', async () => {
    const notALog = write('bad.json', JSON.stringify({ payload: [{ type: 'cart/itemAdded' }] }, null, '\t'));
    const result = await runScript('tools/qa/logToTest.ts', [notALog, 'bad']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${notALog}: \`payload\` must be a string holding the actions as JSON; it is an array.`,
    );
  });
});
