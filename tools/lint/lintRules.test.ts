// CI's lint refuses what the house's rules forbid: each rule is proved here on a planted source at a real path of the
// tree, linted with eslint.config.mjs (tools/lint/lintPlanted.mjs, the type-aware rules left out), and on its
// near-misses, which must pass.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as contract from '../../contract';

interface Planted {
  filePath: string;
  text: string;
}
interface Linted {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string; line: number }>;
}

const ROOT = path.join(__dirname, '../..');

/** Every planted source linted in one ESLint process: the answers by path, as `rule line`, and the limits it knows. */
function lint(planted: Planted[]): { found: Record<string, string[]>; limits: Array<{ name: string; value: number }> } {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lintPlanted.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(planted),
    encoding: 'utf8',
  });
  const { results, limits } = JSON.parse(output) as {
    results: Linted[];
    limits: Array<{ name: string; value: number }>;
  };
  const found = Object.fromEntries(
    results.map(({ filePath, messages }) => [
      filePath,
      messages.map(({ ruleId, line, message }) => {
        said.push(message);
        return `${ruleId ?? 'parse error'} ${line}`;
      }),
    ]),
  );
  return { found, limits };
}

/** Every message the planted sources drew. */
const said: string[] = [];

const PLANTED: Planted[] = [
  {
    filePath: 'server/places/plantedMoney.ts',
    text: [
      "import { toPaise, toRupees } from '../../contract';",
      'export const shown = (paise: number) => paise / 100;',
      'export const stored = (rupees: number) => Math.round(rupees * 100);',
      'export const fee = (order: { feePaise: number }) => (order.feePaise / 100).toFixed(2);',
      'export const cell = (price: number) => price.toFixed(2);',
      'export const fine = (paise: number, rupees: number) => [toRupees(paise), toPaise(rupees)];',
      'export const percent = (part: number, whole: number) => (part / whole) * 100;',
      'export const taxable = (totalPaise: number, rate: number) => Math.round((totalPaise * 100) / (100 + rate));',
      'export const bytes = 100 * 1024;',
      'export const third = (value: number) => value.toFixed(3);',
      'const PAISE_PER_RUPEE = 100;',
      'export const alsoShown = (paise: number) => [paise / PAISE_PER_RUPEE, paise * 0.01];',
      'const PAGE_SIZE = 100;',
      'export const pages = (count: number) => Math.ceil(count / PAGE_SIZE);',
    ].join('\n'),
  },
  {
    filePath: 'server/payments/providers/sandbox/plantedScript.ts',
    text: [
      'export const SCRIPT = `function rupees(paise) { return (paise / 100).toFixed(2); }`;',
      "export const OTHER = 'function half(width) { return width / 2; }';",
    ].join('\n'),
  },
  {
    filePath: 'src/features/auth/screens/PlantedScreen.tsx',
    text: [
      "import { MAX_PASSWORD_LENGTH } from '../../../../contract';",
      'export const Form = () => (',
      '  <form>',
      '    <input name="email" type="email" maxLength={254} />',
      '    <input name="password" type="password" maxLength={128} minLength={8} />',
      '    <input name="newPassword" type="password" maxLength={MAX_PASSWORD_LENGTH} />',
      '    <input name="name" maxLength={100} />',
      '    <input name="quantity" type="number" max={20} />',
      '  </form>',
      ');',
    ].join('\n'),
  },
  {
    filePath: 'server/accounts/routes/plantedSchema.ts',
    text: [
      "import { Type } from '@fastify/type-provider-typebox';",
      "export const Email = Type.String({ format: 'email', maxLength: 254 });",
      'export const Body = Type.Object({ password: Type.String({ minLength: 8, maxLength: 128 }) });',
      'export const Name = Type.String({ minLength: 1, maxLength: 100 });',
      'export const tooLong = (email: string) => email.length > 254;',
      'export const SIGN_UPS_PER_ADDRESS = { max: 10, timeWindow: 60_000 };',
    ].join('\n'),
  },
  {
    filePath: 'server/orders/plantedLink.ts',
    text: [
      "import { orderPath } from '../../contract';",
      'export const mailLink = (base: string, id: string) => `${base}/orders/${id}`;',
      "export const back = '/hi/cart';",
      "export const query = '/collection?category=Men';",
      'export const made = (id: string) => orderPath(id);',
      "export const api = ['/api/cart', '/cartoon.png', '/', '/carts'];",
      'export const own = `/orders/${1}`;',
      "export const operator = ['/admin/orders/1', '/api/admin/orders'];",
    ].join('\n'),
  },
  {
    // Tests may visit pages by their addresses: the page-path rule is for shipped code.
    filePath: 'server/test/plantedPages.test.ts',
    text: "export const visited = ['/cart', '/orders'];",
  },
  {
    filePath: 'src/features/cart/plantedImport.ts',
    text: [
      "import { selectProducts } from '../catalog/catalogSlice';",
      "import { selectToken } from '../auth';",
      "import { startTestShop } from '../../../server/test/harness';",
      "import { renderWithStore } from '../../test/render';",
      'export const used = [selectProducts, selectToken, startTestShop, renderWithStore];',
    ].join('\n'),
  },
  {
    filePath: 'src/features/cart/plantedImport.test.ts',
    text: [
      "import { startTestShop } from '../../../server/test/harness';",
      "import { levels } from '../../../server/stock/levels';",
      'export const used = [startTestShop, levels];',
    ].join('\n'),
  },
  {
    filePath: 'server/orders/plantedDeep.ts',
    text: [
      "import { stockLevels } from '../stock/levels';",
      "import { setStock } from '../stock';",
      "import { viewParams } from '../../src/features/catalog';",
      "import { catalog } from '../test/fixtures';",
      'export const used = [stockLevels, setStock, viewParams, catalog];',
    ].join('\n'),
  },
  {
    filePath: 'server/test/plantedDeep.test.ts',
    text: [
      "import { holdsOf } from '../orders/holds';",
      "import { viewParams } from '../../src/features/catalog/filters';",
      "import { headTags } from '../pages/headTags';",
      'export const used = [holdsOf, viewParams, headTags];',
    ].join('\n'),
  },
  {
    filePath: 'tools/plantedTool.ts',
    text: [
      "import { addProducts } from '../server/catalog/productAdmin';",
      "import { cartSlice } from '../src/features/cart/cartSlice';",
      "import { addProducts as added } from '../server/catalog';",
      'export const used = [addProducts, cartSlice, added];',
    ].join('\n'),
  },
  {
    filePath: 'e2e/journeys/planted.test.ts',
    text: [
      "import { openDatabase } from '../../server/db/database';",
      "import { setStock } from '../../server/stock';",
      "import { startTestShop } from '../../server/test/harness';",
      "import type { Product } from '../../src/features/catalog';",
      "import { orderNumber } from '../../contract';",
      'export const used = [openDatabase, setStock, startTestShop, orderNumber] as unknown as Product[];',
    ].join('\n'),
  },
  {
    filePath: 'bench/planted.ts',
    text: [
      "import { holdsOf } from '../server/orders/holds';",
      "import { loadConfig } from '../server/config';",
      "import { openDatabase } from '../server/db/database';",
      "import { setStock } from '../server/stock';",
      "import { seedCatalog } from '../server/demo/seed';",
      "import { startTestShop } from '../server/test/harness';",
      'export const used = [holdsOf, loadConfig, openDatabase, setStock, seedCatalog, startTestShop];',
    ].join('\n'),
  },
];

