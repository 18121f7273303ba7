// docs/architecture.md's lists and the README's layout, held against the tree: the storefront's features, the
// server's wings, the table owners, the imports between wings, the circles between features, every folder the
// layout names, and every file or folder a page of docs/ or the README names in backticks. Each list is read from
// the page as written and compared with what the tree holds at the time of the run, so a page that falls behind the
// code fails here, naming the line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { TABLE_OWNERS } from '../server/db/owners';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const ARCHITECTURE = 'docs/architecture.md';

/** Folders no list names: made by builds, runs and installs, never kept in the repository. */
const MADE_FOLDERS = new Set(['node_modules', 'dist', 'build', 'data', 'coverage', 'artifacts']);

// ---- Reading the pages ----

/** The lines of the section under `heading` (a whole heading line), up to the next heading of its level or above. */
export function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, at) => at > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The lines of the first fenced block after the first line that holds `phrase`, without the fence's indent. */
export function blockAfter(lines: string[], phrase: string): string[] {
  const at = lines.findIndex((line) => line.includes(phrase));
  if (at < 0) throw new Error(`no line says "${phrase}"`);
  const open = lines.findIndex((line, index) => index > at && line.trim().startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.trim().startsWith('```'));
  if (open < 0 || close < 0) throw new Error(`no fenced block after "${phrase}"`);
  const indent = (lines[open] ?? '').indexOf('```');
  return lines.slice(open + 1, close).map((line) => line.slice(indent));
}

/** The features the storefront's table names: `| \`catalog\` | what it holds |`. */
export function documentedFeatures(doc: string): string[] {
  const lines = section(doc, '### The storefront (`src/`)').map((line) => line.trim());
  const header = lines.findIndex((line) => /^\| feature \|/.test(line));
  if (header < 0) throw new Error('no table of features (| feature | ... |)');
  const rows = lines.slice(header + 2);
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return rows.slice(0, end < 0 ? undefined : end).map((row) => /^\| `([a-zA-Z]+)` \|/.exec(row)?.[1] ?? row);
}

/** The wings the server's section names, one bullet each: `  - \`server/<wing>/\`: ...` (a room inside a wing is not one). */
export const documentedWings = (doc: string): string[] =>
  section(doc, '### The server (`server/`)').flatMap((line) => /^ {2}- `server\/([a-zA-Z]+)\/`/.exec(line)?.[1] ?? []);

/** Each table and its owner, from the block after "Every table has one owner": `owner  table, table,` and continued lines. */
export function documentedOwners(doc: string): Record<string, string> {
  const owners: Record<string, string> = {};
  let owner = '';
  for (const line of blockAfter(doc.split('\n'), 'Every table has one owner')) {
    const named = /^(\w+) {2,}(.*)$/.exec(line);
    if (named) owner = named[1] ?? '';
    for (const table of (named ? (named[2] ?? '') : line).split(',').map((word) => word.trim()))
      if (table) owners[table] = owner;
  }
  return owners;
}

/** A wing's line, `orders -> accounts, stock; types: reviews` (or `-> nothing`), as edges `orders -> accounts`, `orders -> reviews (types)`. */
function importLines(lines: string[]): { from: string[]; edges: string[] } {
  const from: string[] = [];
  const edges: string[] = [];
  for (const line of lines) {
    const match = /^\s*([a-zA-Z]+)\s+->\s+(.+)$/.exec(line);
    if (!match) continue;
    const [, wing = '', targets = ''] = match;
    from.push(wing);
    const [run = '', types = ''] = targets.split(';');
    if (run.trim() !== 'nothing') for (const to of run.split(',')) edges.push(`${wing} -> ${to.trim()}`);
    for (const to of types.replace(/^\s*types:/, '').split(','))
      if (to.trim()) edges.push(`${wing} -> ${to.trim()} (types)`);
  }
  return { from, edges };
}

/** The wing-import list: the block after "Imports between wings". */
export const documentedWingImports = (doc: string) => importLines(blockAfter(doc.split('\n'), 'Imports between wings'));

/** The feature-import list: the block after "Features import each other". */
export const documentedFeatureImports = (doc: string) =>
  importLines(blockAfter(doc.split('\n'), 'Features import each other'));

