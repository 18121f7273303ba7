// The storefront's pages: the one route table. The SPA's routes (src/app/routes.tsx) and the pages the server renders
// and indexes (src/app/page/pages.ts, run by server/pages/) are both made from it, so a page added here is both.

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
  cart: { path: '/cart', shoppersOwn: true },
  login: { path: '/login', shoppersOwn: true },
  placeOrder: { path: '/place-order', shoppersOwn: true },
  orders: { path: '/orders', shoppersOwn: true },
  verify: { path: '/verify', shoppersOwn: true },
} as const satisfies Record<string, PageSpec>;

export type PageName = keyof typeof PAGES;
