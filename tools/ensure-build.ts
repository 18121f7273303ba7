// Builds the storefront into dist/ when it is missing or older than its sources: `npm start` runs this first,
// and the browser tests and the benchmark call `ensureBuild()` before they start a shop. `npm run build` builds with
// --always (and then compiles the server into build/). --require builds nothing and only refuses a missing storefront
// build (the benchmark's earlier start); `npm run start:prod` checks for both builds with tools/require-build.mjs,
// which is there before anything is built.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The repository: the folder above tools/, from the source (tools/) or from its compiled copy (build/tools/). */
function repositoryRoot(from: string): string {
  let dir = path.resolve(from, '..');
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const ROOT = repositoryRoot(__dirname);
const INDEX = path.join(ROOT, 'dist', 'index.html');
// webpack leaves an unchanged index.html alone, so the build's own time is kept in a stamp file.
const STAMP = path.join(ROOT, 'dist', '.built-at');
const SOURCES = ['src', 'public', 'webpack.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

function webpack(mode: 'production' | 'development', env: NodeJS.ProcessEnv = process.env): void {
  // Only errors and warnings: the statistics of every file would bury the address the shop prints when it is ready.
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  execFileSync(process.execPath, [webpackCli, '--mode', mode, '--stats', 'errors-warnings'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
}

function build(): void {
  console.log('Building the storefront (webpack, production)…');
  webpack('production');
  writeFileSync(STAMP, new Date().toISOString());
}

/**
 * A development build (React's checks and warnings on, QA mode off) into `dir`, with its server renderer: the browser
 * test of hydration serves it to see every warning React gives about the server's markup.
 */
export function buildDevelopmentInto(dir: string): void {
  webpack('development', { ...process.env, BUILD_DIR: dir, SHOP_QA: 'off' });
}

export function ensureBuild(): void {
  const builtAt = existsSync(INDEX) && existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(ROOT, entry))));
  if (sourcesAt > builtAt) build();
}

/** Stops with a clear message when there is no build to serve (in DIST_DIR, where the server looks for it too). */
export function requireBuild(): void {
  const index = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR, 'index.html') : INDEX;
  if (existsSync(index)) return;
  console.error(`There is no storefront build (${path.relative(ROOT, index)} is missing). Run npm run build first.`);
  process.exit(1);
}

if (require.main === module) {
  if (process.argv.includes('--require')) requireBuild();
  else if (process.argv.includes('--always')) build();
  else ensureBuild();
}
