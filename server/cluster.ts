// Runs the shop as one server process per core (or WEB_CONCURRENCY), all listening on the same port, for
// one machine; across machines, run `npm start` on each behind a reverse proxy (docs/deploy.md). The processes
// share nothing but the database: the catalog cache follows the database's catalog version, and tokens are
// checked with the one secret. A process that dies is replaced (start/workers.ts).
import cluster from 'node:cluster';
import { loadConfig } from './config';
import { webConcurrency } from './config/cluster';
import { exitOnStartFailure } from './start/startFailure';
import { superviseWorkers } from './start/workers';

if (cluster.isPrimary) {
  let count: number;
  try {
    // Checked once here, so a bad value stops the shop with one message; this also creates the development
    // token secret before the workers start, so they all read the same one.
    loadConfig();
    count = webConcurrency();
  } catch (error) {
    exitOnStartFailure(error);
  }
  superviseWorkers(count);
} else {
  void import('./main');
}
