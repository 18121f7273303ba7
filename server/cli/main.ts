// Entry point of `npm run shop -- <command>` (see program.ts).
import { runCli } from './program';

runCli(process.argv.slice(2), {
  env: process.env,
  // npm runs scripts in the project's folder and keeps the operator's own in INIT_CWD.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
