// Starts the shop: validated config, the app, listening, and a clean shutdown on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { describeDatabase, describePayments, readyBanner } from './start/banner';
import { countProducts } from './catalog';
import { exitOnStartFailure } from './start/startFailure';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
  const started = performance.now();
  const app = await buildApp(config);
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  for (const warning of config.warnings) app.log.warn(warning);
  const pretty = config.logFormat === 'pretty' && config.logLevel !== 'silent';
  // Fastify announces every address it listens on; a terminal gets the one banner below instead.
  const level = app.log.level;
  if (pretty) app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  // While the database is unreachable the server answers 503; the shop is announced once it can serve.
  await app.databaseReadiness.whenReady;
  const products = await countProducts(app.db);
  if (pretty) {
    console.log(readyBanner({ config, payments: app.payments, products }));
    return;
  }
  app.log.info(
    {
      database: describeDatabase(config.databaseUrl),
      products,
      payments: describePayments(app.payments),
      startupMs: Math.round(performance.now() - started),
    },
    `shop ready at ${config.publicUrl}`,
  );
}

// A configuration mistake found while starting (a PostgreSQL database that does not exist) ends with 78, as above.
main().catch(exitOnStartFailure);
