// Issue 50's checkout for a signed-in shopper on a phone (390 px): the account fills the empty name and e-mail,
// "Save this address" stays ticked after a trip back to the cart, the order saves the address, and the next
// checkout, in Hindi, starts from the account again (the phone now from the saved address) with nothing kept.
import { loadAllMessages, translatorOf } from '../../src/shared/i18n';
import { DELIVERY_FORM_LABELS } from '../../tools/testkit/fixtures';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { catalog, DELIVERY_ADDRESS, shopUrl, signUp, type Product } from '../support/shopApi';
import { addToCart, cartLink, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { plantToken } from '../support/storage';

const h = translatorOf('hi');

beforeAll(() => loadAllMessages());

/** The addresses the server keeps for the shopper, newest first. */
async function savedAddresses(token: string): Promise<Array<Record<string, string>>> {
  const answer = await fetch(new URL('/api/user/addresses', shopUrl()), { headers: { token } });
  return ((await answer.json()) as { addresses: Array<Record<string, string>> }).addresses;
}

describe('checkout for a signed-in shopper on a phone', () => {
  journey(
    'starts from the account, keeps "Save this address" over a trip to the cart, and saves the address',
    async ({ page, context }) => {
      const [shirt] = (await catalog()).filter((p) => p.sizes.length > 0) as [Product];
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      const saveThis = page.getByRole('checkbox', { name: 'Save this address for my next order' });
      const toCheckout = async (path: string) => {
        await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
        await page.waitForURL(path);
      };

      await addToCart(page, shirt, shirt.sizes[0] ?? '');
      await cartLink(page).click();
      await toCheckout('/place-order');
      await eventually(async () => expect(await field('Email address').inputValue()).toBe(shopper.email));
      expect(await field('First name').inputValue()).toBe('Asha');
      expect(await field('Last name').inputValue()).toBe('Rao');
      // The account keeps no phone, and the shopper has saved no address yet.
      expect(await field('Phone').inputValue()).toBe('');

      const { street, city, state, zipcode, country, phone } = DELIVERY_ADDRESS;
      for (const [name, value] of Object.entries({ street, city, state, zipcode, country, phone }))
        await field(DELIVERY_FORM_LABELS[name as keyof typeof DELIVERY_FORM_LABELS]).fill(value);
      await saveThis.check();

      await cartLink(page).click();
      await page.waitForURL('/cart');
      await toCheckout('/place-order');
      expect(await saveThis.isChecked()).toBe(true);
      expect(await field('Street').inputValue()).toBe(street);
      expect(await field('Email address').inputValue()).toBe(shopper.email);

      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      await eventually(async () =>
        expect(await savedAddresses(shopper.token)).toEqual([
          expect.objectContaining({ firstName: 'Asha', email: shopper.email, street, phone }),
        ]),
      );

      // The next order, in Hindi: the account again, the phone from the address just saved, nothing typed kept.
      await addToCart(page, shirt, shirt.sizes[0] ?? '');
      await page.goto('/hi/place-order');
      const hindiField = (name: keyof typeof DELIVERY_FORM_LABELS) =>
        page.getByRole('textbox', { name: h(`checkout.fields.${name}`), exact: true });
      await eventually(async () => expect(await hindiField('phone').inputValue()).toBe(phone));
      expect(await hindiField('email').inputValue()).toBe(shopper.email);
      expect(await hindiField('lastName').inputValue()).toBe('Rao');
      expect(await hindiField('street').inputValue()).toBe('');
      expect(await page.getByRole('checkbox', { name: h('checkout.saved.saveThis') }).isChecked()).toBe(false);
    },
    { viewport: PHONE },
  );
});
