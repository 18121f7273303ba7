// Moving through a page as a keyboard user does: Tab and Shift+Tab from wherever focus is.
import type { Locator, Page } from 'playwright-core';

const MOST_PRESSES = 80;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it cannot be reached that way. */
export async function tabTo(
  page: Page,
  target: Locator,
  direction: 'forwards' | 'backwards' = 'forwards',
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= MOST_PRESSES; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(direction === 'forwards' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`${target.toString()} was not reached by ${MOST_PRESSES} presses of Tab (${direction}).`);
}
