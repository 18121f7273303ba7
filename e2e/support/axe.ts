// axe-core on a page whose screen is ready: its serious and critical violations, one readable line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Longer than this, an animation is a countdown (a toast's progress bar), not a change of how the page is drawn. */
const TRANSITION_LIMIT_MS = 2_000;

/**
 * Waits for the page's transitions (a toast sliding in, a fade) to end: axe judges colours as they are drawn, and a
 * half-faded text would fail contrast for a moment no one reads it in. Endless animations (placeholders) and
 * countdowns are left running. A transition may start a frame or two after its element appears, so it looks again.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async (limitMs) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let look = 0; look < 10; look += 1) {
      await nextFrame();
      await nextFrame();
      const transitions = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState !== 'finished' && typeof end === 'number' && end <= limitMs;
      });
      if (transitions.length === 0) return;
      await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
    }
  }, TRANSITION_LIMIT_MS);
}

export async function blockingViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Only violations are read; leaving out the details of passes makes each run faster.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact ?? ''}): ${help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
