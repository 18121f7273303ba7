// Cash on delivery: from the cart through the delivery form to /orders, where the order has its card with every
// ordered item.
import { orderNumber } from '../../contract';
import { journey } from '../support/journey';
import { rupees } from '../support/money';
import { addToCart, expectCartCount, fillAddress } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, signUp, type Product } from '../support/shopApi';
import { plantToken } from '../support/storage';

describe('orders', () => {
  journey(
    'places a cash-on-delivery order and lists it as one card with each item and all its columns',
    async ({ page, context }) => {
      const [shirt, trousers] = (await catalog()).filter((p) => p.sizes.length > 1) as [Product, Product];
      const lines = [
        { product: shirt, size: shirt.sizes[1] ?? '', quantity: 2 },
        { product: trousers, size: trousers.sizes[0] ?? '', quantity: 1 },
      ];
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const orderedAfter = Date.now();
      for (const { product, size, quantity } of lines) {
        for (let piece = 0; piece < quantity; piece += 1) await addToCart(page, product, size);
      }
      await page.getByRole('link', { name: /^Cart, / }).click();
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await page.waitForURL('/place-order');
      await fillAddress(page, DELIVERY_ADDRESS);
      expect(await page.getByRole('radio', { name: 'CASH ON DELIVERY' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();

      // The checkout may add the order just placed (?placed=<orderId>) for its confirmation.
      await page.waitForURL(/\/orders(\?placed=[^&]+)?$/);
      await expectCartCount(page, 0);
      const [order] = await serverOrders(shopper.token);
      if (!order) throw new Error('The server holds no order for the shopper.');
      const card = page
        .getByRole('list', { name: 'Ordered items' })
        .getByRole('listitem', { name: `Order ${orderNumber(order._id)}` });
      await card.getByText('Payment: Cash on delivery').waitFor();
      await card.getByText(order.status, { exact: true }).waitFor();
      const date = card.locator('time');
      expect(await date.innerText()).toContain(String(new Date().getFullYear()));
      const shownDate = Date.parse((await date.getAttribute('datetime')) ?? '');
      expect(shownDate).toBeGreaterThanOrEqual(orderedAfter);
      expect(shownDate).toBeLessThanOrEqual(Date.now());
      const rows = card.getByRole('list', { name: `Items in order ${orderNumber(order._id)}` }).getByRole('listitem');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(lines.length);
      for (const { product, size, quantity } of lines) {
        const row = rows.filter({ hasText: product.name });
        expect(await row.locator('img').getAttribute('src')).toBe(product.image[0]);
        for (const text of [product.name, rupees(product.price), `Quantity: ${quantity}`, `Size: ${size}`]) {
          await row.getByText(text, { exact: true }).waitFor();
        }
      }
    },
  );
});
