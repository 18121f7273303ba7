// Our download and Redux DevTools' own export of the same one-page cash-on-delivery journey: both small, both with
// nothing personal in them (DevTools' through the store's serialize replacer), both replayed by the QA panel.
import type { Page } from 'playwright-core';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { signUpOnScreen } from '../support/accountScreens';
import { exportLikeDevTools, installDevToolsStub } from '../support/devToolsStub';
import { journey } from '../support/journey';
import { downloadLog, importLog, openInQaMode, personalValues, qaPanel, replayPosition } from '../support/qaPanel';
import { cartLink, chooseSize, expectCartCount, fillAddress, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, type Product } from '../support/shopApi';
import { storedToken } from '../support/storage';

const ONE_PAGE_LOG_LIMIT_BYTES = 100_000;

async function payCashOnDelivery(page: Page): Promise<void> {
  await cartLink(page).click();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await fillAddress(page, DELIVERY_ADDRESS);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.waitForURL(ORDERS_AFTER_PAYING);
  await page.getByRole('list', { name: 'Ordered items' }).waitFor();
}

/** Imports `text` in the panel and checks the replay ends at the placed order and starts with an empty cart. */
async function replays(page: Page, text: string, product: Product): Promise<void> {
  await importLog(page, text);
  await page.getByRole('list', { name: 'Ordered items' }).getByText(product.name, { exact: true }).waitFor();
  await expectCartCount(page, 0);
  const slider = qaPanel(page).getByRole('slider', { name: 'Step' });
  await slider.focus();
  await page.keyboard.press('Home');
  expect(await replayPosition(page)).toMatch(/^Step 0 of \d+: the start/);
  await page.keyboard.press('ArrowRight');
  expect(await replayPosition(page)).toMatch(/^Step 1 of /);
  await qaPanel(page).getByRole('button', { name: 'Leave replay' }).click();
}

describe("QA logs and Redux DevTools' own export", () => {
  journey('are interchangeable: each is small, redacted and replayed by the QA panel', async ({ page, context }) => {
    await installDevToolsStub(context);
    const [product] = (await catalog()).filter((p) => p.sizes.length > 0) as [Product];
    const shopper = newShopperDetails('qa-devtools');

    await openInQaMode(page, `/product/${product._id}`);
    await chooseSize(page, product.sizes[0] ?? '');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expectCartCount(page, 1);
    await signUpOnScreen(page, shopper);
    await payCashOnDelivery(page);

    const token = await storedToken(page);
    const ours = await downloadLog(page);
    const theirs = await exportLikeDevTools(page);
    expect(Buffer.byteLength(ours)).toBeLessThanOrEqual(ONE_PAGE_LOG_LIMIT_BYTES);
    for (const file of [ours, theirs]) {
      expect(Object.keys(JSON.parse(file) as object)).toEqual(['payload', 'preloadedState']);
      for (const value of personalValues(shopper, token ?? 'no token')) {
        expect(file).not.toContain(value);
      }
    }
    expect(theirs).toContain('persist/PERSIST');

    await replays(page, ours, product);
    await replays(page, theirs, product);
  });
});
