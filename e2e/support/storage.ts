// What the storefront keeps in the browser: redux-persist stores the login token (and the cart and wishlist) in
// localStorage under `persist:shop`, each slice as its own JSON string.
import type { BrowserContext, Page } from 'playwright-core';

export const PERSIST_KEY = 'persist:shop';

/**
 * Puts `slices` into the stored state before the next page load, each as redux-persist writes it, keeping whatever else
 * is stored (a guest's cart). It applies to that one load only, so later reloads show what the app itself kept.
 */
async function plantSlices(context: BrowserContext, slices: Record<string, unknown>): Promise<void> {
  const once = `e2e-planted-${Math.random().toString(36).slice(2)}`;
  await context.addInitScript(
    ({ key, slices, once }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, 'yes');
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      for (const [name, slice] of Object.entries(slices)) stored[name] = JSON.stringify(slice);
      stored._persist ??= JSON.stringify({ version: 1, rehydrated: true });
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: PERSIST_KEY, slices, once },
  );
}

/** Puts `token` into the stored session before the next page load (plantSlices). */
export const plantToken = (context: BrowserContext, token: string): Promise<void> =>
  plantSlices(context, { auth: { token } });

/** The token the storefront has stored, or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { auth?: string };
    return stored.auth ? (JSON.parse(stored.auth) as { token: string | null }).token : null;
  }, PERSIST_KEY);
}

/** A product as a visitor's wishlist keeps it (src/features/wishlist/wishlistSlice.ts). */
export interface SavedProduct {
  productId: string;
  /** The price when it was saved: above today's, /wishlist says "was …". */
  savedPrice: number;
  savedAt: number;
}

/** Puts a visitor's wishlist and the products viewed last (newest first) into the stored state (plantSlices). */
export const plantWishlist = (
  context: BrowserContext,
  { items = [], viewed = [] }: { items?: SavedProduct[]; viewed?: string[] },
): Promise<void> => plantSlices(context, { wishlist: { items, viewed } });
