// The storefront's pages: the one route table. The SPA's routes (src/app/routes.tsx), the pages the server renders
// and indexes (src/app/page/pages.ts, run by server/pages/) and the screen code it announces with each page
// (server/plugins/preloads.ts) are all made from it, so a page added here is all three.

import { inLanguage, type Language } from './languages';

export interface PageSpec {
  /** The route's path, in the router's pattern syntax. */
  path: string;
  /**
   * A shopper's own page (their cart, their orders, signing in): never indexed, never rendered on the server with
   * anything of the shopper's, and shown only once the saved cart and sign-in are back.
   */
  shoppersOwn: boolean;
}

export const PAGES = {
  home: { path: '/', shoppersOwn: false },
  collection: { path: '/collection', shoppersOwn: false },
  product: { path: '/product/:productId', shoppersOwn: false },
  about: { path: '/about', shoppersOwn: false },
  contact: { path: '/contact', shoppersOwn: false },
  delivery: { path: '/delivery', shoppersOwn: false },
  privacy: { path: '/privacy', shoppersOwn: false },
  cart: { path: '/cart', shoppersOwn: true },
  login: { path: '/login', shoppersOwn: true },
  placeOrder: { path: '/place-order', shoppersOwn: true },
  orders: { path: '/orders', shoppersOwn: true },
  orderDetail: { path: '/orders/:orderId', shoppersOwn: true },
  verify: { path: '/verify', shoppersOwn: true },
  account: { path: '/account', shoppersOwn: true },
  forgotPassword: { path: '/forgot-password', shoppersOwn: true },
  resetPassword: { path: '/reset-password', shoppersOwn: true },
  confirmEmail: { path: '/confirm-email', shoppersOwn: true },
} as const satisfies Record<string, PageSpec>;

export type PageName = keyof typeof PAGES;

/**
 * The build's chunk of a page's screen: `route-` and its name in kebab case (`placeOrder` → `route-place-order`), the
 * webpackChunkName its feature's index.ts gives the screen's lazy import. The server announces it with the page.
 */
export const pageChunk = (name: string): string =>
  `route-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The page table in `language`: the same pages, each under the language's prefix (`/hi/collection`). */
export function pagesIn<Name extends string>(
  pages: Readonly<Record<Name, PageSpec>>,
  language: Language,
): Record<Name, PageSpec> {
  return Object.fromEntries(
    (Object.entries(pages) as [Name, PageSpec][]).map(([name, page]) => [
      name,
      { ...page, path: inLanguage(page.path, language) },
    ]),
  ) as Record<Name, PageSpec>;
}
