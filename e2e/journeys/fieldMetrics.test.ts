// What real shoppers meet, as the operator reads it (docs/operations.md): in a shop where every visit reports
// (FIELD_METRICS_SAMPLE_RATE=1), a visit to home with a tap that works and one that does nothing, then left for another
// page, shows in the metrics as home's LCP, CLS and INP and its taps and dead taps.
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { ownShop } from '../support/ownShop';

// Relative addresses lead to this file's own shop, where every visit reports.
const { shop } = ownShop('field-metrics', { FIELD_METRICS_SAMPLE_RATE: '1' });

/** The value of one series in the exposition text, or 0 when it is not there yet. */
function series(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (each) =>
        each.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => each.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The shop's metrics, as the machine itself may read them from a development server without METRICS_TOKEN. */
async function metrics(): Promise<string> {
  const answer = await fetch(`${shop().baseUrl}/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
}

/**
 * Whether the page's measuring has started: it loads at idle time, and its tap watcher is the one listener for presses
 * on the document (Chromium's debugger lists a node's listeners).
 */
async function measuring(page: Page): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = (await session.send('Runtime.evaluate', { expression: 'document' })) as {
      result: { objectId: string };
    };
    const { listeners } = (await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId })) as {
      listeners: Array<{ type: string }>;
    };
    return listeners.some((listener) => listener.type === 'pointerdown');
  } finally {
    await session.detach();
  }
}

describe("shoppers' field metrics", () => {
  journey("a visit's Web Vitals, taps and dead taps reach the metrics by page type", async ({ page }) => {
    const before = await metrics();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Latest Arrival' }).waitFor();
    await eventually(async () => expect(await measuring(page)).toBe(true), 10_000);

    // A control that answers nothing: a button put on the page with no effect, where no scrolling is needed to tap it.
    await page.evaluate(() => {
      const inert = document.createElement('button');
      inert.type = 'button';
      inert.textContent = 'Does nothing';
      inert.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 1000';
      document.body.append(inert);
    });
    await page.getByRole('button', { name: 'Does nothing' }).click();
    // One that answers: the search bar opens. Pressed, it ends the first one's watch: nothing had changed, so dead.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products by name' }).waitFor();
    // Leaving the page sends the report.
    await page.goto('/about');

    const home = { page_type: 'home' };
    await eventually(async () => {
      const after = await metrics();
      const grew = (name: string) => series(after, name, home) - series(before, name, home);
      expect(grew('storefront_lcp_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(grew('storefront_cls_count')).toBeGreaterThanOrEqual(1);
      expect(grew('storefront_inp_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(grew('storefront_taps_total')).toBeGreaterThanOrEqual(2);
      expect(grew('storefront_dead_taps_total')).toBeGreaterThanOrEqual(1);
    }, 10_000);
  });
});
