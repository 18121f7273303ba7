// The shop's operator in the browser: an account signed up in the storefront, made an admin with `npm run shop`, and
// signed in through the login page.
import type { Page } from 'playwright-core';
import { runShopCommand } from './operator';
import { signUp, type Shopper } from './shopApi';
import { logIn } from './shopperActions';

export async function adminSignsIn(page: Page, dataDir: string, folder: string): Promise<Shopper> {
  const admin = await signUp();
  expect(await runShopCommand(dataDir, folder, 'users', 'role', admin.email, 'admin')).toBe(
    `${admin.email} is now an admin.\n`,
  );
  await logIn(page, admin.email, admin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return admin;
}

/** The admin chunk's files in a build: `admin.<hash>.js`. */
export const isAdminChunk = (file: string): boolean => /^admin\.[0-9a-f]+\.js$/.test(file);

/** The operator's messages' chunks in a build, one a language: `lang-en-admin.<hash>.js`, `lang-hi-admin.<hash>.js`. */
export const isAdminMessagesChunk = (file: string): boolean => /^lang-[a-z]+-admin\.[0-9a-f]+\.js$/.test(file);
