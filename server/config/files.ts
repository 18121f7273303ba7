// Files only the shop's own user may read: the data folder (0700), and the database and token secret in it (0600).
// They hold every account's password hash and the key that signs logins, so other users of the machine get nothing.
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its missing parents) for the shop's user alone, and tightens it if it already exists. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Creates the file empty if it is missing, and makes it readable by the shop's user alone. SQLite gives its -wal and
 * -shm files the database file's mode, so a private database keeps its journal private too.
 */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}
