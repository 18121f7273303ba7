// The links the shop e-mails, as the shopper meets them, through the mail a real SMTP server in this process receives
// (tools/testkit/mailbox.ts): a forgotten password ("Forgot your password?" on the login screen, the link, a new
// password, signing in with it; the link works once and the tokens from before the reset are refused), and the
// sign-up's link that confirms the e-mail.
import path from 'node:path';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { Mailbox } from '../../tools/testkit/mailbox';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { blockingViolations } from '../support/axe';
import { journey, PHONE } from '../support/journey';
import { logIn } from '../support/shopperActions';
import { startShop, type RunningShop } from '../support/shopServer';
import { storedToken } from '../support/storage';

const NEW_PASSWORD = 'a river of green tea';

let mailbox: Mailbox;
let shop: RunningShop;

beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.start();
  shop = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'password-reset-shop.log'),
    env: { SMTP_URL: mailbox.url },
  });
}, 60_000);
afterAll(async () => {
  await shop?.stop();
  await mailbox?.stop();
});

async function call(route: string, body: unknown, token?: string) {
  const response = await fetch(`${shop.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; token?: string } };
}

const tokenAccepted = async (token: string) => (await call('/api/cart/get', {}, token)).body.success;

/** The first link to `to` since mail number `since` whose address holds `part`. */
function linkInMail(to: string, part: string, since: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const give = setTimeout(() => reject(new Error(`No mail to ${to} with a ${part} link arrived.`)), 40_000);
    const look = async (from: number): Promise<void> => {
      const mail = await mailbox.next(to, from);
      const link = mail.links.find((each) => each.includes(part));
      if (!link) return look(mailbox.received.indexOf(mail) + 1);
      clearTimeout(give);
      return resolve(link);
    };
    void look(since);
  });
}

describe('a forgotten password', () => {
  journey(
    'is set again through the link the e-mail brings, which works once; the old sessions end',
    async ({ page }) => {
      const shopper = newShopperDetails('reset');
      const signedUp = await call('/api/user/register', shopper);
      const oldToken = signedUp.body.token ?? '';
      expect(await tokenAccepted(oldToken)).toBe(true);
      const before = mailbox.received.length;

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL('/forgot-password');
      // The login form, which has an Email field too, stays until the new screen draws: type once it is there.
      await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
      await page.getByRole('button', { name: 'SEND THE LINK' }).click();
      await page.getByText('a link to set a new password is on its way', { exact: false }).waitFor();

      // The sign-up's confirmation comes first; the reset is the mail whose link leads to /reset-password.
      const resetMail = await linkInMail(shopper.email, '/reset-password?token=', before);
      expect(new URL(resetMail).origin).toBe(new URL(shop.baseUrl).origin);

      await page.goto(resetMail);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('New password again').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
      await page.waitForURL('/account');
      await page.getByRole('region', { name: 'Profile' }).getByText(shopper.email).waitFor();
      const newToken = await storedToken(page);
      expect(newToken).not.toBeNull();
      expect(await tokenAccepted(newToken ?? '')).toBe(true);
      // Every session from before the reset is over.
      expect(await tokenAccepted(oldToken)).toBe(false);

      // The link has done its work: opened again, it is refused in the shopper's words.
      await page.goto(resetMail);
      await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
      await page.getByLabel('New password again').fill('yet another passphrase');
      await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
      await page.getByText('has expired or was already used', { exact: false }).waitFor();

      // The new password signs in; the old one does not.
      expect((await call('/api/user/login', { email: shopper.email, password: shopper.password })).status).toBe(401);
      await page.evaluate(() => localStorage.clear());
      await logIn(page, shopper.email, NEW_PASSWORD);
      await page.waitForURL('/');
      expect(await tokenAccepted((await storedToken(page)) ?? '')).toBe(true);
    },
    { viewport: PHONE, baseUrl: () => shop.baseUrl },
  );
});

describe('a new e-mail', () => {
  journey(
    "is confirmed by the link the sign-up's mail brings, on a page with no accessibility violation",
    async ({ page }) => {
      const before = mailbox.received.length;
      const shopper = newShopperDetails('confirm');
      const { token } = (await call('/api/user/register', shopper)).body;
      const account = async () =>
        (
          (await (await fetch(`${shop.baseUrl}/api/user/me`, { headers: { token: token ?? '' } })).json()) as {
            account: { emailConfirmed: boolean };
          }
        ).account;
      expect((await account()).emailConfirmed).toBe(false);

      const link = await linkInMail(shopper.email, '/confirm-email?token=', before);
      await page.goto(link);
      await page.getByText('Thank you: your e-mail is confirmed.').waitFor();
      expect(await blockingViolations(page)).toEqual([]);
      expect((await account()).emailConfirmed).toBe(true);

      // Followed again, the link has done its work.
      await page.goto(link);
      await page.getByText('has expired or was already used', { exact: false }).waitFor();
    },
    { viewport: PHONE, baseUrl: () => shop.baseUrl },
  );
});
