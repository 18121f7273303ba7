// The cart keeps the limit an order has (issue 50): on a phone, a shopper who asks for more of one size than an order
// takes is told the limit and keeps it, and the order of what the cart then holds is placed, not refused.
import { MAX_LINE_QUANTITY } from '../../contract';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { addToCart, quantityField } from '../support/shopperActions';
import { catalog, placeServerOrder, serverCart, serverOrders, signUp } from '../support/shopApi';
import { plantToken } from '../support/storage';

/** The server's own cap on one size in one order (ORDER_SIZE_UNITS_MAX), which the test shop leaves at its default. */
const ORDER_SIZE_UNITS_MAX = 20;

describe('the cart’s limit on one size', () => {
  journey(
    'is the order’s: 999 becomes the most an order takes, and that order is placed',
    async ({ page, context }) => {
      expect(MAX_LINE_QUANTITY).toBe(ORDER_SIZE_UNITS_MAX);
      const product = (await catalog()).find((each) =>
        each.sizes.some((size) => (each.stock[size] ?? 0) > ORDER_SIZE_UNITS_MAX),
      );
      const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > ORDER_SIZE_UNITS_MAX);
      if (!product || !size) throw new Error(`No size in the catalog has more than ${ORDER_SIZE_UNITS_MAX} in stock.`);
      const shopper = await signUp();
      await plantToken(context, shopper.token);

      await addToCart(page, product, size);
      await page.getByRole('link', { name: /^Cart, / }).click();
      const field = quantityField(page, product, size);
      await field.fill('999');
      await eventually(async () => expect(await field.inputValue()).toBe(String(ORDER_SIZE_UNITS_MAX)));
      const note = page.getByRole('listitem').filter({ has: field }).locator('[aria-live="polite"]');
      await eventually(async () =>
        expect(await note.innerText()).toBe(
          `We changed it to ${ORDER_SIZE_UNITS_MAX}: at most ${ORDER_SIZE_UNITS_MAX} of one size per order.`,
        ),
      );
      const more = page.getByRole('button', { name: `One more of ${product.name}, size ${size}` });
      expect(await more.getAttribute('aria-disabled')).toBe('true');

      await eventually(async () =>
        expect((await serverCart(shopper.token))[product._id]?.[size]).toBe(ORDER_SIZE_UNITS_MAX),
      );
      await placeServerOrder(shopper.token);
      const [order] = await serverOrders(shopper.token);
      expect(order?.items.map((item) => [item._id, item.size, item.quantity])).toEqual([
        [product._id, size, ORDER_SIZE_UNITS_MAX],
      ]);
    },
    { viewport: PHONE },
  );
});
