// Builds the storefront into dist/ when it is missing or older than its sources: `npm start` runs this first,
// and the browser tests and the benchmark call `ensureBuild()` before they start a shop.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const INDEX = path.join(ROOT, 'dist', 'index.html');
// webpack leaves an unchanged index.html alone, so the build's own time is kept in a stamp file.
const STAMP = path.join(ROOT, 'dist', '.built-at');
const SOURCES = ['src', 'public', 'webpack.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

export function ensureBuild(): void {
  const builtAt = existsSync(INDEX) && existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(ROOT, entry))));
  if (sourcesAt <= builtAt) return;
  console.log('Building the storefront (webpack, production)…');
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
}

if (require.main === module) ensureBuild();
