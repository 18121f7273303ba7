import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("the shop's files", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-files-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function startAndStop(dataDir: string): Promise<void> {
    // No JWT_SECRET: the development secret is generated into the data folder.
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(root, 'none'), LOG_LEVEL: 'silent' }, root),
    );
    await app.ready();
    await app.close();
  }

  it('keeps the data folder 0700 and the database, its journal and the token secret 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    await startAndStop(dataDir);
    expect(modeOf(dataDir)).toBe('700');
    for (const file of ['shop.sqlite', 'jwt-secret'])
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, '600']);
  });

  it('tightens a data folder and database left readable by others', async () => {
    const dataDir = path.join(root, 'older');
    mkdirSync(dataDir, { mode: 0o755 });
    await startAndStop(dataDir);
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'shop.sqlite'), 0o644);
    await startAndStop(dataDir);
    expect([modeOf(dataDir), modeOf(path.join(dataDir, 'shop.sqlite'))]).toEqual(['700', '600']);
  });

  // SQLite removes its journal files on a clean close, so they are looked at while the shop runs.
  it('gives the journal files of a running database the same private mode', async () => {
    const dataDir = path.join(root, 'running');
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(root, 'none'), LOG_LEVEL: 'silent' }, root),
    );
    try {
      await app.ready();
      for (const file of ['shop.sqlite-wal', 'shop.sqlite-shm'])
        expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, '600']);
    } finally {
      await app.close();
    }
  });
});
