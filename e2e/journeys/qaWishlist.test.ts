// QA's action log of a wishlist session in the browser: a visitor hearts three products on the collection, signs in
// (the hearts join the account), takes one off on /wishlist, moves another to the cart and asks for a sold-out size's
// e-mail. The downloaded log holds those actions and nothing personal (not the address the server's answer names);
// imported in a fresh page it shows the same wishlist and cart at its last step, and the three saved products at the
// step before the first was taken off.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { positionsInOrder } from '../../tools/testkit/actionOrder';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { downloadLog, importLog, openInQaMode, personalValues, qaPanel, replayPosition } from '../support/qaPanel';
import { expectCartCount, logIn } from '../support/shopperActions';
import { catalog, signUp, type Product } from '../support/shopApi';
import { storedToken } from '../support/storage';

/** The header's link to /wishlist, which names the count (none at 0). */
const wishlistLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', {
    name: count === 0 ? 'Wishlist' : `Wishlist, ${count} item${count === 1 ? '' : 's'}`,
    exact: true,
  });

const savedList = (page: Page) => page.getByRole('list', { name: 'Saved products' });

/** The names /wishlist lists, newest first. */
const savedNames = (page: Page) => savedList(page).getByRole('listitem').getByRole('link').allInnerTexts();

describe('QA action log of the wishlist', () => {
  journey(
    'records hearting, signing in, removing and moving to the cart, and replays to the same wishlist and cart',
    async ({ page, openFreshPage }) => {
      const [kept, removed, moved] = (await catalog()).filter((product) => product.sizes.length > 0) as [
        Product,
        Product,
        Product,
      ];
      const size = moved.sizes[0] ?? '';
      const soldOut = (await catalog()).find((product) => product.sizes.some((each) => product.stock[each] === 0));
      if (!soldOut) throw new Error('The demo catalog has no sold-out size.');
      const shopper = await signUp();

      await openInQaMode(page, '/collection');
      // Hearted oldest first: the list shows the newest first.
      for (const product of [kept, removed, moved]) {
        await page
          .getByRole('button', { name: `Save ${product.name} to your wishlist` })
          .first()
          .click();
      }
      await wishlistLink(page, 3).waitFor();
      await logIn(page, shopper.email, shopper.password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/wishlist');
      await eventually(async () => expect(await savedNames(page)).toEqual([moved.name, removed.name, kept.name]));
      await savedList(page)
        .getByRole('button', { name: `Remove ${removed.name} from your wishlist` })
        .click();
      const row = savedList(page).getByRole('listitem').filter({ hasText: moved.name });
      await row.getByRole('button', { name: size, exact: true }).click();
      await row.getByRole('button', { name: 'MOVE TO CART' }).click();
      await page.getByText(`Moved ${moved.name}, size ${size}, to your cart.`).waitFor();
      await wishlistLink(page, 1).waitFor();
      await expectCartCount(page, 1);
      const token = await storedToken(page);
      if (!token) throw new Error('The shopper is not signed in.');
      // A sold-out size's "Notify me" to another address: the server's answer names it, and the log must not.
      const waiting = `waits-${randomUUID()}@example.in`;
      await page.goto(`/product/${soldOut._id}`);
      await page.getByRole('button', { name: 'Size sold out? Notify me when it is back' }).click();
      const form = page.getByRole('form', { name: 'Back-in-stock e-mail' });
      await form.getByRole('textbox', { name: 'Your e-mail' }).fill(waiting);
      await form.getByRole('button', { name: 'NOTIFY ME' }).click();
      await form.getByRole('status').filter({ hasText: waiting }).waitFor();

      const text = await downloadLog(page);
      const types = (JSON.parse((JSON.parse(text) as { payload: string }).payload) as Array<{ type: string }>).map(
        (action) => action.type,
      );
      const positions = positionsInOrder(types, [
        'wishlist/productSaved',
        'wishlist/productSaved',
        'wishlist/productSaved',
        'auth/loggedIn',
        'wishlist/wishlistLoaded',
        'wishlist/productUnsaved',
        'cart/itemAdded',
        'wishlist/productUnsaved',
      ]);
      expect(positions).not.toContain(-1);
      const firstRemoval = positions[5] ?? 0;
      for (const value of [...personalValues(shopper, token), waiting]) expect(text).not.toContain(value);

      const fresh = await openFreshPage();
      await openInQaMode(fresh, '/wishlist');
      await wishlistLink(fresh, 0).waitFor();
      await importLog(fresh, text);
      const last = types.length;
      expect(await replayPosition(fresh)).toBe(`Step ${last} of ${last}: ${types.at(-1) ?? ''}`);
      await eventually(async () => expect(await savedNames(fresh)).toEqual([kept.name]));
      await wishlistLink(fresh, 1).waitFor();
      await expectCartCount(fresh, 1);

      // The step before the first product was taken off: all three saved, newest first.
      await qaPanel(fresh).getByRole('slider', { name: 'Step' }).fill(String(firstRemoval));
      expect(await replayPosition(fresh)).toBe(`Step ${firstRemoval} of ${last}: ${types[firstRemoval - 1] ?? ''}`);
      await eventually(async () => expect(await savedNames(fresh)).toEqual([moved.name, removed.name, kept.name]));
      await expectCartCount(fresh, 0);

      await qaPanel(fresh).getByRole('button', { name: 'Leave replay' }).click();
      await wishlistLink(fresh, 0).waitFor();
    },
  );
});
