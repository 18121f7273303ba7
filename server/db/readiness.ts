// Getting the database ready (migrations, and what the app adds: the demo catalog) without making the server's start
// wait for it: when the database cannot be reached at start-up, the server still starts, answers 503 until it is
// ready, and keeps trying in the background. Any other failure (a broken migration, a bad SQLite path) stops the
// start. And whether it can serve right now, for the health check.
import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../errors';
import type { DB } from './schema';

export interface DatabaseReadiness {
  readonly ready: boolean;
  /** Settles once the database is prepared (the start-up announces the shop only then). */
  readonly whenReady: Promise<void>;
  /** Stops trying (the server is closing). */
  stop(): void;
}

/** First retry after this long, doubling up to the maximum. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;

export interface ReadinessLog {
  waiting(error: unknown, retryInMs: number): void;
  /** A failure other than an unreachable database, after the start: the server stays unready. */
  failed(error: unknown): void;
}

export async function prepareDatabase(prepare: () => Promise<void>, log: ReadinessLog): Promise<DatabaseReadiness> {
  let ready = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let becameReady: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => (becameReady = resolve));
  const attempt = async (retryInMs: number): Promise<void> => {
    try {
      await prepare();
      ready = true;
      becameReady();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (stopped) return;
      log.waiting(error, retryInMs);
      timer = setTimeout(() => {
        attempt(Math.min(retryInMs * 2, MAX_RETRY_MS)).catch((fatal: unknown) => log.failed(fatal));
      }, retryInMs);
    }
  };
  // A failure that waiting cannot mend is thrown here, at start-up.
  await attempt(FIRST_RETRY_MS);
  return {
    get ready() {
      return ready;
    },
    whenReady,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Resolves when the database is prepared and answers a query now; throws why not otherwise. */
export async function checkDatabase(db: Kysely<DB>, readiness: DatabaseReadiness): Promise<void> {
  if (!readiness.ready) throw new Error('the database is not prepared yet');
  await sql`select 1`.execute(db);
}
