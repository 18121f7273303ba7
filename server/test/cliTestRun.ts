// The CLI tests' way to run one command line against a test shop's database, keeping what it printed.
import type { TestShop } from './harness';
import { runCli } from '../cli/program';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A runner of `npm run shop -- <argv>` on the shop's database and data folder. */
export const cliOn =
  (shop: () => TestShop) =>
  async (...argv: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir, SANDBOX_WEBHOOKS: 'never' },
      cwd: shop().config.dataDir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  };
