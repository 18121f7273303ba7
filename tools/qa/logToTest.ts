// Turns a QA action log into a Jest regression test: npm run qa:test -- <log.json> <name> writes, in src/test/qa-logs/,
// <name>.json (the log redacted, in Redux DevTools' export format) and <name>.test.ts, which replays it and checks every
// step. It reads a DevTools export (ours or DevTools' own) and an older QA log; anything else is refused, saying why.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseActionLog, toDevToolsExport } from '../../src/app/qa/devtoolsLog';
import { redact } from '../../src/app/qa/sanitize';
import { replaySteps } from '../../src/app/qa/stepView';
import { regressionTestSource } from './testSource';

export const QA_LOGS_DIR = path.resolve(__dirname, '..', '..', 'src', 'test', 'qa-logs');
const QA_MODULES = path.resolve(__dirname, '..', '..', 'src', 'app', 'qa');

/** Writes the log and its test into `dir`; answers the test file's path. */
export function writeRegressionTest(logFile: string, name: string, dir = QA_LOGS_DIR): string {
  if (!/^[a-z0-9-]+$/.test(name))
    throw new Error(`The test name must be lowercase letters, digits and dashes, not "${name}".`);
  const file = toDevToolsExport(redact(parseActionLog(readFileSync(logFile, 'utf8'))));
  const steps = replaySteps(JSON.parse(file));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${file}\n`);
  const testFile = path.join(dir, `${name}.test.ts`);
  writeFileSync(testFile, regressionTestSource(name, steps, path.relative(dir, QA_MODULES).split(path.sep).join('/')));
  console.log(`${steps.length - 1} actions -> ${path.relative(process.cwd(), testFile)}`);
  return testFile;
}

if (require.main === module) {
  const [logFile, name] = process.argv.slice(2);
  if (!logFile || !name) {
    console.error('usage: npm run qa:test -- <downloaded-log.json> <test-name>');
    process.exit(2);
  }
  try {
    writeRegressionTest(logFile, name);
  } catch (error) {
    // QA reads this: the reason, never a stack trace.
    console.error(`${logFile}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
