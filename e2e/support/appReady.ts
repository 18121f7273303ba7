// A page the server rendered shows everything at once, but its buttons work only once the app has taken it over
// (it marks <html data-app="ready">). Loading a page in a test waits for that, as a shopper waits for a page to work.
import type { Page } from 'playwright-core';

const SERVER_RENDERED = '#root[data-rendered="server"]';
const APP_READY = 'html[data-app="ready"]';

async function untilAppReady(page: Page): Promise<void> {
  if ((await page.locator(SERVER_RENDERED).count()) > 0) await page.locator(APP_READY).waitFor({ state: 'attached' });
}

/** Makes `goto` and `reload` wait for the app on the shop's own pages (not on other sites, nor when only committing). */
export function waitForAppOnLoads(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilAppReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilAppReady(page);
    return response;
  };
  return page;
}
