// What every CLI command works with: the shop's database (opened and migrated on first use), its picture store,
// and where to write.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ensureSearchIndex, type ProductShelves, type ProductsChangedHook } from '../catalog';
import { ConfigError, loadConfig, loadStorageConfig } from '../config';
import { loadPaymentConfig } from '../config/payments';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import type { DB } from '../db/schema';
import type { PictureStore } from '../images/picture';
import { createPictureStore } from '../images/pictureStore';
import type { CancelOrder } from '../orders';
import {
  cancelPaymentsForChangedProducts,
  createCardCheckout,
  createPayments,
  sandboxRecords,
  sendCancellationRefund,
  type CardCheckout,
  type Payments,
} from '../payments';
import { cancelWholeOrderIn } from '../afterSale';
import { productShelves } from '../stock';

export interface CliIo {
  env: Record<string, string | undefined>;
  /** Where the operator's relative file names start (the shell's folder, not the project's). */
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface CliContext {
  io: CliIo;
  db(): Promise<Kysely<DB>>;
  /** Where the shop keeps product pictures: the server's own store (PostgreSQL's, or DATA_DIR's folder on SQLite). */
  pictures(): Promise<PictureStore>;
  /** What removing or repricing products does to the payments waiting on them, as on the admin API. */
  productsChanged(): Promise<ProductsChangedHook>;
  /** The stock wing's shelves, which the catalog's imports write and its exports read, as on the admin API. */
  shelves: ProductShelves;
  /** The payment providers as the server would choose them from the operator's environment (refunds, reconciling). */
  payments(): Promise<Payments>;
  /**
   * The shop's cancellation of an order, as on the admin API: the after-sale wing cancels its pieces, the payments
   * wing sends the refund through these providers (none: it waits for the operator's Refund).
   */
  cancelOrder(payments: Payments | undefined): CancelOrder;
  /** Writes one line (or several) to standard output. */
  print(text: string): void;
  /** Writes one line to standard error. */
  warn(text: string): void;
  close(): Promise<void>;
}

/**
 * The shop's card provider as the operator's environment names it, to close the checkouts of payments a catalog change
 * cancelled. Best effort: with settings the CLI cannot read (it needs only the database's) none is closed, and a
 * payment that still arrives is refused and marked for refund.
 */
function cardCheckout(env: CliIo['env'], db: Kysely<DB>): CardCheckout | null {
  try {
    const settings = loadPaymentConfig(env, env.NODE_ENV === 'production', []);
    // The CLI opens no checkout, so the address of the sandbox's checkout pages is never used.
    return createCardCheckout({ ...settings, publicUrl: env.PUBLIC_URL ?? '' }, sandboxRecords(db));
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
}

/** The address the shopper's mails link to: PUBLIC_URL, or the shop on this machine. */
export const publicUrlOf = (env: CliIo['env']): string => env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '4000'}`;

/** SQLite's file, when the shop keeps its data in one. */
function sqliteFile(databaseUrl: string): string | null {
  return databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : null;
}

export function createContext(io: CliIo): CliContext {
  // DATA_DIR is relative to the project, as for the server (npm runs both from the project's folder).
  const storage = loadStorageConfig(io.env);
  let database: Database | undefined;
  const open = async (): Promise<Database> => {
    if (!database) {
      // A mistyped DATA_DIR or DATABASE_URL would otherwise make a new, empty shop and change that one.
      const file = sqliteFile(storage.databaseUrl);
      if (file !== null && !existsSync(file)) {
        throw new CliFailure(
          `There is no shop database at ${file}. Start the shop once (npm start), or set DATA_DIR or DATABASE_URL to the shop's.`,
        );
      }
      database = openDatabase(storage.databaseUrl);
      await migrateToLatest(database.db);
      // The products a command adds or renames are indexed as the server indexes them.
      await ensureSearchIndex(database.db);
    }
    return database;
  };
  return {
    io,
    db: async () => (await open()).db,
    pictures: async () => createPictureStore(await open(), path.join(storage.dataDir, 'images')),
    productsChanged: async () => cancelPaymentsForChangedProducts(cardCheckout(io.env, (await open()).db)),
    shelves: productShelves,
    payments: async () => {
      const db = (await open()).db;
      try {
        return createPayments(loadConfig(io.env, io.cwd), sandboxRecords(db));
      } catch (error) {
        // The server's own settings decide which provider holds a payment: the same words it would start with.
        if (error instanceof ConfigError) throw new CliFailure(error.message);
        throw error;
      }
    },
    cancelOrder: (payments) => ({ cancelIn: cancelWholeOrderIn, sendRefund: sendCancellationRefund(payments) }),
    print: (text) => io.stdout(`${text}\n`),
    warn: (text) => io.stderr(`${text}\n`),
    close: async () => {
      await database?.close();
    },
  };
}

/**
 * A failure the operator can act on: printed without a stack trace, exit code 1. An empty message means the command
 * has already printed its reasons (an import's rejected rows) and only the exit code is left to set.
 */
export class CliFailure extends Error {}
