// Writes docs/openapi.json from the route schemas (npm run openapi); a test keeps it current.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderOpenApi } from './plugins/openapiDocument';

export const OPENAPI_FILE = path.resolve(__dirname, '..', 'docs', 'openapi.json');

if (require.main === module) {
  renderOpenApi().then(
    (document) => writeFileSync(OPENAPI_FILE, document),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
