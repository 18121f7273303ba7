// The decorations everything else reads: the shop's settings (`app.config`) and its database (`app.db`, and which
// kind it is), each a named plugin (fastify-plugin), so a plugin that needs one declares it among its dependencies.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';

export const configPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

/** The database app.ts opened, closed when the app closes (after everything that was added after it). */
export const databasePlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
