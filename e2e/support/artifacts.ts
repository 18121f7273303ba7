// Where a failing journey leaves its screenshots and console log (git-ignored).
import path from 'node:path';

export const ARTIFACTS_DIR = path.resolve(__dirname, '..', 'artifacts');

/** A file-name-safe form of a test's full name. */
export function artifactName(testName: string): string {
  return testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}
