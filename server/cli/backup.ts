// Backups of a shop on SQLite: one .tar.gz holding a consistent copy of the database, taken by SQLite's own online
// backup while the shop runs, and the pictures (DATA_DIR/images). Restoring puts both back into a stopped shop's
// DATA_DIR, keeping what was there aside. A shop on PostgreSQL is backed up with PostgreSQL's own tools: the commands
// are said here (postgresCommands) and in docs/deploy.md.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import * as tar from 'tar';
import { countProducts } from '../catalog';
import { PRIVATE_FILE_MODE, privateDir } from '../config/files';
import type { DB } from '../db/schema';
import { countOrders } from '../orders';

export const BACKUP_FORMAT = 'kapda-shop-backup';
export const BACKUP_VERSION = 1;
const DATABASE_ENTRY = 'shop.sqlite';
const IMAGES_ENTRY = 'images';
const SECRET_ENTRY = 'jwt-secret';
const MANIFEST_ENTRY = 'backup.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** When the database's copy was taken (ISO 8601): the backup holds every write committed before it. */
  takenAt: string;
  orders: number;
  products: number;
  pictures: number;
}

/** Files under `dir`, at any depth. */
function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/**
 * Opens a copy of a shop's database, refuses it unless SQLite finds it intact (`damaged` says whose), and reads it
 * through the wings that own its tables, as the shop does.
 */
