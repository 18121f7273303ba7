// Renders the OpenAPI document of a throwaway app instance (in-memory SQLite, temporary data folder).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

export async function renderOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
  try {
    const config = loadConfig({
      DATABASE_URL: 'sqlite::memory:',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'o'.repeat(32),
      // With Stripe keys the webhook route exists and is documented; nothing here calls Stripe.
      STRIPE_SECRET_KEY: 'sk_test_openapi_document',
      STRIPE_WEBHOOK_SECRET: 'whsec_openapi_document',
    });
    const app = await buildApp(config);
    await app.ready();
    const document = app.swagger();
    await app.close();
    return `${JSON.stringify(document, null, 2)}\n`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
