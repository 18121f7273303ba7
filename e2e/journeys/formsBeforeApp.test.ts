// A shopper on a slow phone meets the sign-in and checkout forms in the page the server sends, and uses them before
// the app has taken the page over: what they type stays, SIGN IN tapped (twice) signs them in once with what they
// typed, and a pincode typed into checkout is looked up once the app is there. Nothing moves when it comes.
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { catalog, shopUrl, signUp } from '../support/shopApi';
import { addToCart } from '../support/shopperActions';
import { storedToken } from '../support/storage';
import { appReady, openOnSlowPhone, tapAtOnce } from '../support/throttling';

/** How long the app may take once its scripts come, on a throttled phone and a busy machine. */
const APP_LIMIT_MS = 30_000;
const DRAFT_KEY = 'kapda:delivery-draft';

const untilAppReady = (page: Page) =>
  page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: APP_LIMIT_MS });

/** The page as the server sends it, before any script: its markup, as a crawler or a phone's first paint has it. */
async function serverHtml(path: string): Promise<string> {
  const answer = await fetch(new URL(path, shopUrl()));
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Where a control is on the page (scrolled to the top), to see that the app's coming does not move it. */
function placeOf(control: Locator): Promise<{ x: number; y: number }> {
  return control.evaluate((element) => {
    const { x, y } = element.getBoundingClientRect();
    return { x: Math.round(x + window.scrollX), y: Math.round(y + window.scrollY) };
  });
}

describe('forms before the app on a slow phone', () => {
  journey(
    'the login form is in the page; e-mail and password typed and SIGN IN tapped twice before the app sign in once',
    async ({ page }) => {
      const shopper = await signUp();
      const html = await serverHtml('/login');
      for (const part of ['name="email"', 'name="password"', 'type="submit"', '>Sign In<'])
        expect(html).toContain(part);

      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/login')
          logins.push(request.postData() ?? '');
      });
      const letScriptsCome = await openOnSlowPhone(page, '/login');
      const email = page.getByRole('textbox', { name: 'Email' });
      const signIn = page.getByRole('button', { name: 'Sign In' });
      await email.waitFor();
      await email.pressSequentially(shopper.email);
      await page.getByLabel('Password').pressSequentially(shopper.password);
      await tapAtOnce(page, signIn);
      await tapAtOnce(page, signIn);
      // Before the app: the tap is held and the button says it is at work; nothing is sent, nothing was lost.
      expect(await appReady(page)).toBe(false);
      expect(await signIn.getAttribute('aria-busy')).toBe('true');
      expect(logins).toEqual([]);

      letScriptsCome();
      await page.waitForURL((url) => url.pathname === '/', { timeout: APP_LIMIT_MS });
      expect(await storedToken(page)).not.toBeNull();
      // Both taps were made again (one a task) as the app came, before the sign-in's answer took the shopper home:
      // one sign-in, with what was typed.
      expect(logins.map((body) => JSON.parse(body) as unknown)).toEqual([
        { email: shopper.email, password: shopper.password },
      ]);
    },
    { viewport: PHONE },
  );

  journey(
    'the login form stays where it was drawn when the app takes it over, and keeps what was typed',
    async ({ page }) => {
      const letScriptsCome = await openOnSlowPhone(page, '/login');
      const email = page.getByRole('textbox', { name: 'Email' });
      const signIn = page.getByRole('button', { name: 'Sign In' });
      await email.waitFor();
      await email.pressSequentially('asha@example.com');
      const before = await placeOf(signIn);
      letScriptsCome();
      await untilAppReady(page);
      expect(await email.inputValue()).toBe('asha@example.com');
      expect(await placeOf(signIn)).toEqual(before);
    },
    { viewport: PHONE },
  );

  journey(
    "checkout's delivery form is in the page; a name and a pincode typed before the app stay, and the pincode is looked up",
    async ({ page }) => {
      const product = (await catalog()).find((each) => each.sizes.length > 0);
      if (!product) throw new Error('The demo catalog is empty.');
      await addToCart(page, product, product.sizes[0] ?? '');
      const html = await serverHtml('/place-order');
      for (const part of ['name="firstName"', 'name="zipcode"', 'CASH ON DELIVERY', 'PLACE ORDER'])
        expect(html).toContain(part);

      const letScriptsCome = await openOnSlowPhone(page, '/place-order');
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      await field('First name').waitFor();
      await field('First name').pressSequentially('Asha');
      await field('Pincode').pressSequentially('560001');
      expect(await appReady(page)).toBe(false);
      const before = await placeOf(field('First name'));

      letScriptsCome();
      await untilAppReady(page);
      // The visitor's notice takes the place held for it: the form has not moved.
      await page.getByRole('heading', { name: 'Log in to place your order' }).waitFor();
      expect(await placeOf(field('First name'))).toEqual(before);
      expect([await field('First name').inputValue(), await field('Pincode').inputValue()]).toEqual(['Asha', '560001']);
      // The app saw the pincode: the directory filled the city and state, and the shop promises a day.
      await eventually(
        async () =>
          expect([await field('City').inputValue(), await field('State').inputValue()]).toEqual([
            'Bengaluru Urban',
            'Karnataka',
          ]),
        APP_LIMIT_MS,
      );
      await page.getByText(/^Delivery by /).waitFor();
      // And kept what was typed as the tab's draft, so leaving to log in loses none of it.
      const draft = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as object, DRAFT_KEY);
      expect(draft).toMatchObject({ firstName: 'Asha', zipcode: '560001' });
      await page.getByRole('list').filter({ hasText: product.name }).waitFor();
    },
    { viewport: PHONE },
  );
});
