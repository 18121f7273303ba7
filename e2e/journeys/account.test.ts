// Sign-up, login and logout, and /login for a shopper who is already logged in.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { journey } from '../support/journey';
import { eventually } from '../support/eventually';
import { expectCartCount, logIn, toast } from '../support/shopperActions';
import {
  catalog,
  newSession,
  serverCart,
  setServerLine,
  signUp,
  tokenAccepted,
  type Product,
} from '../support/shopApi';
import { plantToken, storedToken } from '../support/storage';

const accountButton = (page: Page) => page.getByRole('button', { name: 'Account' });
const loginLink = (page: Page) => page.getByRole('link', { name: 'Log in' });

describe('account', () => {
  journey('signs up with name, e-mail and password, and lands home logged in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email' }).fill(`asha-${randomUUID()}@example.com`);
    await page.getByLabel('Password').fill('a long password');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL('/');
    await accountButton(page).waitFor();
    expect(await storedToken(page)).toEqual(expect.any(String));
  });

  journey('logs in with an existing account', async ({ page }) => {
    const shopper = await signUp();
    await logIn(page, shopper.email, shopper.password);
    await page.waitForURL('/');
    await accountButton(page).waitFor();
    expect(await loginLink(page).count()).toBe(0);
  });

  journey("shows the server's message for a wrong password and stays on /login", async ({ page }) => {
    const shopper = await signUp();
    await logIn(page, shopper.email, 'not the password');
    await toast(page, 'Wrong e-mail or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  journey('sends a logged-in shopper from /login to /', async ({ page, context }) => {
    const shopper = await signUp();
    await plantToken(context, shopper.token);
    await page.goto('/login');
    await page.waitForURL('/');
    await page.getByRole('heading', { level: 1, name: 'Latest Arrival' }).waitFor();
  });

  journey(
    'logs out: the session ends on the server, the cart empties on this device and the shopper is back at /login',
    async ({ page, context }) => {
      const shopper = await signUp();
      const [product] = (await catalog()) as [Product];
      const size = product.sizes[0] ?? '';
      await setServerLine(shopper.token, product._id, size, 2);
      await plantToken(context, shopper.token);
      await page.goto('/');
      await expectCartCount(page, 2);

      // The spec's hover menu opens under the pointer; a click on the icon toggles it shut again.
      await accountButton(page).hover();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('/login');
      await loginLink(page).waitFor();
      await expectCartCount(page, 0);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await expectCartCount(page, 0);
      expect(await storedToken(page)).toBeNull();
      // The token is refused from now on; the account's cart stays on the server for the next login.
      await eventually(async () => expect(await tokenAccepted(shopper.token)).toBe(false));
      expect(await serverCart(await newSession(shopper))).toEqual({ [product._id]: { [size]: 2 } });
    },
  );
});
