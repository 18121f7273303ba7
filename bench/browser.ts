// Chromium for the browser sections (Debian's, driven by playwright-core), closed at the end even on failure.
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { onCleanup } from './cleanup';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  const close = onCleanup('Chromium', () => browser.close());
  try {
    return await use(browser);
  } finally {
    await close();
  }
}

export interface ListedProduct {
  _id: string;
  name: string;
  price: number;
  sizes: string[];
}

export async function productList(baseUrl: string): Promise<ListedProduct[]> {
  const response = await fetch(`${baseUrl}/api/product/list`);
  if (!response.ok) throw new Error(`GET /api/product/list answered ${response.status}`);
  return ((await response.json()) as { products: ListedProduct[] }).products;
}
