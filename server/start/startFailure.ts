// How a start that cannot go on ends: one message on standard error, and an exit code that tells a supervisor (and
// the cluster) whether starting again could help.
import { ConfigError } from '../config';

/** EX_CONFIG (sysexits.h): a setting is wrong; starting again without changing it fails the same way. */
export const CONFIG_EXIT_CODE = 78;

/** Prints why the shop could not start and ends the process: 78 for a configuration mistake, 1 for anything else. */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(CONFIG_EXIT_CODE);
  }
  console.error('The shop could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
