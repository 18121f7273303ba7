// What the storefront keeps in the browser: redux-persist stores the login token (and the cart) in
// localStorage under `persist:shop`, each slice as its own JSON string.
import type { BrowserContext, Page } from 'playwright-core';

export const PERSIST_KEY = 'persist:shop';

/**
 * Puts `token` into the stored session before the next page load, keeping whatever else is stored
 * (a guest's cart). It applies to that one load only, so later reloads show what the app itself kept.
 */
export async function plantToken(context: BrowserContext, token: string): Promise<void> {
  const once = `e2e-planted-${Math.random().toString(36).slice(2)}`;
  await context.addInitScript(
    ({ key, token, once }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, 'yes');
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      stored.auth = JSON.stringify({ token });
      stored._persist ??= JSON.stringify({ version: 1, rehydrated: true });
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: PERSIST_KEY, token, once },
  );
}

/** The token the storefront has stored, or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { auth?: string };
    return stored.auth ? (JSON.parse(stored.auth) as { token: string | null }).token : null;
  }, PERSIST_KEY);
}
