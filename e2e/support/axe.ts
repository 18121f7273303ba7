// axe-core on a settled page: its serious and critical violations, one readable line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export async function blockingViolations(page: Page): Promise<string[]> {
  // Data has arrived and lazy chunks have loaded: axe should see the settled screen.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(({ id, impact, help, nodes }) => `${id} (${impact ?? ''}): ${help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
