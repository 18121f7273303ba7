// The storefront as it was before the catalog was queried (every visit carried the whole product list, and the app
// started after the page's `load` event), checked out from its commit beside this repository and built once, so a
// section measures both designs side by side in one run. BENCH_BASELINE names another commit; a section comparing
// with another earlier design checks its commit out the same way.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../tools/testkit/processes';

/** The last commit of the whole-list design. */
export const BASELINE_COMMIT = process.env.BENCH_BASELINE ?? '35fa6a3';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, stdio: 'pipe' }).toString().trim();

/** The checkout of `commit` (the baseline unless named) with its production build, made on first use and kept. */
export function baselineCheckout(named = BASELINE_COMMIT): string {
  const commit = git('rev-parse', '--short=10', named);
  const dir = path.join(os.tmpdir(), `bench-baseline-${commit}`);
  if (!existsSync(path.join(dir, 'dist', 'server', 'render.js'))) {
    if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
    // The same packages: the lock files differ only in other platforms' optional entries.
    if (!existsSync(path.join(dir, 'node_modules')))
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    console.error(`bench: building the baseline (${commit})…`);
    const webpackCli = require.resolve('webpack-cli/bin/cli.js');
    execFileSync(process.execPath, [webpackCli, '--mode', 'production', '--stats', 'errors-warnings'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return dir;
}