/** The circles between features the accepted circles name: bullets `- \`cart -> catalog -> cart\`: ...`. */
export const documentedCircles = (doc: string): string[] =>
  section(doc, '### The accepted circles').flatMap((line) => /^- `([a-z]+(?: -> [a-z]+)+)`/.exec(line)?.[1] ?? []);

/**
 * The paths the README's layout names. An entry starts before the description column (the column of the first
 * entry's description) with one or more names, `catalog/ stock/`, and its indent (two spaces a level) puts it under
 * the folder above; a line that starts at the column goes on describing the entry above.
 */
export function layoutPaths(readme: string): string[] {
  const lines = blockAfter(section(readme, '## Layout'), '');
  const column = /^\S+\s+/.exec(lines[0] ?? '')?.[0].length ?? 0;
  const parents: string[] = [];
  const named: string[] = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (!line.trim() || indent >= column) continue;
    const level = indent / 2;
    parents.length = level;
    const names = line.slice(indent).split(/ {2,}/)[0]?.split(' ') ?? [];
    for (const name of names) named.push([...parents, name].join(''));
    const last = names[names.length - 1] ?? '';
    parents.push(last.endsWith('/') ? last : '?/');
  }
  return named;
}

// ---- Reading the tree ----

const folders = (folder: string) =>
  readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !MADE_FOLDERS.has(entry.name))
    .map((entry) => entry.name)
    .sort();

/** The wings lint keeps apart: eslint.config.mjs's `WINGS`. */
function lintWings(): string[] {
  const list = /const WINGS = \[([^\]]*)\]/.exec(read('eslint.config.mjs'))?.[1];
  if (list === undefined) throw new Error('eslint.config.mjs no longer writes `const WINGS = [...]`');
  return [...list.matchAll(/'([^']+)'/g)].map(([, wing = '']) => wing).sort();
}

/** Code files under `folder` (paths from the root), without tests and test folders. */
function codeFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' || MADE_FOLDERS.has(entry.name) ? [] : codeFiles(file);
    return /\.tsx?$/.test(file) && !/\.(test|unit\.test|reliability)\.tsx?$/.test(file) ? [file] : [];
  });
}

export interface Source {
  /** Path from the repository's root. */
  file: string;
  text: string;
}

export interface Import {
  /** What the import names, as a path from the root (without an extension). */
  target: string;
  typeOnly: boolean;
}

