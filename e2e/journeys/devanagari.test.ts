// The Hindi shop on a phone draws Devanagari letters, not boxes: Chromium finds a font for them on this machine
// (Debian's fonts-noto-core, which .ci/run and the README's setup install). Without one every letter is the same
// empty box, so two different letters draw the same pixels, the same as a character no font has.
import type { Page } from 'playwright-core';
import { journey, PHONE } from '../support/journey';

/** The pixels of `text` drawn in the font the page's main heading uses, as a data URL. */
const drawn = (page: Page, text: string): Promise<string> =>
  page.evaluate((letters) => {
    const heading = document.querySelector('h1, h2') ?? document.body;
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.font = `40px ${getComputedStyle(heading).fontFamily}`;
    context.fillText(letters, 10, 45);
    return canvas.toDataURL();
  }, text);

describe('the Hindi shop’s letters', () => {
  journey(
    'are drawn with a Devanagari font, each letter its own shape',
    async ({ page }) => {
      await page.goto('/hi');
      const heading = page.locator('h1, h2').first();
      await heading.waitFor();
      expect(await heading.innerText()).toMatch(/[\u0900-\u097F]/);
      const ka = await drawn(page, 'क');
      const kha = await drawn(page, 'ख');
      // U+0378 is no character at all: every font draws it as its box.
      const box = await drawn(page, '\u0378');
      expect(ka).not.toBe(kha);
      expect(ka).not.toBe(box);
    },
    { viewport: PHONE },
  );
});
