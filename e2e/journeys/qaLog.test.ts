// QA's action log, as a QA engineer uses it: one recording across reloads and the card payment's redirect, downloaded
// in Redux DevTools' export format with nothing personal in it, without touching the shopper's session, then
// imported in a fresh page and stepped through on the shop's own screens.
import type { Page } from 'playwright-core';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { signUpOnScreen } from '../support/accountScreens';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { downloadLog, importLog, openInQaMode, personalValues, qaPanel, replayPosition } from '../support/qaPanel';
import {
  addToCart,
  cartLink,
  expectCartCount,
  fillAddress,
  quantityField,
  ORDERS_AFTER_PAYING,
} from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverCart, type Product } from '../support/shopApi';
import { storedToken } from '../support/storage';

const LOG_BYTES_PER_40_ACTIONS = 100_000;

async function payByCard(page: Page): Promise<void> {
  await cartLink(page).click();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await fillAddress(page, DELIVERY_ADDRESS);
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.waitForURL(/\/sandbox\/stripe\/checkout\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(ORDERS_AFTER_PAYING);
  await page.getByText('Payment: Card').waitFor();
}

/** The first of `expected` that `types` lacks in this order (other actions may come between), or undefined. */
function missingInOrder(types: string[], expected: string[]): string | undefined {
  let from = 0;
  for (const type of expected) {
    const at = types.indexOf(type, from);
    if (at < 0) return `${type} after action ${from}`;
    from = at + 1;
  }
  return undefined;
}

describe('QA action log', () => {
  journey(
    'records a paying journey as one DevTools log, downloads it without touching the session, and replays it',
    async ({ page, openFreshPage }) => {
      const [first, second] = (await catalog()).filter((p) => p.sizes.length > 0) as [Product, Product];
      const size = (product: Product) => product.sizes[0] ?? '';
      const shopper = newShopperDetails('qa');

      await openInQaMode(page, '/');
      await addToCart(page, first, size(first));
      await signUpOnScreen(page, shopper);
      await page.reload();
      await payByCard(page);
      await addToCart(page, second, size(second));
      await cartLink(page).click();
      await quantityField(page, second, size(second)).fill('2');
      await expectCartCount(page, 2);
      const token = await storedToken(page);
      if (!token) throw new Error('The shopper is not signed in.');
      await eventually(async () => expect(await serverCart(token)).toEqual({ [second._id]: { [size(second)]: 2 } }));

      const text = await downloadLog(page);
      await page.reload();
      await expectCartCount(page, 2);
      expect(await storedToken(page)).toBe(token);
      await page.getByRole('button', { name: 'Account' }).waitFor();

      const file = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(file)).toEqual(['payload', 'preloadedState']);
      expect(text).toBe(JSON.stringify(file, null, '\t'));
      const types = (JSON.parse(file.payload as string) as Array<{ type: string }>).map((action) => action.type);
      expect(typeof JSON.parse(file.preloadedState as string)).toBe('object');
      const journeyTypes = [
        'cart/itemAdded',
        'auth/loggedIn',
        'persist/REHYDRATE',
        'checkout/orderSubmitted',
        'checkout/paymentStarted',
      ];
      const back = [
        'persist/REHYDRATE',
        'checkout/paymentReturned',
        'checkout/orderPlaced',
        'cart/itemAdded',
        'cart/quantityChanged',
      ];
      expect(missingInOrder(types, [...journeyTypes, ...back])).toBeUndefined();
      for (const value of personalValues(shopper, token)) {
        expect(text).not.toContain(value);
      }
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(LOG_BYTES_PER_40_ACTIONS * Math.max(1, types.length / 40));

      const fresh = await openFreshPage();
      await openInQaMode(fresh, '/cart');
      await expectCartCount(fresh, 0);
      await importLog(fresh, text);
      const last = types.length;
      expect(await replayPosition(fresh)).toBe(`Step ${last} of ${last}: ${types.at(-1) ?? ''}`);
      await expectCartCount(fresh, 2);
      expect(await quantityField(fresh, second, size(second)).inputValue()).toBe('2');
      await fresh.getByRole('button', { name: 'Account' }).hover();
      await fresh.getByRole('link', { name: 'Orders' }).click();
      await fresh.getByText('Payment: Card').waitFor();

      const slider = qaPanel(fresh).getByRole('slider', { name: 'Step' });
      await slider.focus();
      await fresh.keyboard.press('Home');
      expect(await replayPosition(fresh)).toBe(`Step 0 of ${last}: the start, before the first action`);
      await expectCartCount(fresh, 0);
      await qaPanel(fresh).getByRole('button', { name: 'Next' }).click();
      expect(await replayPosition(fresh)).toBe(`Step 1 of ${last}: ${types[0] ?? ''}`);
      await slider.focus();
      await fresh.keyboard.press('End');
      await expectCartCount(fresh, 2);
      await qaPanel(fresh).getByRole('button', { name: 'Previous' }).click();
      expect(await replayPosition(fresh)).toBe(`Step ${last - 1} of ${last}: ${types.at(-2) ?? ''}`);

      await qaPanel(fresh).getByRole('button', { name: 'Leave replay' }).click();
      await expectCartCount(fresh, 0);
      expect(await storedToken(fresh)).toBeNull();
    },
  );
});
