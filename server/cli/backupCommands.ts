// npm run shop -- backup <file> | restore <file>: the shop's data in one file (SQLite), or PostgreSQL's own commands.
import path from 'node:path';
import type { Command } from 'commander';
import { loadStorageConfig } from '../config';
import { backupSqlite, postgresCommands, restoreSqlite } from './backup';
import { CliFailure, type CliContext } from './context';

function sqliteFileOf(databaseUrl: string): string | undefined {
  return databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : undefined;
}

function postgresInstead(databaseUrl: string, file: string, what: 'backup' | 'restore'): CliFailure {
  const commands = postgresCommands(databaseUrl, file);
  const lines = [
    `The shop is on PostgreSQL: ${what === 'backup' ? 'back it up' : 'restore it'} with PostgreSQL's own tools (its pictures are in the database too):`,
    `  ${commands[what]}`,
    ...(what === 'restore' ? ['Stop the shop first, and start it again after the restore.'] : []),
    ...(commands.note ? [commands.note] : []),
  ];
  return new CliFailure(lines.join('\n'));
}

export function registerBackupCommands(program: Command, context: CliContext): void {
  const { io } = context;
  const storage = () => loadStorageConfig(io.env);

  program
    .command('backup')
    .description(
      'Copy the shop (SQLite database and pictures) into one .tar.gz while it runs; on PostgreSQL, print the pg_dump command',
    )
    .argument('<file>', 'the backup to write, such as backups/shop-2026-11-25.tar.gz')
    .action(async (file: string) => {
      const target = path.resolve(io.cwd, file);
      const { databaseUrl, dataDir } = storage();
      const sqlite = sqliteFileOf(databaseUrl);
      if (sqlite === undefined) throw postgresInstead(databaseUrl, target, 'backup');
      const manifest = await backupSqlite(sqlite, dataDir, target);
      context.print(
        `Backed up the shop as of ${manifest.takenAt}: ${manifest.orders} orders, ${manifest.products} products, ${manifest.pictures} pictures, into ${target}.`,
      );
    });

  program
    .command('restore')
    .description(
      "Put a backup back into a stopped shop's DATA_DIR (what is there is kept aside); on PostgreSQL, print the pg_restore command",
    )
    .argument('<file>', 'a backup made by npm run shop -- backup')
    .option('--shop-stopped', 'confirm that no process of the shop is running (required)')
    .action(async (file: string, options: { shopStopped?: boolean }) => {
      const source = path.resolve(io.cwd, file);
      const { databaseUrl, dataDir } = storage();
      const sqlite = sqliteFileOf(databaseUrl);
      if (sqlite === undefined) throw postgresInstead(databaseUrl, source, 'restore');
      if (!options.shopStopped) {
        throw new CliFailure(
          'Stop the shop first (every process using this DATA_DIR), then run the restore again with --shop-stopped.',
        );
      }
      const { manifest, keptAside } = await restoreSqlite(source, sqlite, dataDir);
      context.print(
        `Restored the shop as of ${manifest.takenAt}: ${manifest.orders} orders, ${manifest.products} products, ${manifest.pictures} pictures.`,
      );
      if (keptAside) context.print(`What was there before is kept in ${keptAside}.`);
      context.print('Start the shop again.');
    });
}
