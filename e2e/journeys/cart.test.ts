// The cart: quantities stay whole numbers of at least 1, the bin removes a line, totals add the delivery fee.
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { rupees } from '../support/money';
import { addToCart, expectCartCount, quantityField, shownTotals } from '../support/shopperActions';
import { catalog, type Product } from '../support/shopApi';
import { DELIVERY_FEE_PAISE, sumRupees, toRupees } from '../../contract';

interface Line {
  product: Product;
  size: string;
  quantity: number;
}

/** Two different products, one piece each, in the cart of a fresh guest; the page is left on /cart. */
async function cartOfTwo(page: Page): Promise<[Line, Line]> {
  const [first, second] = (await catalog()).filter((p) => p.price > 0 && p.sizes.length > 0) as [Product, Product];
  const lines: [Line, Line] = [
    { product: first, size: first.sizes[0] ?? '', quantity: 1 },
    { product: second, size: second.sizes[1] ?? second.sizes[0] ?? '', quantity: 1 },
  ];
  for (const line of lines) await addToCart(page, line.product, line.size);
  await page.getByRole('link', { name: /^Cart, / }).click();
  await page.getByRole('heading', { level: 1, name: 'YOUR CART' }).waitFor();
  return lines;
}

async function expectTotals(page: Page, lines: Line[]): Promise<void> {
  const subtotal = sumRupees(lines.map((line) => line.product.price * line.quantity));
  await eventually(async () =>
    expect(await shownTotals(page)).toEqual({
      subtotal: rupees(subtotal),
      shipping: rupees(toRupees(DELIVERY_FEE_PAISE)),
      total: rupees(sumRupees([subtotal, toRupees(DELIVERY_FEE_PAISE)])),
    }),
  );
}

describe('cart', () => {
  journey('shows each line and totals with the delivery fee of 10', async ({ page }) => {
    const lines = await cartOfTwo(page);
    for (const { product, size } of lines) {
      const row = page.getByRole('listitem').filter({ has: quantityField(page, product, size) });
      await row.getByRole('link', { name: product.name }).waitFor();
      await row.getByText(rupees(product.price), { exact: true }).waitFor();
      await row.getByText(`Size ${size}`, { exact: true }).waitFor();
      expect(await quantityField(page, product, size).inputValue()).toBe('1');
    }
    await expectTotals(page, lines);
  });

  journey('takes whole quantities of 1 or more; an empty or 0 entry is ignored', async ({ page }) => {
    const lines = await cartOfTwo(page);
    const [line] = lines;
    const field = quantityField(page, line.product, line.size);

    await field.fill('3');
    line.quantity = 3;
    await expectTotals(page, lines);
    await expectCartCount(page, 4);

    for (const ignored of ['', '0']) {
      await field.fill(ignored);
      await field.blur();
      expect(await field.inputValue()).toBe('3');
      await expectTotals(page, lines);
      await expectCartCount(page, 4);
    }
    expect(await field.getAttribute('min')).toBe('1');
  });

  journey('the bin removes a line, and an empty cart says so', async ({ page }) => {
    const lines = await cartOfTwo(page);
    const [first, second] = lines;
    await page.getByRole('button', { name: `Remove ${first.product.name}, size ${first.size}` }).click();
    await quantityField(page, first.product, first.size).waitFor({ state: 'detached' });
    await expectTotals(page, [second]);
    await expectCartCount(page, 1);

    await page.getByRole('button', { name: `Remove ${second.product.name}, size ${second.size}` }).click();
    await page.getByText('Your cart is empty.').waitFor();
    await expectCartCount(page, 0);
  });

  journey('PROCEED TO CHECKOUT goes to /place-order', async ({ page }) => {
    await cartOfTwo(page);
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await page.waitForURL('/place-order');
    await page.getByRole('button', { name: 'PLACE ORDER' }).waitFor();
  });
});
