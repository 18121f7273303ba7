// The operator's command line: `npm run shop -- <command>`. Exit codes: 0 done, 1 refused or failed (the reason
// on standard error), 2 not understood (a usage error, with the help that applies).
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config';
import { DomainError, isDatabaseUnavailable } from '../errors';
import { CliFailure, createContext, type CliIo } from './context';
import { registerBackupCommands } from './backupCommands';
import { registerDeliveryCommands } from './deliveryCommands';
import { registerDemoCommands } from './demoCommands';
import { registerInvoiceCommands } from './invoiceCommands';
import { registerMailCommands } from './mailCommands';
import { registerOrderCommands } from './orderCommands';
import { registerProductCommands } from './productCommands';
import { registerReturnCommands } from './returnCommands';
import { registerStockCommands } from './stockCommands';
import { registerSynonymCommands } from './synonymCommands';
import { registerUserCommands } from './userCommands';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

function buildProgram(io: CliIo, context: ReturnType<typeof createContext>): Command {
  const program = new Command('npm run shop --')
    .description(
      'Run the shop: its catalog, its orders and its accounts, in the database the server uses (DATABASE_URL, DATA_DIR).',
    )
    .exitOverride()
    .showSuggestionAfterError()
    .showHelpAfterError()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  registerProductCommands(program, context);
  registerOrderCommands(program, context);
  registerReturnCommands(program, context);
  registerStockCommands(program, context);
  registerSynonymCommands(program, context);
  registerUserCommands(program, context);
  registerBackupCommands(program, context);
  registerInvoiceCommands(program, context);
  registerDeliveryCommands(program, context);
  registerMailCommands(program, context);
  registerDemoCommands(program, context);
  // Subcommands share the program's output and its exit override; a mistake is followed by the help that lists what
  // exists (the commands, or the options of the command).
  for (const command of program.commands) {
    command
      .exitOverride()
      .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
      .showSuggestionAfterError()
      .showHelpAfterError();
    for (const sub of command.commands)
      sub.exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr }).showHelpAfterError();
  }
  return program;
}

/**
 * What the operator reads when a command stops. The rules' refusals (not found, invalid, refused) are said in their
 * own sentence, which names what to change, and exit 1 like every refusal; the HTTP statuses they map to on the API
 * (plugins/errors.ts) mean nothing here.
 */
function failureMessage(error: unknown): string {
  if (error instanceof CliFailure || error instanceof DomainError || error instanceof ConfigError) return error.message;
  if (isDatabaseUnavailable(error))
    return `The database is unreachable (${(error as Error).message}). Check DATABASE_URL and that the database is running.`;
  return `The command failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** Runs one command line and answers its exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let context: ReturnType<typeof createContext>;
  try {
    context = createContext(io);
  } catch (error) {
    io.stderr(`${failureMessage(error)}\n`);
    return EXIT.usage;
  }
  try {
    await buildProgram(io, context).parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const message = failureMessage(error);
    if (message !== '') io.stderr(`${message}\n`);
    return EXIT.failed;
  } finally {
    await context.close();
  }
}
