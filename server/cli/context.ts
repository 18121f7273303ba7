// What every CLI command works with: the shop's database (opened and migrated on first use), its images folder,
// and where to write.
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadStorageConfig } from '../config';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import type { DB } from '../db/schema';

export interface CliIo {
  env: Record<string, string | undefined>;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface CliContext {
  io: CliIo;
  imagesDir: string;
  db(): Promise<Kysely<DB>>;
  /** Writes one line (or several) to standard output. */
  print(text: string): void;
  /** Writes one line to standard error. */
  warn(text: string): void;
  close(): Promise<void>;
}

export function createContext(io: CliIo): CliContext {
  const storage = loadStorageConfig(io.env, io.cwd);
  let database: Database | undefined;
  return {
    io,
    imagesDir: path.join(storage.dataDir, 'images'),
    async db() {
      if (!database) {
        database = openDatabase(storage.databaseUrl);
        await migrateToLatest(database.db);
      }
      return database.db;
    },
    print: (text) => io.stdout(`${text}\n`),
    warn: (text) => io.stderr(`${text}\n`),
    close: async () => {
      await database?.close();
    },
  };
}

/** A failure the operator can act on: printed without a stack trace, exit code 1. */
export class CliFailure extends Error {}
