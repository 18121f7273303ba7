// Issue 66: a pincode's answers in QA logs. A journey in QA mode looks a pincode up on the product page and types one
// into checkout's delivery form, which fills the city and the state from India Post's directory and says the day it
// would come; our download and Redux DevTools' export (through the store's serialize replacer) then name neither
// pincode, nor its district, state, zone or day, and each still replays to the checkout the journey ended on.
import type { Page } from 'playwright-core';
import { exportLikeDevTools, installDevToolsStub } from '../support/devToolsStub';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { downloadLog, importLog, openInQaMode, qaPanel, replayPosition } from '../support/qaPanel';
import { cartLink, chooseSize, expectCartCount } from '../support/shopperActions';
import { catalog, shopUrl, type Product } from '../support/shopApi';

/** Typed at checkout: Udaipur, Rajasthan. */
const CHECKOUT_PINCODE = '313001';
/** Checked on the product page: Ernakulam, Kerala. */
const PRODUCT_PINCODE = '682011';
/** The zones a delivery promise names, as the shop's answer writes them. */
const ZONES = ['sameCity', 'sameState', 'metro', 'restOfIndia', 'northEastAndIslands'];

/** What the shop answers about a pincode: the directory's place and the day of the delivery promise. */
async function answersAbout(pincode: string): Promise<string[]> {
  const read = async (path: string) => (await (await fetch(`${shopUrl()}${path}`)).json()) as Record<string, unknown>;
  const place = await read(`/api/pincode/${pincode}`);
  const promise = await read(`/api/delivery/${pincode}`);
  const named = [place.district, place.state, promise.deliveryBy];
  if (!named.every((value): value is string => typeof value === 'string' && value !== '')) {
    throw new Error(`The shop says too little about ${pincode}: ${JSON.stringify({ place, promise })}`);
  }
  return [pincode, ...named];
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Imports `text` in the QA panel; its last step is the checkout the journey ended on, one piece in the cart. */
async function replaysToCheckout(page: Page, text: string): Promise<void> {
  const actions = JSON.parse((JSON.parse(text) as { payload: string }).payload) as Array<{ type: string }>;
  await importLog(page, text);
  // The panel opens at the last step (DevTools' export also holds redux-persist's bookkeeping, which it passes over).
  const [, step, steps, type] = /^Step (\d+) of (\d+): (.+)$/.exec(await replayPosition(page)) ?? [];
  expect([step, type]).toEqual([steps, actions.at(-1)?.type]);
  await page.getByRole('button', { name: 'PLACE ORDER' }).waitFor();
  await expectCartCount(page, 1);
  await qaPanel(page).getByRole('button', { name: 'Leave replay' }).click();
  await qaPanel(page).getByRole('slider', { name: 'Step' }).waitFor({ state: 'detached' });
}

describe("QA logs and a pincode's answers", () => {
  journey(
    'name neither the pincode looked up nor its district, state, zone or day, and still replay to checkout',
    async ({ page, context }) => {
      await installDevToolsStub(context);
      const [product] = (await catalog()).filter((p) => p.sizes.length > 0) as [Product];
      const [checkoutPlace, productPlace] = [await answersAbout(CHECKOUT_PINCODE), await answersAbout(PRODUCT_PINCODE)];
      const [, district, state] = checkoutPlace as [string, string, string];

      await openInQaMode(page, `/product/${product._id}`);
      await page.getByRole('textbox', { name: 'Check delivery: your pincode' }).pressSequentially(PRODUCT_PINCODE);
      await page.getByText(/^Delivery by /).waitFor();
      await chooseSize(page, product.sizes[0] ?? '');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expectCartCount(page, 1);
      await cartLink(page).click();
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await field(page, 'Pincode').pressSequentially(CHECKOUT_PINCODE);
      // The directory's answer fills the city (the district) and the state.
      await eventually(async () => expect(await field(page, 'City').inputValue()).toBe(district));
      expect(await field(page, 'State').inputValue()).toBe(state);
      await page
        .getByRole('status')
        .filter({ hasText: /^Delivery by / })
        .waitFor();

      const ours = await downloadLog(page);
      const theirs = await exportLikeDevTools(page);
      for (const file of [ours, theirs]) {
        // The journey's look-ups are in the log, their answers are not.
        expect(file).toContain('lookUpPincode');
        expect(file).toContain('getDeliveryPromise');
        const named = [...checkoutPlace, ...productPlace, ...ZONES].filter((value) => file.includes(value));
        expect(named).toEqual([]);
      }

      await replaysToCheckout(page, ours);
      await replaysToCheckout(page, theirs);
    },
  );
});
