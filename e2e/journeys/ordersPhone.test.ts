// My orders on a phone (390 px): one card per order with its number and total, the status a badge on one line with a
// round dot beside the number (never squeezed into the picture column), the confirmation of an order just placed with
// the keyboard on its heading, and Track Order leaving the keyboard on the refreshed status.
import type { Locator, Page } from 'playwright-core';
import { orderNumber } from '../../contract';
import { blockingViolations } from '../support/axe';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { tabTo } from '../support/keyboard';
import { rupees } from '../support/money';
import { catalog, placeServerOrder, serverOrders, setServerLine, signUp, type PlacedOrder } from '../support/shopApi';
import { plantToken } from '../support/storage';
import { orderAmount } from '../../contract';

const amountOf = (order: PlacedOrder) => orderAmount(order.items);

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The status badge's word fits on one line and its dot is a circle of at least 8 px. */
async function expectRoundDotOnOneLine(badge: Locator): Promise<void> {
  const shape = await badge.evaluate((element) => {
    const dot = element.querySelector('.dot') as HTMLElement;
    const word = element.lastElementChild as HTMLElement;
    const box = dot.getBoundingClientRect();
    return {
      lines: word.getClientRects().length,
      dot: { width: box.width, height: box.height, radius: getComputedStyle(dot).borderTopLeftRadius },
    };
  });
  expect(shape.lines).toBe(1);
  expect(shape.dot.width).toBeGreaterThanOrEqual(8);
  expect(shape.dot.height).toBeCloseTo(shape.dot.width, 0);
  expect(shape.dot.radius).toBe('50%');
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('my orders on a phone', () => {
  journey(
    'shows one card per order with its number, total and a one-line status, and thanks for the order just placed',
    async ({ page, context }) => {
      const [shirt, trousers] = (await catalog()).filter((p) => p.sizes.length > 0);
      if (!shirt || !trousers) throw new Error('catalog too small');
      const shopper = await signUp();
      await setServerLine(shopper.token, shirt._id, shirt.sizes[0] ?? '', 2);
      await setServerLine(shopper.token, trousers._id, trousers.sizes[0] ?? '', 1);
      await placeServerOrder(shopper.token);
      await setServerLine(shopper.token, trousers._id, trousers.sizes[0] ?? '', 1);
      await placeServerOrder(shopper.token);
      const orders = await serverOrders(shopper.token);
      const [latest] = orders;
      if (orders.length !== 2 || !latest) throw new Error('The server holds no two orders for the shopper.');

      await plantToken(context, shopper.token);
      await page.goto(`/orders?placed=${latest._id}`);
      const panel = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
      await panel.getByText(`Order number: ${orderNumber(latest._id)}`).waitFor();
      await panel.getByText(`To pay on delivery: ${rupees(amountOf(latest))}`).waitFor();
      for (const item of latest.items) await panel.getByText(item.name, { exact: true }).waitFor();
      await eventually(async () => expect(await hasFocus(panel.getByRole('heading', { level: 2 }))).toBe(true));
      expect(await panel.getByRole('link', { name: 'Follow this order' }).getAttribute('href')).toBe(
        `/orders/${latest._id}`,
      );

      const list = page.getByRole('list', { name: 'Ordered items' });
      for (const order of orders) {
        const number = orderNumber(order._id);
        const card = list.getByRole('listitem', { name: `Order ${number}` });
        await card.getByRole('heading', { name: `Order ${number}` }).waitFor();
        await card.getByText(`Total: ${rupees(amountOf(order))}`).waitFor();
        const items = card.getByRole('list', { name: `Items in order ${number}` }).getByRole('listitem');
        expect(await items.count()).toBe(order.items.length);

        const badge = card.locator('[data-status]');
        expect(await badge.innerText()).toContain('Order Placed');
        await expectRoundDotOnOneLine(badge);
        // The badge sits above the items, beside the number: no picture shares its row.
        const badgeBox = await badge.boundingBox();
        const pictureBox = await items.first().locator('img').boundingBox();
        if (!badgeBox || !pictureBox) throw new Error('The badge or the picture is not drawn.');
        expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(pictureBox.y);
        expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(PHONE.width);
      }
      await expectNoSidewaysScroll(page);
      expect(await blockingViolations(page)).toEqual([]);

      const older = list.getByRole('listitem', { name: `Order ${orderNumber(orders[1]?._id ?? '')}` });
      await tabTo(page, older.getByRole('button', { name: 'Track Order' }));
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await hasFocus(older.locator('[data-status]'))).toBe(true));
    },
    { viewport: PHONE },
  );
});
