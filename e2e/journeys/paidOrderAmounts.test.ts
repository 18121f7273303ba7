// The amounts of a paid order after one of its two pieces is cancelled, on a 390 px phone: the shopper pays online in
// the sandbox (Razorpay's test popup), cancels one piece from the order's page, and the page keeps the total that was
// paid and says the piece's price came back to the payment (no "Less cancelled pieces", which only a cash order has);
// My Orders says the same total and what came back.
import { orderNumber } from '../../contract';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { fillAddress, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, setServerLine, signUp } from '../support/shopApi';
import { plantToken } from '../support/storage';

describe('a paid order with one piece cancelled', () => {
  journey(
    'keeps the total paid on its page and on My Orders, and shows the piece refunded to the payment',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const [product] = (await catalog()).filter((each) => each.sizes.length > 0);
      if (!product) throw new Error('The catalog has no product with sizes.');
      await setServerLine(shopper.token, product._id, product.sizes[0] ?? '', 2);

      await page.goto('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.getByRole('dialog', { name: 'Razorpay sandbox' }).getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      const [order] = await serverOrders(shopper.token);
      if (!order?.payment) throw new Error('The order was not paid.');
      const total = order.amount;

      await page.goto(`/orders/${order._id}`);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel pieces of this order' });
      await dialog.getByRole('checkbox').nth(1).uncheck();
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      await page.getByText('The pieces you chose are cancelled.').waitFor();

      const amount = page.getByRole('region', { name: 'Amount' });
      await amount.getByText('Refunded to the way you paid').waitFor();
      const rows = await amount
        .locator('dt')
        .evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(rows).toEqual([
        ['Subtotal', rupees(product.price * 2)],
        ['Delivery fee', rupees(total - product.price * 2)],
        ['Total', rupees(total)],
        ['Paid online', rupees(total)],
        ['Refunded to the way you paid', rupees(product.price)],
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.goto('/orders');
      const card = page.getByRole('listitem', { name: `Order ${orderNumber(order._id)}` });
      await card.getByText(`Total: ${rupees(total)}`).waitFor();
      await card.getByText(`Refunded: ${rupees(product.price)}`).waitFor();
    },
    { viewport: PHONE },
  );
});
