// axe-core on a page whose screen is ready: its serious and critical violations, one readable line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export async function blockingViolations(page: Page): Promise<string[]> {
  // Only violations are read; leaving out the details of passes makes each run faster.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(({ id, impact, help, nodes }) => `${id} (${impact ?? ''}): ${help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