async function readIntact<T>(file: string, damaged: string, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const check = database.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${damaged} is damaged: ${String(check)}.`);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
    try {
      return await read(db);
    } finally {
      await db.destroy();
    }
  } finally {
    if (database.open) database.close();
  }
}

/** A folder for the work of one backup or restore, next to where its result goes (one file system: renames work). */
function workFolder(near: string, what: string): string {
  mkdirSync(near, { recursive: true });
  return mkdtempSync(path.join(near, `.${what}-`));
}

/**
 * Takes a backup of the SQLite shop whose database is `databaseFile` and whose pictures are in `dataDir/images` into
 * `target` (a .tar.gz, readable by the shop's user alone). The shop may be running: the copy is SQLite's online
 * backup, made in one step, so it is the database as one moment left it, every committed order whole and nothing of
 * one being written. The pictures are copied after it: a picture the database names was written (whole, then renamed
 * into place) before the database named it, so every one is in the backup.
 */
export async function backupSqlite(databaseFile: string, dataDir: string, target: string): Promise<BackupManifest> {
  if (!existsSync(databaseFile)) throw new Error(`There is no shop database at ${databaseFile}.`);
  const work = workFolder(path.dirname(target), 'backup');
  try {
    const source = new SqliteDatabase(databaseFile, { fileMustExist: true });
    let takenAt: string;
    try {
      source.pragma('busy_timeout = 5000');
      // All pages in one step: a write by the running shop between steps would make SQLite start the copy again.
      await source.backup(path.join(work, DATABASE_ENTRY), { progress: () => 0x7fffffff });
      takenAt = new Date().toISOString();
    } finally {
      source.close();
    }
    const { orders, products } = await readIntact(
      path.join(work, DATABASE_ENTRY),
      'The copy of the database',
      async (copy) => ({ orders: await countOrders(copy), products: await countProducts(copy) }),
    );
    const images = path.join(dataDir, IMAGES_ENTRY);
    if (existsSync(images)) {
      // A picture being written (name.<pid>.partial) is not one yet.
      cpSync(images, path.join(work, IMAGES_ENTRY), { recursive: true, filter: (file) => !file.endsWith('.partial') });
    }
    const secret = path.join(dataDir, SECRET_ENTRY);
    if (existsSync(secret)) cpSync(secret, path.join(work, SECRET_ENTRY));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      takenAt,
      orders,
      products,
      pictures: countFiles(path.join(work, IMAGES_ENTRY)),
    };
    writeFileSync(path.join(work, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_ENTRY, DATABASE_ENTRY, IMAGES_ENTRY, SECRET_ENTRY].filter((entry) =>
      existsSync(path.join(work, entry)),
    );
    // Written beside the target and renamed: an interrupted backup never leaves a file that looks whole.
    const partial = path.join(work, 'backup.tar.gz');
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, target);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database and pictures that were there before went, if there were any. */
  keptAside?: string;
}

/**
 * Puts the backup `file` back as the shop's database (`databaseFile`) and pictures (`dataDir/images`). The shop must
 * be stopped: its processes would keep the replaced database open. What was there is moved aside into
 * `dataDir/before-restore-<time>/`, never deleted.
 */
export async function restoreSqlite(file: string, databaseFile: string, dataDir: string): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`);
  privateDir(dataDir);
  const work = workFolder(dataDir, 'restore');
  try {
    await tar.extract({ file, cwd: work, strict: true });
    const manifestFile = path.join(work, MANIFEST_ENTRY);
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest)
      : undefined;
    if (manifest?.format !== BACKUP_FORMAT || !existsSync(path.join(work, DATABASE_ENTRY))) {
      throw new Error(`${file} is not a backup of this shop (made by npm run shop -- backup).`);
    }
    if (manifest.version > BACKUP_VERSION) {
      throw new Error(`${file} was made by a newer version of the shop (backup format ${manifest.version}).`);
    }
    await readIntact(path.join(work, DATABASE_ENTRY), "The backup's database", async () => undefined);

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const aside = path.join(dataDir, `before-restore-${stamp}`);
    let keptAside: string | undefined;
    const moveAside = (current: string, name: string) => {
      if (!existsSync(current)) return;
      mkdirSync(aside, { recursive: true });
      renameSync(current, path.join(aside, name));
      keptAside = aside;
    };
    // The database with its journal: a -wal file left beside the restored database would be read into it.
    for (const suffix of ['', '-wal', '-shm']) moveAside(`${databaseFile}${suffix}`, `${DATABASE_ENTRY}${suffix}`);
    moveAside(path.join(dataDir, IMAGES_ENTRY), IMAGES_ENTRY);

    mkdirSync(path.dirname(databaseFile), { recursive: true });
    renameSync(path.join(work, DATABASE_ENTRY), databaseFile);
    chmodSync(databaseFile, PRIVATE_FILE_MODE);
    if (existsSync(path.join(work, IMAGES_ENTRY)))
      renameSync(path.join(work, IMAGES_ENTRY), path.join(dataDir, IMAGES_ENTRY));
    // The development token secret comes back only where there is none: a shop's own is never replaced.
    const secret = path.join(dataDir, SECRET_ENTRY);
    if (existsSync(path.join(work, SECRET_ENTRY)) && !existsSync(secret)) {
      renameSync(path.join(work, SECRET_ENTRY), secret);
      chmodSync(secret, PRIVATE_FILE_MODE);
    }
    return { manifest, keptAside };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A PostgreSQL address without its password, which the tools read from PGPASSWORD or ~/.pgpass instead. */
function withoutPassword(databaseUrl: string): { url: string; hadPassword: boolean } {
  const url = new URL(databaseUrl);
  const hadPassword = url.password !== '';
  url.password = '';
  return { url: url.toString(), hadPassword };
}

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The commands that back up and restore a shop on PostgreSQL (its pictures are in the database too). */
export function postgresCommands(
  databaseUrl: string,
  file: string,
): { backup: string; restore: string; note?: string } {
  const { url, hadPassword } = withoutPassword(databaseUrl);
  return {
    backup: `pg_dump --format=custom --no-owner --file=${quoted(file)} ${quoted(url)}`,
    restore: `pg_restore --clean --if-exists --no-owner --single-transaction --dbname=${quoted(url)} ${quoted(file)}`,
    note: hadPassword
      ? 'DATABASE_URL has a password: give it to the tools in PGPASSWORD (or ~/.pgpass), not on the command line.'
      : undefined,
  };
}
