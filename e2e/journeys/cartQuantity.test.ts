// Cart quantities on a phone (390 px): the line's total, − and + within the limits, and a note beside a number the
// shop changed or refused, which goes on the next accepted change.
import type { Locator } from 'playwright-core';
import { MAX_LINE_QUANTITY } from '../../contract';
import { blockingViolations } from '../support/axe';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { addToCart, quantityField } from '../support/shopperActions';
import { catalog } from '../support/shopApi';

const WHOLE_NUMBER = `Type a whole number from 1 to ${MAX_LINE_QUANTITY}. To remove the line, use the bin.`;
const CHANGED = `We changed it to ${MAX_LINE_QUANTITY}: at most ${MAX_LINE_QUANTITY} of one size per order.`;

describe('cart quantities on a phone', () => {
  journey(
    'steps with − and +, shows the line total, and says why 999, -2 or 2.5 did not stay',
    async ({ page }) => {
      const [product] = (await catalog()).filter((p) => p.price > 0 && p.sizes.length > 0);
      if (!product) throw new Error('empty catalog');
      const size = product.sizes[0] ?? '';
      await addToCart(page, product, size);
      await page.getByRole('link', { name: /^Cart, / }).click();
      const field = quantityField(page, product, size);
      const line = page.getByRole('listitem').filter({ has: field });
      // The hidden label and the amount after it.
      const lineTotal = line.getByText(/^Line total/).locator('..');
      const note = line.locator('[aria-live="polite"]');
      const shows = async (locator: Locator, text: string) =>
        eventually(async () => expect(await locator.innerText()).toBe(text));

      await page.getByRole('button', { name: `One more of ${product.name}, size ${size}` }).click();
      await eventually(async () => expect(await field.inputValue()).toBe('2'));
      expect(await lineTotal.textContent()).toBe(`Line total ${rupees(product.price * 2)}`);
      await page.getByRole('button', { name: `One less of ${product.name}, size ${size}` }).click();
      await eventually(async () => expect(await field.inputValue()).toBe('1'));

      await field.fill('999');
      await eventually(async () => expect(await field.inputValue()).toBe(String(MAX_LINE_QUANTITY)));
      await shows(note, CHANGED);
      // Beside the field: just under it, on the first screen, within the phone's width.
      const fieldBox = await field.boundingBox();
      const noteBox = await note.boundingBox();
      if (!fieldBox || !noteBox) throw new Error('The field or its note is not drawn.');
      expect(noteBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(48);
      expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await blockingViolations(page)).toEqual([]);

      for (const refused of ['-2', '2.5']) {
        await field.fill(refused);
        await shows(note, WHOLE_NUMBER);
        await field.blur();
        expect(await field.inputValue()).toBe(String(MAX_LINE_QUANTITY));
      }

      await field.fill('4');
      await shows(note, '');
      expect(await lineTotal.textContent()).toBe(`Line total ${rupees(product.price * 4)}`);
    },
    { viewport: PHONE },
  );
});