/** The modules `source` imports by a relative path: static and dynamic imports, re-exports and `import('…')` types. */
export function importsOf({ file, text }: Source): Import[] {
  const parsed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (specifier.startsWith('.'))
      found.push({ target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, typesOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

/**
 * The edges between rooms, `from -> to` or `from -> to (types)` when every import of it takes types only: `roomOf`
 * names the room of a path (or '' for none), and an edge joins two rooms.
 */
export function edgesBetween(sources: Source[], roomOf: (file: string) => string): string[] {
  const runs = new Map<string, boolean>();
  for (const source of sources) {
    const from = roomOf(source.file);
    if (!from) continue;
    for (const { target, typeOnly } of importsOf(source)) {
      const to = roomOf(target);
      if (!to || to === from) continue;
      const edge = `${from} -> ${to}`;
      runs.set(edge, (runs.get(edge) ?? false) || !typeOnly);
    }
  }
  return [...runs].map(([edge, run]) => (run ? edge : `${edge} (types)`)).sort();
}

/** The room `file` is in when its path starts with `folder/<room>/` and the room is one of `rooms`. */
const roomUnder = (folder: string, rooms: string[]) => (file: string) => {
  const [room = ''] = file.startsWith(`${folder}/`) ? file.slice(folder.length + 1).split('/') : [];
  return rooms.includes(room) ? room : '';
};

/** Every circle of `edges` (`a -> b`), each once, written from its first name in alphabetical order and back to it. */
export function circles(edges: string[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from = '', to = ''] = edge.replace(' (types)', '').split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const found: string[] = [];
  const walk = (start: string, at: string, trail: string[]) => {
    for (const to of next.get(at) ?? []) {
      if (to === start) found.push([...trail, start].join(' -> '));
      else if (to > start && !trail.includes(to)) walk(start, to, [...trail, to]);
    }
  };
  for (const start of [...next.keys()].sort()) walk(start, start, [start]);
  return found.sort();
}

/** What `documented` leaves out of `actual`, and what it names that is not there, as sentences. */
export function differences(what: string, documented: string[], actual: string[]): string[] {
  return [
    ...actual.filter((item) => !documented.includes(item)).map((item) => `${what}: ${item} is missing from the doc`),
    ...documented
      .filter((item) => !actual.includes(item))
      .map((item) => `${what}: ${item} is in the doc, not the tree`),
  ];
}

const sourcesIn = (folders: string[]): Source[] =>
  folders.flatMap(codeFiles).map((file) => ({ file, text: read(file) }));

// ---- The tests ----

describe('docs/architecture.md against the tree', () => {
  const doc = read(ARCHITECTURE);
  const wings = lintWings();
  const features = folders('src/features');

  test("the features' table names every folder of src/features, and nothing else", () => {
    expect(differences('feature', documentedFeatures(doc), features)).toEqual([]);
  });

  test("the wings' bullets name the wings lint keeps apart, each with its index.ts", () => {
    expect(differences('wing', documentedWings(doc), wings)).toEqual([]);
    expect(wings.filter((wing) => !existsSync(path.join(ROOT, 'server', wing, 'index.ts')))).toEqual([]);
  });

  test("the table owners' block is server/db/owners.ts", () => {
    const documented = documentedOwners(doc);
    const pairs = (owners: Record<string, string>) =>
      Object.entries(owners)
        .map(([table, owner]) => `${table} (${owner})`)
        .sort();
    expect(differences('table', pairs(documented), pairs(TABLE_OWNERS))).toEqual([]);
  });

  test('the wing-import list is the imports between the wings’ code, one line per wing', () => {
    const actual = edgesBetween(sourcesIn(wings.map((wing) => `server/${wing}`)), roomUnder('server', wings));
    const { from, edges } = documentedWingImports(doc);
    expect(differences('wing line', from.sort(), wings)).toEqual([]);
    expect(differences('import', edges.sort(), actual)).toEqual([]);
    expect(circles(actual)).toEqual([]);
  });

  test('the feature-import list is the imports between the features’ code, one line per feature', () => {
    const actual = edgesBetween(sourcesIn(['src/features']), roomUnder('src/features', features));
    const { from, edges } = documentedFeatureImports(doc);
    expect(differences('feature line', from.sort(), features)).toEqual([]);
    expect(differences('import', edges.sort(), actual)).toEqual([]);
  });

  test('the accepted circles are every circle between features', () => {
    const actual = circles(edgesBetween(sourcesIn(['src/features']), roomUnder('src/features', features)));
    expect(differences('circle', documentedCircles(doc).sort(), actual)).toEqual([]);
  });

  test('a feature takes of app/ only its hooks and the store’s types, and the hooks take only types of the store', () => {
    const fromFeatures = sourcesIn(['src/features']).flatMap((source) =>
      importsOf(source)
        .filter(({ target }) => target.startsWith('src/app/'))
        .filter(({ target, typeOnly }) => target !== 'src/app/hooks' && !(target === 'src/app/store' && typeOnly))
        .map(({ target }) => `${source.file} imports ${target}`),
    );
    expect(fromFeatures).toEqual([]);
    const hooks = { file: 'src/app/hooks.ts', text: read('src/app/hooks.ts') };
    expect(importsOf(hooks).filter(({ target, typeOnly }) => target.startsWith('src/app/') && !typeOnly)).toEqual([]);
  });
});

describe("the README's layout against the tree", () => {
  const named = layoutPaths(read('README.md'));

  test('every path it names exists', () => {
    expect(named.filter((name) => !existsSync(path.join(ROOT, name)))).toEqual([]);
  });

  test('it names every top-level folder, and every folder of each folder it opens', () => {
    const opened = [...new Set(named.map((name) => name.replace(/[^/]+\/?$/, '')))];
    const missing = opened.flatMap((folder) =>
      folders(folder || '.')
        .map((child) => `${folder}${child}/`)
        .filter((child) => !named.includes(child)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the checks report a page that is false', () => {
  const doc = read(ARCHITECTURE);

  test('a feature left out of the table, or one named that is not a folder', () => {
    const [row] = doc.split('\n').filter((line) => line.trim().startsWith('| `cart` |'));
    const planted = doc
      .replace(`${row}\n`, '')
      .replace('| `catalog` |', '| `basket` | a feature that is gone |\n| `catalog` |');
    expect(differences('feature', documentedFeatures(planted), folders('src/features'))).toEqual([
      'feature: cart is missing from the doc',
      'feature: basket is in the doc, not the tree',
    ]);
  });

  test('a wing that imports another the list does not name, and a type import named as a run-time one', () => {
    const planted: Source[] = [
      { file: 'server/mail/planted.ts', text: "import { orderTallies } from '../orders';" },
      { file: 'server/orders/planted.ts', text: "import type { Review } from '../reviews/records';" },
      { file: 'server/orders/routes/planted.ts', text: "export { cancelled } from './cancel';" },
      { file: 'server/mail/planted.test.ts', text: "import { stockOf } from '../stock';" },
    ];
    const actual = edgesBetween(
      planted.filter(({ file }) => !file.endsWith('.test.ts')),
      roomUnder('server', lintWings()),
    );
    expect(actual).toEqual(['mail -> orders', 'orders -> reviews (types)']);
    const { edges } = importLines(['    mail      -> nothing', '    orders    -> reviews']);
    expect(differences('import', edges, actual)).toEqual([
      'import: mail -> orders is missing from the doc',
      'import: orders -> reviews (types) is missing from the doc',
      'import: orders -> reviews is in the doc, not the tree',
    ]);
    expect(circles([...actual, 'orders -> mail'])).toEqual(['mail -> orders -> mail']);
  });

  test('a feature that imports back one that imports it: a line the list lacks, and a circle', () => {
    const features = folders('src/features');
    const planted: Source[] = [
      { file: 'src/features/catalog/planted.ts', text: "import { ProductScreen } from '../browse';" },
      { file: 'src/features/browse/planted.tsx', text: "import { unitsLeft } from '../catalog';" },
    ];
    const actual = edgesBetween(planted, roomUnder('src/features', features));
    expect(actual).toEqual(['browse -> catalog', 'catalog -> browse']);
    const { edges } = documentedFeatureImports(doc);
    expect(differences('import', edges, actual).filter((line) => line.includes('missing'))).toEqual([
      'import: catalog -> browse is missing from the doc',
    ]);
    expect(circles(actual)).toEqual(['browse -> catalog -> browse']);
  });

  test('a table the block gives another owner', () => {
    const planted = doc.replace(/^( *)stock {2,}product_stock/m, '$1orders    product_stock');
    expect(documentedOwners(planted)['product_stock']).toBe('orders');
    expect(documentedOwners(doc)['product_stock']).toBe('stock');
  });

  test('a layout naming a folder that is gone, and a folder it does not name', () => {
    const readme = [
      '## Layout',
      '',
      '```',
      'src/               the storefront',
      '  features/        catalog, cart',
      '                   and more/ words',
      'server/            the API',
      '  payments/        a folder that is gone',
      '  catalog/ stock/',
      '                   two wings',
      '```',
    ].join('\n');
    expect(layoutPaths(readme)).toEqual([
      'src/',
      'src/features/',
      'server/',
      'server/payments/',
      'server/catalog/',
      'server/stock/',
    ]);
  });
});

// ---- Every page's file names ----

const TOP_FOLDERS = ['src', 'server', 'tools', 'bench', 'e2e', 'contract', 'docs', '__mocks__'];

/** The repository paths a page writes in backticks (`server/orders/lines.ts`), patterns (`<name>`, `*`) aside. */
export function pathsNamed(markdown: string): string[] {
  const pattern = new RegExp(`\`((?:${TOP_FOLDERS.join('|')})/[A-Za-z0-9_./-]*)\``, 'g');
  return [...new Set([...markdown.matchAll(pattern)].map((match) => match[1] ?? ''))];
}

/** Whether `name` is made by a build or a run rather than kept (`e2e/artifacts/`). */
const isMade = (name: string) => name.split('/').some((part) => MADE_FOLDERS.has(part));

describe('every file and folder the docs name', () => {
  const pages = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];

  test.each(pages)('%s names only paths the tree holds', (page) => {
    const missing = pathsNamed(read(page)).filter((name) => !isMade(name) && !existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
  });

  test('a page naming a file that moved away is caught', () => {
    const page =
      'The catalog changes are tested in `server/orders/catalogChanges.test.ts`; see `src/features/<name>/`.';
    const missing = pathsNamed(page).filter((name) => !existsSync(path.join(ROOT, name)));
    expect(missing).toEqual(['server/orders/catalogChanges.test.ts']);
  });
});
