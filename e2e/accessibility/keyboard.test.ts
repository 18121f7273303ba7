// From a product to a placed order with the keyboard alone: Tab, Shift+Tab, Enter, Space and typing.
import { journey } from '../support/journey';
import { tabTo } from '../support/keyboard';
import { DELIVERY_FORM_LABELS as ADDRESS_LABELS } from '../../tools/testkit/fixtures';
import { expectCartCount, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, signUp, type Address, type Product } from '../support/shopApi';
import { plantToken } from '../support/storage';

describe('keyboard only', () => {
  journey(
    'chooses a size, adds to the cart, checks out and places a cash-on-delivery order',
    async ({ page, context }) => {
      const product = (await catalog()).find((p) => p.sizes.length > 1) as Product;
      const size = product.sizes[1] ?? '';
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

      const sizeButton = page
        .getByRole('group', { name: 'Select Size' })
        .getByRole('button', { name: size, exact: true });
      await tabTo(page, sizeButton);
      await page.keyboard.press('Space');
      expect(await sizeButton.getAttribute('aria-pressed')).toBe('true');
      await tabTo(page, page.getByRole('button', { name: 'ADD TO CART' }));
      await page.keyboard.press('Enter');
      await page.getByText(`Added ${product.name}, size ${size}, to your cart.`).waitFor();
      await expectCartCount(page, 1);

      await tabTo(page, page.getByRole('link', { name: 'Cart, 1 item' }), 'backwards');
      await page.keyboard.press('Enter');
      await page.waitForURL('/cart');
      await tabTo(page, page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('/place-order');

      for (const [field, label] of Object.entries(ADDRESS_LABELS) as Array<[keyof Address, string]>) {
        await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
        await page.keyboard.type(DELIVERY_ADDRESS[field]);
      }
      const cashOnDelivery = page.getByRole('radio', { name: 'CASH ON DELIVERY' });
      await tabTo(page, cashOnDelivery);
      await page.keyboard.press('Space');
      expect(await cashOnDelivery.isChecked()).toBe(true);
      await tabTo(page, page.getByRole('button', { name: 'PLACE ORDER' }));
      await page.keyboard.press('Enter');

      await page.waitForURL(ORDERS_AFTER_PAYING);
      const row = page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem');
      await row.getByText(product.name, { exact: true }).waitFor();
      await row.getByText(`Size: ${size}`).waitFor();
      const [order] = await serverOrders(shopper.token);
      expect(order?.items.map((item) => [item._id, item.size, item.quantity])).toEqual([[product._id, size, 1]]);
    },
  );
});
