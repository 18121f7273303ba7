// The shop's operator at work: `npm run shop` as its own process, on a running shop's data folder.
import { runShopCli } from '../../tools/testkit/processes';
import { shopEnvironment } from './shopServer';

/** Runs `npm run shop -- ...args` from `folder` (where its file names start) and answers its standard output. */
export async function runShopCommand(dataDir: string, folder: string, ...args: string[]): Promise<string> {
  const result = await runShopCli(args, { cwd: folder, env: shopEnvironment(dataDir) });
  if (result.code !== 0) throw new Error(`npm run shop -- ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
  return result.stdout;
}
