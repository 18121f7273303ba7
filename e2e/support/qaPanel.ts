// The QA panel as QA uses it: QA mode switched on, the recording downloaded, a log imported and stepped through.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { DELIVERY_ADDRESS } from '../../tools/testkit/fixtures';
import type { Shopper } from '../../tools/testkit/shopClient';

export const qaPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'QA tools' });

/** Opens `path` with QA mode switched on (the storefront remembers it in this browser). */
export async function openInQaMode(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}qa=on`);
  await qaPanel(page).waitFor();
}

/** Presses Download action log and answers the file's text. */
export async function downloadLog(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    qaPanel(page).getByRole('button', { name: 'Download action log' }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8');
}

export async function importLog(page: Page, text: string): Promise<void> {
  await qaPanel(page)
    .getByLabel('Replay a log…')
    .setInputFiles({ name: 'journey.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await qaPanel(page).getByRole('slider', { name: 'Step' }).waitFor();
}

/** The replay's position as the panel says it: `Step 3 of 40: cart/itemAdded`. */
export const replayPosition = (page: Page): Promise<string> => qaPanel(page).locator('output').innerText();

/** What a QA log must never hold: the shopper's token, account and delivery address. */
export function personalValues(shopper: Omit<Shopper, 'token'>, token: string): string[] {
  return [
    token,
    shopper.name,
    shopper.email,
    shopper.password,
    DELIVERY_ADDRESS.firstName,
    DELIVERY_ADDRESS.lastName,
    DELIVERY_ADDRESS.email,
    DELIVERY_ADDRESS.street,
    DELIVERY_ADDRESS.zipcode,
    DELIVERY_ADDRESS.phone,
  ];
}
