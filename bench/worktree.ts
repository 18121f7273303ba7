// An earlier commit of the shop checked out beside this repository, to measure its server side by side with this
// checkout's: its server runs from its sources with this checkout's packages and built storefront (no build needed).
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../tools/testkit/processes';

/** The earlier commit checked out beside this repository (its server runs from its sources; no build is needed). */
export function earlierCheckout(commit: string): string {
  const dir = path.join(os.tmpdir(), `bench-earlier-${commit}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT, stdio: 'pipe' });
  for (const shared of ['node_modules', 'dist'])
    if (!existsSync(path.join(dir, shared))) symlinkSync(path.join(ROOT, shared), path.join(dir, shared), 'dir');
  return dir;
}
