// A shopper's rough edges on a phone (390 px), in the production build: checkout's country opens as India and its
// payment choices say what the shopper pays with; a signed-in shopper's "Notify me" comes filled with their e-mail;
// the offer of the Hindi shop is in Hindi to its last button.
import type { Locator } from 'playwright-core';
import { journey, PHONE } from '../support/journey';
import { addToCart } from '../support/shopperActions';
import { catalog, signUp } from '../support/shopApi';
import { plantToken } from '../support/storage';

/** The text of the elements that describe a control (aria-describedby), as a screen reader reads it after the name. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

const noSidewaysScroll = async (control: Locator) =>
  expect(await control.page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('a shopper on a phone', () => {
  journey(
    'checkout opens the country as India and names each online payment by what it takes, the provider under it',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const [product] = (await catalog()).filter((each) => each.sizes.length > 0);
      if (!product) throw new Error('The catalog has no product with sizes.');
      await addToCart(page, product, product.sizes[0] ?? '');
      await page.goto('/place-order');
      const country = page.getByRole('textbox', { name: 'Country', exact: true });
      expect(await country.inputValue()).toBe('India');
      const card = page.getByRole('radio', { name: 'Card', exact: true });
      expect(await card.getAttribute('value')).toBe('stripe');
      expect(await description(card)).toBe('On Stripe’s secure page');
      const upi = page.getByRole('radio', { name: 'UPI, cards, net banking, wallets', exact: true });
      expect(await upi.getAttribute('value')).toBe('razorpay');
      expect(await description(upi)).toBe('In Razorpay’s secure window');
      expect(await page.getByRole('radio', { name: /^(Stripe|Razorpay)$/ }).count()).toBe(0);
      await noSidewaysScroll(card);
    },
    { viewport: PHONE },
  );

  journey(
    "fills a signed-in shopper's e-mail into Notify me on a sold-out size",
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const product = (await catalog()).find((each) => each.sizes.some((size) => each.stock[size] === 0));
      if (!product) throw new Error('The catalog has no sold-out size.');
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Size sold out? Notify me when it is back' }).click();
      const email = page
        .getByRole('form', { name: 'Back-in-stock e-mail' })
        .getByRole('textbox', { name: 'Your e-mail' });
      await page.waitForFunction(([field, expected]) => (field as HTMLInputElement).value === expected, [
        await email.elementHandle(),
        shopper.email,
      ] as const);
      await noSidewaysScroll(email);
    },
    { viewport: PHONE },
  );

  journey(
    'is offered the Hindi shop in Hindi, its "no thanks" too, which keeps English',
    async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'languages', { get: () => ['hi-IN', 'en'], configurable: true }),
      );
      await page.goto('/');
      const offer = page.getByRole('complementary', { name: 'भाषा' });
      await offer.getByText('यह दुकान हिन्दी में भी है।').waitFor();
      expect(await offer.getByText('No thanks').count()).toBe(0);
      await offer.getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('shop.language'))).toBe('en');
    },
    { viewport: PHONE },
  );
});
