// A shopper pays online in the sandbox (Razorpay's test popup), changes their mind before the order leaves, and
// cancels it from its page on a phone: the order is Cancelled and its timeline shows the refund, its amount and the
// provider's refund id; the cancel dialog is axe-clean.
import { blockingViolations } from '../support/axe';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { addToCart, fillAddress, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, signUp } from '../support/shopApi';
import { plantToken } from '../support/storage';

describe('cancelling a paid order before it leaves', () => {
  journey(
    'pays in the Razorpay sandbox, presses Cancel order, confirms, and sees the order Cancelled with its refund',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const [product] = (await catalog()).filter((each) => each.sizes.length > 0);
      if (!product) throw new Error('The catalog has no product with sizes.');

      await addToCart(page, product, product.sizes[0] ?? '');
      await page.goto('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      await page.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      const popup = page.getByRole('dialog', { name: 'Razorpay sandbox' });
      await popup.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      const [order] = await serverOrders(shopper.token);
      if (!order?.payment) throw new Error('The order was not paid.');

      await page.goto(`/orders/${order._id}`);
      await page.getByText('Status now: Order Placed').waitFor();
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel pieces of this order' });
      await dialog.waitFor();
      expect(await dialog.getByRole('checkbox').count()).toBe(1);
      expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
      expect(await blockingViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

      await page.getByText('Your order is cancelled.').waitFor();
      await page.getByText('Status now: Cancelled').waitFor();
      const timeline = page.getByRole('region', { name: 'Order status' });
      // The whole order went back before it left: what was paid, the delivery fee included, comes back.
      await timeline.getByText(`Refund of ${rupees(order.amount)} processed`).waitFor();
      expect(await timeline.getByText(/^rfnd_/).innerText()).toMatch(/^rfnd_\w+$/);
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      expect(await blockingViolations(page)).toEqual([]);
      expect(await serverOrders(shopper.token)).toEqual([expect.objectContaining({ status: 'Cancelled' })]);
    },
    { viewport: PHONE },
  );
});
