// Runs the shop as one server process per core (or WEB_CONCURRENCY), all listening on the same port, for
// one machine; across machines, run `npm start` on each behind a reverse proxy (docs/deploy.md). The processes
// share nothing but the database: the catalog cache follows the database's catalog version, and tokens are
// checked with the one secret. A process that dies is replaced.
import cluster from 'node:cluster';
import os from 'node:os';
import { ConfigError, loadConfig } from './config';

const RESTART_DELAY_MS = 1000;

function workerCount(): number {
  const configured = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : os.availableParallelism();
}

if (cluster.isPrimary) {
  try {
    // Checked once here, so a bad value stops the shop with one message; this also creates the development
    // token secret before the workers start, so they all read the same one.
    loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(78);
  }
  let stopping = false;
  const count = workerCount();
  console.log(`starting ${count} server processes`);
  for (let index = 0; index < count; index += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  void import('./main');
}
