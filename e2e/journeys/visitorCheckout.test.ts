// Issue 32's path on a phone (390 px): a visitor with a cart reaches checkout, reads that an order needs an account,
// types the address, signs up from there, comes back to the filled form, pays by each method and reads the
// confirmation with the order's number and amount. A popup cancelled before a successful retry leaves no toast.
import type { Page } from 'playwright-core';
import { orderNumber } from '../../contract';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { catalog, DELIVERY_ADDRESS, serverOrders, type PlacedOrder } from '../support/shopApi';
import {
  addToCart,
  cartLink,
  expectCartCount,
  fillAddress,
  ORDERS_AFTER_PAYING,
  toast,
} from '../support/shopperActions';
import { storedToken } from '../support/storage';

/** From the product page of an empty visit to /place-order, signed up inside checkout, with the form filled again. */
async function signUpInsideCheckout(page: Page): Promise<void> {
  const [product] = await catalog();
  if (!product) throw new Error('The catalog is empty.');
  await page.goto('/');
  await expectCartCount(page, 0);
  await addToCart(page, product, product.sizes[0] ?? '');
  await cartLink(page).click();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await page.waitForURL('/place-order');

  const notice = page.getByRole('region', { name: 'Log in to place your order' });
  await notice.waitFor();
  await fillAddress(page, DELIVERY_ADDRESS);
  await notice.getByRole('link', { name: 'SIGN UP' }).click();
  await page.waitForURL('/login?mode=signup&next=%2Fplace-order');
  const shopper = newShopperDetails('checkout');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(shopper.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await page.waitForURL('/place-order');
  for (const [label, value] of [
    ['First name', DELIVERY_ADDRESS.firstName],
    ['Street', DELIVERY_ADDRESS.street],
    ['Phone', DELIVERY_ADDRESS.phone],
  ] as const)
    expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(value);
  expect(await notice.count()).toBe(0);
}

/** The confirmation on /orders after paying: the order's number and amount, as the server has them. */
async function readConfirmation(page: Page, amountWords: string): Promise<PlacedOrder> {
  await page.waitForURL(ORDERS_AFTER_PAYING);
  const confirmation = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
  await confirmation.waitFor();
  const token = await storedToken(page);
  if (!token) throw new Error('The shopper is not signed in.');
  const [order] = await serverOrders(token);
  if (!order) throw new Error('No order on the server.');
  expect(new URL(page.url()).searchParams.get('placed')).toBe(order._id);
  await confirmation.getByText(`Order number: ${orderNumber(order._id)}`).waitFor();
  await confirmation.getByText(`${amountWords}: ${rupees(order.amount)}`).waitFor();
  await confirmation.getByText(DELIVERY_ADDRESS.street, { exact: false }).waitFor();
  // The keyboard and a screen reader start at the thank-you.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you! Your order is placed.');
  await expectCartCount(page, 0);
  return order;
}

describe('checkout for a visitor on a phone', () => {
  journey(
    'signs up inside checkout, comes back to the filled form and pays cash on delivery',
    async ({ page }) => {
      await signUpInsideCheckout(page);
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      const order = await readConfirmation(page, 'To pay on delivery');
      expect(order).toMatchObject({ paymentMethod: 'COD', payment: false });
    },
    { viewport: PHONE },
  );

  journey(
    'signs up inside checkout and pays on the card page, back through /verify to the confirmation',
    async ({ page }) => {
      await signUpInsideCheckout(page);
      await page.getByRole('radio', { name: 'Card', exact: true }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForURL(/\/sandbox\/stripe\/checkout\//);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      const order = await readConfirmation(page, 'Amount paid');
      expect(order).toMatchObject({ paymentMethod: 'Stripe', payment: true });
    },
    { viewport: PHONE },
  );

  journey(
    'signs up inside checkout, closes the popup once, pays on the second try: no stale toast over the confirmation',
    async ({ page }) => {
      await signUpInsideCheckout(page);
      await page.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      const popup = page.getByRole('dialog', { name: 'Razorpay sandbox' });
      await popup.waitFor();
      await page.keyboard.press('Escape');
      const cancelled = toast(page, 'Payment cancelled. Your cart is kept.');
      await cancelled.waitFor();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await popup.getByRole('button', { name: 'Pay' }).click();
      const order = await readConfirmation(page, 'Amount paid');
      expect(order).toMatchObject({ paymentMethod: 'Razorpay', payment: true });
      await eventually(async () => expect(await cancelled.count()).toBe(0));
    },
    { viewport: PHONE },
  );
});
