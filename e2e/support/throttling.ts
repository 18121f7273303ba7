// A mid-range phone on a slow mobile network, as Lighthouse's mobile preset plays it: 150 ms round trip, 1.6 Mbps
// down, 750 kbps up, and a processor four times slower than this machine's.
import type { Locator, Page } from 'playwright-core';

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;

export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}

/**
 * Holds back the storefront's scripts, as a congested network does, until the returned function lets them through:
 * the page shows, and the app comes only when the test says so.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A press on the control as soon as it is on screen: brought into view, pressed where it is, nothing awaited. */
export async function tapAtOnce(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible' });
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no place on the screen.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Opens a page as a slow phone does, its scripts held back until the test has acted (answers the function that lets
 * them come); the test goes on as soon as the first bytes are in.
 */
export async function openOnSlowPhone(page: Page, path: string): Promise<() => void> {
  await throttleLikeAPhone(page);
  const letScriptsCome = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return letScriptsCome;
}

/** Whether the app has taken the page over (it marks <html data-app="ready">). */
export const appReady = async (page: Page): Promise<boolean> =>
  (await page.locator('html[data-app="ready"]').count()) === 1;