describe('lint rules kept by CI', () => {
  let found: Record<string, string[]>;
  let limits: Array<{ name: string; value: number }>;
  beforeAll(() => {
    ({ found, limits } = lint(PLANTED));
  });

  it('refuses money converted by hand, and lets the contract, percentages and other arithmetic through', () => {
    expect(found['server/places/plantedMoney.ts']).toEqual([
      'kapda/money-by-hand 2',
      'kapda/money-by-hand 3',
      'kapda/money-by-hand 4',
      'kapda/money-by-hand 4',
      'kapda/money-by-hand 5',
      'kapda/money-by-hand 11',
      'kapda/money-by-hand 12',
    ]);
  });

  it('refuses money converted by hand in a browser script the server sends', () => {
    expect(found['server/payments/providers/sandbox/plantedScript.ts']).toEqual(['kapda/money-by-hand 1']);
  });

  it("refuses the contract's limits written as numbers, in inputs, schemas and checks, and nothing else", () => {
    expect(found['src/features/auth/screens/PlantedScreen.tsx']).toEqual([
      'kapda/limit-by-hand 4',
      'kapda/limit-by-hand 5',
      'kapda/limit-by-hand 5',
      'kapda/limit-by-hand 8',
    ]);
    expect(found['server/accounts/routes/plantedSchema.ts']).toEqual([
      'kapda/limit-by-hand 2',
      'kapda/limit-by-hand 3',
      'kapda/limit-by-hand 3',
      'kapda/limit-by-hand 5',
    ]);
  });

  it('says what to use instead', () => {
    expect(said).toEqual(
      expect.arrayContaining([
        "Convert paise and rupees with the contract's toRupees/toPaise (contract/money.ts), not by multiplying or dividing by 100.",
        "Use the contract's MAX_EMAIL_LENGTH (contract/limits.ts) instead of writing 254.",
        "Make the page's address with the contract's pagePath/productPath/orderPath/collectionPath (contract/pages.ts) or adminPath (contract/adminPages.ts), not '/hi/cart'.",
        expect.stringContaining('e2e/ reaches the shop through the browser, HTTP and contract/'),
        expect.stringContaining("Import the wing's index.ts"),
        expect.stringContaining("Import the feature's index.ts (`src/features/<name>`)"),
      ]),
    );
  });

  it("knows each of the contract's limits by its value", () => {
    const values = contract as unknown as Record<string, unknown>;
    expect(limits.map(({ name }) => [name, values[name]])).toEqual(limits.map(({ name, value }) => [name, value]));
    expect(limits.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['MAX_EMAIL_LENGTH', 'MAX_PASSWORD_LENGTH', 'MIN_PASSWORD_LENGTH']),
    );
  });

  it("refuses a page's address written in shipped code, and lets tests, the API and other paths through", () => {
    expect(found['server/orders/plantedLink.ts']).toEqual([
      'kapda/page-path-by-hand 2',
      'kapda/page-path-by-hand 3',
      'kapda/page-path-by-hand 4',
      'kapda/page-path-by-hand 7',
      'kapda/page-path-by-hand 8',
    ]);
    expect(found['server/test/plantedPages.test.ts']).toEqual([]);
  });

  it("refuses a feature importing another feature's internals, src/ importing the server, and shipped code test code", () => {
    expect(found['src/features/cart/plantedImport.ts']).toEqual([
      'no-restricted-imports 1',
      'no-restricted-imports 3',
      'no-restricted-imports 3',
      'no-restricted-imports 4',
    ]);
    expect(found['src/features/cart/plantedImport.test.ts']).toEqual(['no-restricted-imports 2']);
  });

  it('refuses a deep wing import and the server importing src/ (or its shipped code test code), from shipped code and from tests', () => {
    expect(found['server/orders/plantedDeep.ts']).toEqual([
      'no-restricted-imports 1',
      'no-restricted-imports 3',
      'no-restricted-imports 4',
    ]);
    expect(found['server/test/plantedDeep.test.ts']).toEqual(['no-restricted-imports 1', 'no-restricted-imports 2']);
    expect(found['tools/plantedTool.ts']).toEqual(['no-restricted-imports 1', 'no-restricted-imports 2']);
  });

  it("refuses e2e importing the server's internals, and the bench anything but faces, the test kit and its database", () => {
    expect(found['e2e/journeys/planted.test.ts']).toEqual(['no-restricted-imports 1', 'no-restricted-imports 2']);
    // The bench's deep wing import breaks two rules: the faces, and what of the server the bench may reach.
    expect(found['bench/planted.ts']).toEqual([
      'no-restricted-imports 1',
      'no-restricted-imports 1',
      'no-restricted-imports 2',
    ]);
  });
});
