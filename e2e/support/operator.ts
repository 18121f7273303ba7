// The shop's operator at work: `npm run shop` as its own process, on a running shop's data folder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from './shopServer';

/** Runs `npm run shop -- ...args` from `folder` (where its file names start) and answers its standard output. */
export async function runShopCommand(dataDir: string, folder: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // As for the server: the tests' own settings must not leak in.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)('npm', ['--prefix', ROOT, 'run', '-s', 'shop', '--', ...args], { cwd: folder, env });
  return stdout;
}
