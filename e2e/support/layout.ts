// What the accessibility files ask of every screen besides axe: nothing wider than the window, the header's controls
// apart and inside it, and the controls a shopper taps at least a thumb's reach.
import type { Locator, Page } from 'playwright-core';
import { blockingViolations } from './axe';

/** A thumb's reach: the least width and height of a control the shopper taps. */
export const MIN_TARGET_PX = 44;

/**
 * The controls in `scope` (buttons and fields) drawn narrower or lower than a thumb's reach, with their sizes. A radio
 * button or checkbox inside its label is tapped anywhere on the label, so the label is measured.
 */
export function undersizedControls(scope: Locator): Promise<string[]> {
  return scope.evaluateAll(
    (roots, least) =>
      roots
        .flatMap((root) => [...root.querySelectorAll('button, input, select, textarea'), root])
        .filter((element) => element.matches('button, input, select, textarea'))
        .flatMap((element) => {
          const tapped = (element.matches('[type=radio], [type=checkbox]') && element.closest('label')) || element;
          const { width, height } = tapped.getBoundingClientRect();
          if (width === 0 && height === 0) return [];
          const name = element.getAttribute('aria-label') ?? tapped.textContent?.trim() ?? element.tagName;
          return width < least || height < least ? [`${name}: ${Math.round(width)}×${Math.round(height)} px`] : [];
        }),
    MIN_TARGET_PX,
  );
}

/**
 * What in `scope` is drawn past its sides (a field wider than the panel holding it, a line under a dialog's edge), the
 * outermost of each spill named. A row of cards, a strip of links or a table scrolling sideways is meant to be wider.
 */
export function spilling(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) => {
      const edge = root.getBoundingClientRect();
      const out = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5);
      };
      // A row of cards, a strip of links or a table in a box of its own that scrolls sideways is meant to be wider.
      const inSidewaysRow = (element: Element) => {
        for (let box = element.parentElement; box && box !== root; box = box.parentElement)
          if (getComputedStyle(box).overflowX !== 'visible' && box.matches('ul, ol, :has(> table)')) return true;
        return false;
      };
      return [...root.querySelectorAll('*')]
        .filter((element) => out(element) && !inSidewaysRow(element))
        .filter(({ parentElement }) => !parentElement || parentElement === root || !out(parentElement))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          return `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}-${Math.round(box.right)} px, out of ${Math.round(edge.left)}-${Math.round(edge.right)} px`;
        });
    }),
  );
}

/**
 * The header's links and buttons drawn outside it (into the page's margins or off the window) or over one another:
 * the phone's five icons and the logo share one row.
 */
export function crowdedHeader(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const row = header.getBoundingClientRect();
    const drawn = [...header.querySelectorAll('a, button')]
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const outside = drawn
      .filter(({ box }) => box.left < row.left || box.right > row.right)
      .map(({ name, box }) => `${name} leaves the header (${Math.round(box.left)}-${Math.round(box.right)} px)`);
    const overlapping = drawn.flatMap((one, index) =>
      drawn
        .slice(index + 1)
        .filter(
          ({ box }) =>
            Math.min(one.box.right, box.right) > Math.max(one.box.left, box.left) &&
            Math.min(one.box.bottom, box.bottom) > Math.max(one.box.top, box.top),
        )
        .map((other) => `${one.name} overlaps ${other.name}`),
    );
    return [...outside, ...overlapping];
  });
}

/** What a shopper's screen must be: axe-clean, no wider than the window, the header uncrowded, `controls` big enough. */
export async function expectAccessible(page: Page, controls: Locator): Promise<void> {
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await crowdedHeader(page)).toEqual([]);
  expect(await undersizedControls(controls)).toEqual([]);
}
