// Each feature's face (src/features/<name>/index.ts) exports what other rooms use, and no more: another feature,
// app/, the test kit, a test outside the feature, the tools, the bench or the browser tests. An export nobody outside
// takes is the feature's own business and stays inside it. This reads every source of the repository with the
// TypeScript compiler, resolves each import as the compiler does (so an import alias counts as well), and fails
// naming each export of a face that no file outside the feature takes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
const FEATURES = 'src/features';
/** The folders whose files may take something of a face. */
const USERS = ['src', 'tools', 'e2e', 'bench', 'server', '__mocks__'];
/** Folders made by builds, runs and installs. */
const MADE = new Set(['node_modules', 'dist', 'build', 'coverage', 'artifacts', 'data']);

export interface Source {
  /** Path from the repository's root. */
  file: string;
  text: string;
}

/** Where an import leads: the module's path from the root, without its extension. */
type Resolve = (specifier: string, from: string) => string | undefined;

const withoutExtension = (file: string) => file.replace(/\.(d\.)?[mc]?[jt]sx?$/, '');

/**
 * As the compiler resolves an import, with the repository's own settings: a relative path, or one that
 * tsconfig.json's `paths` map (an import alias); a library's name leads nowhere here.
 */
function compilerResolve(): Resolve {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.convertCompilerOptionsFromJson((config as { compilerOptions?: object }).compilerOptions, ROOT);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const aliases = Object.keys(options.paths ?? {}).map((alias) => alias.replace(/\*$/, ''));
  return (specifier, from) => {
    if (!specifier.startsWith('.') && !aliases.some((alias) => specifier.startsWith(alias))) return undefined;
    const resolved = ts.resolveModuleName(specifier, path.join(ROOT, from), options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return undefined;
    return withoutExtension(path.relative(ROOT, resolved.resolvedFileName).split(path.sep).join('/'));
  };
}

const parse = ({ file, text }: Source) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a face exports: its re-exports and its own exported declarations. */
export function faceExports(face: Source): string[] {
  const names: string[] = [];
  parse(face).forEachChild((node) => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause))
      names.push(...node.exportClause.elements.map((element) => element.name.text));
    else if (ts.isVariableStatement(node) && exported(node))
      names.push(...node.declarationList.declarations.map((declaration) => declaration.name.getText()));
    else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      exported(node) &&
      node.name
    )
      names.push(node.name.text);
  });
  return names;
}

/** What a file takes of one module: the names it imports or re-exports, or the module whole (`* as`, `import()`). */
interface Taking {
  /** The module's path from the root, without its extension or `/index`. */
  target: string;
  names: string[];
  whole: boolean;
}

/** What `source` takes of each module it imports, and every identifier it mentions (for a module taken whole). */
export function takings(source: Source, resolve: Resolve): { takings: Taking[]; mentions: Set<string> } {
  const parsed = parse(source);
  const found: Taking[] = [];
  const mentions = new Set<string>();
  const take = (specifier: ts.Expression | undefined, names: string[], whole: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = resolve(specifier.text, source.file)?.replace(/\/index$/, '');
    if (target) found.push({ target, names, whole });
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) mentions.add(node.text);
    if (ts.isImportDeclaration(node)) {
      const bindings = node.importClause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
      take(
        node.moduleSpecifier,
        names.map((element) => (element.propertyName ?? element.name).text),
        !!bindings && ts.isNamespaceImport(bindings),
      );
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements : [];
      take(
        node.moduleSpecifier,
        names.map((element) => (element.propertyName ?? element.name).text),
        !clause || !ts.isNamedExports(clause),
      );
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      take(node.arguments[0], [], true);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return { takings: found, mentions };
}

/** The exports of each face in `sources` that no file outside its feature takes, as `feature: name`. */
export function unusedFaceExports(sources: readonly Source[], resolve: Resolve): string[] {
  const read = sources.map((source) => ({ file: source.file, ...takings(source, resolve) }));
  const faces = sources.filter(({ file }) => new RegExp(`^${FEATURES}/[^/]+/index\\.tsx?$`).test(file));
  return faces.flatMap((face) => {
    const folder = path.posix.dirname(face.file);
    const names = faceExports(face);
    const taken = new Set<string>();
    for (const { file, takings: theirs, mentions } of read) {
      if (file.startsWith(`${folder}/`)) continue;
      for (const { target, names: named, whole } of theirs) {
        if (target !== folder) continue;
        for (const name of named) taken.add(name);
        if (whole) for (const name of names) if (mentions.has(name)) taken.add(name);
      }
    }
    const feature = path.posix.basename(folder);
    return names.filter((name) => !taken.has(name)).map((name) => `${feature}: ${name}`);
  });
}

function sourcesUnder(folder: string): Source[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return MADE.has(entry.name) || entry.name.startsWith('.') ? [] : sourcesUnder(file);
    return /\.(tsx?|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [{ file, text: readFileSync(path.join(ROOT, file), 'utf8') }]
      : [];
  });
}

describe("the features' faces", () => {
  it('report an export nobody outside the feature takes, and count every way of taking one', () => {
    const planted: Source[] = [
      {
        file: 'src/features/shelf/index.ts',
        text: [
          "export { shelfSlice, shelfEmptied, shelfFilled, type Shelf } from './shelfSlice';",
          "export const ShelfScreen = lazy(() => import('./ShelfScreen'));",
          'export function selectShelf() {}',
          'export function selectSecret() {}',
        ].join('\n'),
      },
      { file: 'src/features/shelf/ShelfScreen.tsx', text: "import { selectSecret } from '.';" },
      { file: 'src/app/store.ts', text: "import { shelfSlice, type Shelf } from '../features/shelf';" },
      { file: 'src/app/routes.tsx', text: "export { ShelfScreen as Shelf } from '../features/shelf/index';" },
      {
        file: 'tools/qa/shelf.test.ts',
        text: "import type * as Face from '../../src/features/shelf';\nconst { shelfEmptied } = {} as typeof Face;",
      },
      { file: 'src/app/pieces.ts', text: "const piece = () => import('../features/shelf'); selectShelf;" },
    ];
    const resolve: Resolve = (specifier, from) =>
      specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : undefined;
    expect(unusedFaceExports(planted, resolve)).toEqual(['shelf: shelfFilled', 'shelf: selectSecret']);
  });

  it('export only what other rooms take', () => {
    const sources = USERS.flatMap(sourcesUnder);
    expect(unusedFaceExports(sources, compilerResolve())).toEqual([]);
  });
});
