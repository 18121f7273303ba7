// The shopper's account (issue 31) as a shopper uses it: a saved address fills the next order's form with one tap,
// My Profile opens the account page, and a changed password keeps this browser signed in while the old token is
// refused. Needs the account calls of the server (getAccount, the saved addresses, changePassword).
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { addToCart, fillAddress, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, signUp, tokenAccepted, type Product } from '../support/shopApi';
import { plantToken, storedToken } from '../support/storage';

const NEW_PASSWORD = 'a brand new passphrase';

describe("the shopper's account", () => {
  journey(
    'a second order fills its delivery form from the address saved with the first, with one tap',
    async ({ page, context }) => {
      const [shirt] = (await catalog()).filter((p) => p.sizes.length > 0) as [Product];
      const shopper = await signUp();
      await plantToken(context, shopper.token);

      await addToCart(page, shirt, shirt.sizes[0] ?? '');
      await page.goto('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('checkbox', { name: 'Save this address for my next order' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);

      await addToCart(page, shirt, shirt.sizes[0] ?? '');
      await page.goto('/place-order');
      const { firstName, lastName, street, city } = DELIVERY_ADDRESS;
      await page.getByRole('button', { name: `Deliver to ${firstName} ${lastName}, ${street}, ${city}` }).click();
      expect(await page.getByRole('textbox', { name: 'Street', exact: true }).inputValue()).toBe(street);
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      expect((await serverOrders(shopper.token)).length).toBe(2);
    },
    { viewport: PHONE },
  );

  journey(
    'My Profile opens the account; a new password keeps this browser signed in and the old token is refused',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      await page.goto('/');
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'My Profile' }).click();
      await page.waitForURL('/account');
      await page.getByRole('region', { name: 'Profile' }).getByText(shopper.email).waitFor();

      await page.getByLabel('Current password').fill(shopper.password);
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
      await page.getByText('Your password is changed.', { exact: false }).waitFor();
      expect(await tokenAccepted(shopper.token)).toBe(false);
      await eventually(async () => {
        const kept = await storedToken(page);
        expect(kept !== shopper.token && kept !== null && (await tokenAccepted(kept))).toBe(true);
      });
    },
    { viewport: PHONE },
  );
});
