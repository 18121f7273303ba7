// Paying online in the sandboxes: Stripe's test checkout page (paid and cancelled) and Razorpay's test popup
// (paid and dismissed), each from a real cart to where the shopper lands.
import type { Page } from 'playwright-core';
import { journey } from '../support/journey';
import { addToCart, expectCartCount, fillAddress, toast, ORDERS_AFTER_PAYING } from '../support/shopperActions';
import { catalog, DELIVERY_ADDRESS, serverOrders, signUp, type Product } from '../support/shopApi';
import { plantToken } from '../support/storage';

/** The checkout's choice for each provider: what the shopper pays with. */
const CHOICE = { Stripe: 'Card', Razorpay: 'UPI, cards, net banking, wallets' } as const;

async function checkoutWith(page: Page, method: 'Stripe' | 'Razorpay'): Promise<Product> {
  const [product] = (await catalog()).filter((p) => p.sizes.length > 1);
  if (!product) throw new Error('The catalog has no product with sizes.');
  await addToCart(page, product, product.sizes[0] ?? '');
  await page.getByRole('link', { name: /^Cart, / }).click();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await page.waitForURL('/place-order');
  await fillAddress(page, DELIVERY_ADDRESS);
  await page.getByRole('radio', { name: CHOICE[method], exact: true }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  return product;
}

describe('online payments in the sandboxes', () => {
  journey(
    'pays on the Stripe test checkout page, comes back through /verify and sees the paid order',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      const product = await checkoutWith(page, 'Stripe');
      await page.waitForURL(/\/sandbox\/stripe\/checkout\//);
      await page.getByText('TEST MODE', { exact: false }).first().waitFor();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(ORDERS_AFTER_PAYING);
      await expectCartCount(page, 0);
      await page.getByRole('list', { name: 'Ordered items' }).getByText(product.name, { exact: true }).waitFor();
      await page.getByText('Payment: Card').waitFor();
      expect(await serverOrders(shopper.token)).toEqual([
        expect.objectContaining({ paymentMethod: 'Stripe', payment: true }),
      ]);
    },
  );

  journey(
    'cancels on the Stripe test checkout page and is back at the cart, kept, with no order',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      await checkoutWith(page, 'Stripe');
      await page.waitForURL(/\/sandbox\/stripe\/checkout\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('/cart');
      await toast(page, 'The payment was not completed. Your cart is as you left it.').waitFor();
      await expectCartCount(page, 1);
      expect(await serverOrders(shopper.token)).toEqual([]);
    },
  );

  journey('pays in the Razorpay test popup and sees the paid order', async ({ page, context }) => {
    const shopper = await signUp();
    await plantToken(context, shopper.token);
    const product = await checkoutWith(page, 'Razorpay');
    const popup = page.getByRole('dialog', { name: 'Razorpay sandbox' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(ORDERS_AFTER_PAYING);
    await expectCartCount(page, 0);
    await page.getByRole('list', { name: 'Ordered items' }).getByText(product.name, { exact: true }).waitFor();
    expect(await serverOrders(shopper.token)).toEqual([
      expect.objectContaining({ paymentMethod: 'Razorpay', payment: true }),
    ]);
  });

  journey(
    'dismisses the Razorpay test popup with Escape: the payment is cancelled and the cart kept',
    async ({ page, context }) => {
      const shopper = await signUp();
      await plantToken(context, shopper.token);
      await checkoutWith(page, 'Razorpay');
      await page.getByRole('dialog', { name: 'Razorpay sandbox' }).waitFor();
      await page.keyboard.press('Escape');
      await toast(page, 'Payment cancelled. Your cart is kept.').waitFor();
      expect(page.url()).toMatch(/\/place-order$/);
      await expectCartCount(page, 1);
      expect(await page.getByRole('button', { name: 'PLACE ORDER' }).isEnabled()).toBe(true);
      expect(await serverOrders(shopper.token)).toEqual([]);
    },
  );
});
