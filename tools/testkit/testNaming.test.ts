// The one rule that picks a test file's project (jest.config.ts): its folder and the end of its name. A test file that
// no project picks would never run, one picked twice would run twice, and a "unit" test that starts a server would
// slow the quick project down: each is refused here, for every file of the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globsToMatcher, replacePathSepForGlob } from 'jest-util';
import config from '../../jest.config';

const ROOT = path.resolve(__dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', 'artifacts']);
/** Names that say "test", whatever their project. */
const LOOKS_LIKE_A_TEST = /\.(test|spec|unit|reliability)\.[cm]?[jt]sx?$|\.(test|spec)s?\.[cm]?[jt]sx?$/;
/** What starts a shop: the test kit's processes and the in-process harness. */
const STARTS_A_SERVER = /testkit\/processes|server\/test\/harness|startTestShop|startShopProcess/;
/** Writes a test's source as text (npm run qa:test): its describe() is a string, not a test of this tree. */
const WRITES_TESTS = new Set(['tools/qa/testSource.ts']);
/** Projects that run the same files against another kind of shop count as one. */
const SAME_FILES: Record<string, string> = { 'screens-compat': 'screens' };

interface Project {
  name: string;
  picks(file: string): boolean;
}

const projects: Project[] = (config.projects ?? []).map((entry) => {
  const project = entry as { displayName: string; roots: string[]; testMatch: string[] };
  const roots = project.roots.map((root) => root.replace('<rootDir>', ROOT) + path.sep);
  const matches = globsToMatcher(project.testMatch);
  return {
    name: project.displayName,
    picks: (file: string) => roots.some((root) => file.startsWith(root)) && matches(replacePathSepForGlob(file)),
  };
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(ROOT);
const projectsOf = (file: string) => [
  ...new Set(projects.filter((project) => project.picks(file)).map(({ name }) => SAME_FILES[name] ?? name)),
];
const relative = (file: string) => path.relative(ROOT, file);

describe('the rule that picks a test file’s project', () => {
  test('every file named like a test is picked by exactly one project', () => {
    const misnamed = files
      .filter((file) => LOOKS_LIKE_A_TEST.test(file))
      .filter((file) => projectsOf(file).length !== 1)
      .map((file) => `${relative(file)}: ${projectsOf(file).join(', ') || 'no project'}`);
    expect(misnamed).toEqual([]);
  });

  test('no file holds tests that no project runs', () => {
    const unpicked = files
      .filter((file) => projectsOf(file).length === 0 && !WRITES_TESTS.has(relative(file)))
      // A suite or test at the top of a file (helpers that make suites, such as describeEachDatabase, indent theirs).
      .filter((file) => /^(describe|test|it)(\.each\([^)]*\))?\(/m.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(unpicked).toEqual([]);
  });

  test('the no-server project starts no server', () => {
    const starting = files
      .filter((file) => projectsOf(file).includes('no-server'))
      .filter((file) => STARTS_A_SERVER.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(starting).toEqual([]);
  });

  test('each project picks some files (a renamed folder would leave one empty)', () => {
    const empty = projects.filter((project) => !files.some((file) => project.picks(file))).map(({ name }) => name);
    expect(empty).toEqual([]);
  });
});
