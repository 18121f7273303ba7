// `npm run start:prod` and `start:prod:cluster` in a copy of the repository's scripts that was never built: they say to
// build first and end with 78 (a setting to change, not a crash), and start a built shop as before.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runShell } from './testkit/processes';

const ROOT = path.resolve(__dirname, '..');

describe('npm run start:prod before npm run build', () => {
  let copy = '';
  const env = { ...process.env, DIST_DIR: '' };

  beforeEach(() => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'shop-start-prod-'));
    mkdirSync(path.join(copy, 'tools'));
    copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
    copyFileSync(path.join(ROOT, 'tools', 'require-build.mjs'), path.join(copy, 'tools', 'require-build.mjs'));
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it.each([
    ['start:prod', 'build/server/main.js'],
    ['start:prod:cluster', 'build/server/cluster.js'],
  ])('npm run %s says to run npm run build first and ends with 78', async (script, server) => {
    const result = await runShell(`npm run --silent ${script}`, { cwd: copy, env });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('run npm run build first');
    expect(result.stderr).toContain(`${server} and dist/index.html missing`);
    expect(result.stderr).not.toContain('Cannot find module');
  });

  it('names only what is missing: the storefront build, when the server is compiled', async () => {
    mkdirSync(path.join(copy, 'build', 'server'), { recursive: true });
    writeFileSync(path.join(copy, 'build', 'server', 'main.js'), '');
    const result = await runShell('npm run --silent start:prod', { cwd: copy, env });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('(dist/index.html missing): run npm run build first.');
  });

  it('starts the compiled server once both builds are there', async () => {
    mkdirSync(path.join(copy, 'build', 'server'), { recursive: true });
    mkdirSync(path.join(copy, 'dist'));
    writeFileSync(path.join(copy, 'dist', 'index.html'), '<!doctype html>');
    writeFileSync(path.join(copy, 'build', 'server', 'main.js'), 'console.log("compiled server started");');
    const result = await runShell('npm run --silent start:prod', { cwd: copy, env });
    expect([result.code, result.stdout.trim()]).toEqual([0, 'compiled server started']);
  });
});
