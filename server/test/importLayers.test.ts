// The server's layers run one way: plugins/ and config/ never import a wing, a wing never imports plugins/ (what a
// wing needs of the HTTP side lives below it: server/errors.ts, server/http/, server/schemas/), and no server module
// reaches itself again through its imports. Read with the TypeScript compiler from every file under server/ that is
// not a test; an import of types only is no edge (it is gone once compiled). The wings are the folders under server/
// that have an index.ts and that eslint.config.mjs lists as WINGS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SERVER = path.join(__dirname, '..');
const ROOT = path.join(SERVER, '..');

/** One relative import of a file under server/: where it points (a path under server/), and its line. */
export interface Edge {
  from: string;
  to: string;
  line: number;
}

/** True when nothing of the import is left at run time: `import type`, or named imports each marked `type`. */
function typeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
}

/** The relative modules a source imports at run time, as written, with their lines. */
export function runtimeImports(file: string, source: string): Array<{ specifier: string; line: number }> {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Array<{ specifier: string; line: number }> = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith('.')) return;
    const line = parsed.getLineAndCharacterOfPosition(node.getStart(parsed)).line + 1;
    found.push({ specifier: specifier.text, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !typeOnly(node.importClause)) add(node, node.moduleSpecifier);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const named = node.exportClause;
      const allTypes = !!named && ts.isNamedExports(named) && named.elements.every((element) => element.isTypeOnly);
      if (!allTypes || named.elements.length === 0) add(node, node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly) {
      const reference = node.moduleReference;
      if (ts.isExternalModuleReference(reference)) add(node, reference.expression);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      add(node, node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

/** The file under server/ a relative specifier written in `from` names, or undefined when it leaves server/. */
export function resolveImport(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (target.startsWith('../')) return undefined;
  const bare = target.replace(/\.(js|ts)$/, '');
  return [`${bare}.ts`, `${bare}/index.ts`].find(exists);
}

/** Every run-time import between the given files (paths under server/ to their text). */
export function importEdges(sources: ReadonlyMap<string, string>): Edge[] {
  const exists = (file: string) => sources.has(file);
  return [...sources].flatMap(([from, source]) =>
    runtimeImports(from, source).flatMap(({ specifier, line }) => {
      const to = resolveImport(from, specifier, exists);
      return to ? [{ from, to, line }] : [];
    }),
  );
}

const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '');

/** The imports that run against the layers: plugins/ or config/ importing a wing, a wing importing plugins/. */
export function layerViolations(edges: readonly Edge[], wings: readonly string[]): string[] {
  return edges.flatMap(({ from, to, line }) => {
    const source = folderOf(from);
    const target = folderOf(to);
    if ((source === 'plugins' || source === 'config') && wings.includes(target))
      return [`${from}:${line} imports the ${target} wing (${to}): ${source}/ sits below the wings`];
    if (wings.includes(source) && target === 'plugins')
      return [`${from}:${line} imports ${to}: a wing takes what it needs from below plugins/, or from app`];
    return [];
  });
}

/** The import circles: each strongly connected set of two or more files (or a file importing itself), sorted. */
export function importCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  // Tarjan's algorithm, iterative so that a long chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const root of [...next.keys()].sort()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: root, child: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || children.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The wings: eslint.config.mjs's WINGS, read as the compiler reads it, kept to the folders under server/ with a face. */
export function wingsOf(eslintConfig: string, hasFace: (folder: string) => boolean): string[] {
  const parsed = ts.createSourceFile('eslint.config.mjs', eslintConfig, ts.ScriptTarget.Latest, true);
  let listed: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'WINGS' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      listed = node.initializer.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return listed.filter(hasFace);
}

/** The server's code, as paths under server/ to their text: every .ts file but the tests and server/test/. */
function serverSources(folder = SERVER, sources = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const file = path.relative(SERVER, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (file !== 'test') serverSources(full, sources);
    } else if (file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts')) {
      sources.set(file, readFileSync(full, 'utf8'));
    }
  }
  return sources;
}

const ESLINT_WINGS = readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8');
const WINGS = wingsOf(ESLINT_WINGS, (folder) => existsSync(path.join(SERVER, folder, 'index.ts')));

describe("the server's import layers", () => {
  const edges = importEdges(serverSources());

  it('reads the wings from the lint rules, each a folder with its face', () => {
    expect(WINGS).toEqual(expect.arrayContaining(['orders', 'catalog', 'accounts', 'stock']));
    expect(wingsOf(ESLINT_WINGS, () => true)).toEqual(WINGS);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('has no plugin or setting importing a wing, and no wing importing a plugin', () => {
    expect(layerViolations(edges, WINGS)).toEqual([]);
  });

  it('has no import circle among the modules of the server', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  const planted = new Map([
    ['plugins/errors.ts', "import { PaymentRefused } from '../orders';\nexport const x = PaymentRefused;"],
    ['config/index.ts', "import type { Order } from '../orders';\nexport { tax } from './tax';"],
    ['config/tax.ts', "export const tax = await import('../catalog/prices');"],
    ['catalog/prices.ts', 'export const price = 1;'],
    ['orders/index.ts', "export * from './routes';\nimport type { Hold } from '../plugins/auth';"],
    [
      'orders/routes.ts',
      "\nimport { TOKEN_SECURITY } from '../plugins/openapi';\nimport { x } from '../plugins/errors';",
    ],
    ['plugins/openapi.ts', "import { type A, type B } from '../orders';\nexport const TOKEN_SECURITY = [];"],
    ['plugins/auth.ts', "export type { Hold } from '../orders';"],
    ['mail/index.ts', "import { sweep } from './outbox.js';\nexport * from '../../contract';"],
    ['mail/outbox.ts', "import { send } from '.';\nexport const sweep = send;"],
    ['alerts/self.ts', "export { self } from './self';"],
  ]);

  it('names each planted import that runs against the layers, by file and line, and not the type-only ones', () => {
    expect(layerViolations(importEdges(planted), ['orders', 'catalog', 'mail', 'alerts'])).toEqual([
      'plugins/errors.ts:1 imports the orders wing (orders/index.ts): plugins/ sits below the wings',
      'config/tax.ts:1 imports the catalog wing (catalog/prices.ts): config/ sits below the wings',
      'orders/routes.ts:2 imports plugins/openapi.ts: a wing takes what it needs from below plugins/, or from app',
      'orders/routes.ts:3 imports plugins/errors.ts: a wing takes what it needs from below plugins/, or from app',
    ]);
  });

  it('finds each planted import circle, however long, and a file importing itself', () => {
    expect(importCycles(importEdges(planted))).toEqual([
      ['alerts/self.ts'],
      ['mail/index.ts', 'mail/outbox.ts'],
      ['orders/index.ts', 'orders/routes.ts', 'plugins/errors.ts'],
    ]);
  });
});
