// Which database a Kysely instance speaks to, for the few statements that cannot be written once for both.
import { PostgresAdapter } from 'kysely';

/** Any Kysely instance or transaction, whatever its tables. */
interface Executing {
  getExecutor(): { adapter: unknown };
}

export const isPostgres = (db: Executing): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
