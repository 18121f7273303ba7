// axe-core on a page whose screen is ready: its serious and critical violations, one readable line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite animations (a toast sliding in, a fade) to end: axe judges colours as they are drawn,
 * and a half-faded text would fail contrast for a moment no one reads it in. Endless ones (placeholders) never end.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function blockingViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Only violations are read; leaving out the details of passes makes each run faster.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(({ id, impact, help, nodes }) => `${id} (${impact ?? ''}): ${help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
