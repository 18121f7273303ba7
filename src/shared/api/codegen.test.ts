/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FEATURE_ENDPOINTS, generatedFile } from './codegenFeatures';

// The generator loads prettier through a dynamic import that Jest's module runtime cannot run,
// so the check runs the real command in its own Node process.
const runCheck = () =>
  spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'codegen.ts'), '--check'], {
    encoding: 'utf8',
  });

describe('generated endpoint slices', () => {
  it('match docs/openapi.json (npm run codegen)', () => {
    const result = runCheck();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('are reported stale when a generated file no longer matches', () => {
    const [feature] = Object.keys(FEATURE_ENDPOINTS);
    const file = generatedFile(feature as string);
    const backup = path.join(mkdtempSync(path.join(os.tmpdir(), 'codegen-')), 'backup.ts');
    copyFileSync(file, backup);
    try {
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n// edited by hand\n`);
      const result = runCheck();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`stale: src/features/${feature as string}/${feature as string}Api.generated.ts`);
    } finally {
      copyFileSync(backup, file);
      rmSync(path.dirname(backup), { recursive: true, force: true });
    }
  });
});
