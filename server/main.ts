// Starts the shop: validated config, the app, listening, and a clean shutdown on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { describeModes } from './payments';

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
  app.log.info(describeModes(app.payments));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.databaseKind, startupMs: Math.round(performance.now() - started) },
    `shop ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('The shop could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
