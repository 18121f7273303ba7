// `npm run start:prod` and `start:prod:cluster` run this first: plain JavaScript, never built, so it is there before
// `npm run build` has made build/. Without the compiled server (build/server/) or the storefront's build (dist/, or
// DIST_DIR) it says to build first and ends with 78 (EX_CONFIG, as the shop ends on a wrong setting): starting again
// without building fails the same way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_EXIT_CODE = 78;

const entry = process.argv[2] ?? 'main';
const needed = [
  path.join(ROOT, 'build', 'server', `${entry}.js`),
  process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR, 'index.html') : path.join(ROOT, 'dist', 'index.html'),
];
const missing = needed.filter((file) => !existsSync(file)).map((file) => path.relative(ROOT, file));
if (missing.length > 0) {
  console.error(`The shop is not built yet (${missing.join(' and ')} missing): run npm run build first.`);
  process.exit(CONFIG_EXIT_CODE);
}
