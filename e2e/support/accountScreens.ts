// Signing up on the login screen as a shopper does, reached through the header's link (no page load on the way).
import type { Page } from 'playwright-core';
import type { NewShopper } from '../../tools/testkit/fixtures';

export async function signUpOnScreen(page: Page, shopper: NewShopper): Promise<void> {
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(shopper.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('/');
  await page.getByRole('button', { name: 'Account' }).waitFor();
}
