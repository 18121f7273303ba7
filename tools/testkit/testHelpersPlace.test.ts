// Test helpers live in test folders (server/test/, src/test/, tools/testkit/): a file of a shipped folder (server/ or
// src/ outside those) that only tests import (a fixture, a double, a builder) ships nothing and misleads a reader
// about what the shop runs. This reads every import of the repository's code with the TypeScript compiler and fails
// on such a file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '../..');
const CODE_FOLDERS = ['server', 'src', 'contract', 'tools', 'e2e', 'bench'];
const CODE = /\.(ts|tsx|mjs)$/;

/** Test code: tests, the test kits' folders and e2e/. */
const isTest = (file: string) =>
  /\.(test|reliability)\.tsx?$/.test(file) || /^(server\/test|src\/test|tools\/testkit|e2e)\//.test(file);

/**
 * Shipped code: server/ and src/ but their tests and test kits. server/db/owners.ts, the wings' declaration of the
 * tables each owns, stands beside the schema it speaks of although only the checks read it.
 */
const DECLARATIONS = ['server/db/owners.ts'];
const isShipped = (file: string) => /^(server|src)\//.test(file) && !isTest(file) && !DECLARATIONS.includes(file);

function codeFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The repository file a relative import names, if it is code of the tree. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) =>
      CODE.test(candidate) && existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile(),
  );
}

/** Who imports each file: `file -> importers`, from import and export declarations, require and import(). */
function importersOf(files: string[]): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  const imported = (target: string | undefined, by: string) => {
    if (target) importers.set(target, [...(importers.get(target) ?? []), by]);
  };
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) imported(resolved(file, fileName), file);
  }
  // What npm's scripts run (`tsx server/main.ts`) is shipped code's starting point.
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const script of Object.values(scripts))
    for (const [named] of script.matchAll(/[\w./-]+\.(ts|mjs)\b/g))
      imported(resolved('package.json', `./${named}`), 'package.json');
  return importers;
}

/** The shipped files that only tests import, directly or through other such files. */
function testOnly(importers: Map<string, string[]>): string[] {
  const found = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, by] of importers) {
      if (!isShipped(file) || found.has(file)) continue;
      if (by.every((importer) => isTest(importer) || found.has(importer))) {
        found.add(file);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

describe('test helpers', () => {
  it('are found when only tests import a shipped file, directly or through another such file', () => {
    const importers = new Map([
      ['server/orders/orderBuilder.ts', ['server/orders/placing.test.ts', 'server/test/fixtures.ts']],
      ['server/orders/builderParts.ts', ['server/orders/orderBuilder.ts']],
      ['server/orders/placing.ts', ['server/orders/index.ts', 'server/orders/placing.test.ts']],
      ['src/features/cart/cartDouble.ts', ['src/features/cart/cartSlice.unit.test.ts', 'e2e/journeys/cart.test.ts']],
      ['server/test/fixtures.ts', ['server/orders/placing.test.ts']],
      ['tools/codegen/names.ts', ['tools/codegen/names.test.ts']],
    ]);
    expect(testOnly(importers)).toEqual([
      'server/orders/builderParts.ts',
      'server/orders/orderBuilder.ts',
      'src/features/cart/cartDouble.ts',
    ]);
  });

  it('live in test folders: no shipped file of server/ or src/ is imported by tests only', () => {
    const files = [
      ...readdirSync(ROOT).filter((name) => CODE.test(name) && statSync(path.join(ROOT, name)).isFile()),
      ...CODE_FOLDERS.flatMap(codeFiles),
    ];
    expect(testOnly(importersOf(files))).toEqual([]);
  });
});
