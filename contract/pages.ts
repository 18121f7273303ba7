// The storefront's pages: the one route table. The SPA's routes (src/app/routes.tsx), the pages the server renders
// and indexes (src/app/page/pages.ts, run by server/pages/) and the screen code it announces with each page
// (server/plugins/preloads.ts) are all made from it, so a page added here is all three.

import { inLanguage, type Language } from './languages';

export interface PageSpec {
  /** The route's path, in the router's pattern syntax. */
  path: string;
  /**
   * A shopper's own page (their cart, their orders, signing in): never indexed, never rendered on the server with
   * anything of the shopper's, and what is theirs on it shown only once the saved cart and sign-in are back.
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
  paymentRefund: { path: '/payment-refund/:orderId', shoppersOwn: true },
  verify: { path: '/verify', shoppersOwn: true },
  account: { path: '/account', shoppersOwn: true },
  forgotPassword: { path: '/forgot-password', shoppersOwn: true },
  resetPassword: { path: '/reset-password', shoppersOwn: true },
  confirmEmail: { path: '/confirm-email', shoppersOwn: true },
  wishlist: { path: '/wishlist', shoppersOwn: true },
  alertsUnsubscribe: { path: '/alerts/unsubscribe', shoppersOwn: true },
  alertsConfirm: { path: '/alerts/confirm', shoppersOwn: true },
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

/** The parameters a route pattern names (`/orders/:orderId` → `orderId`). */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The values a page's address needs: none for most, `{ productId }` for a product, `{ orderId }` for an order. */
export type PageParams<Name extends PageName> = Record<ParamsOf<(typeof PAGES)[Name]['path']>, string>;

/** The arguments after a page's name: its parameters when its path names any, nothing otherwise. */
export type ParamsArgument<Path extends string> = ParamsOf<Path> extends never ? [] : [Record<ParamsOf<Path>, string>];

/** A route pattern with its parameters filled in, each encoded (`/orders/:orderId`, `{ orderId: 'a b' }`: `/orders/a%20b`). */
export const filledPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(params[param] ?? ''));

/**
 * A storefront page's address in English, from the page table (`pagePath('product', { productId })` is
 * `/product/abc`), each parameter encoded. The server's mails, links, sitemap and payment returns use it, and put it
 * in the shopper's language with `inLanguage`.
 */
export function pagePath<Name extends PageName>(
  name: Name,
  ...[params]: ParamsArgument<(typeof PAGES)[Name]['path']>
): string {
  return filledPath(PAGES[name].path, params);
}

/** The page of one of the shopper's orders: `/orders/3f2a…`. */
export const orderPath = (orderId: string): string => pagePath('orderDetail', { orderId });

/** The page of a payment the shop could not take as an order, which it refunds: `/payment-refund/3f2a…`. */
export const paymentRefundPath = (orderId: string): string => pagePath('paymentRefund', { orderId });

/** A product's page: `/product/abc`. */
export const productPath = (productId: string): string => pagePath('product', { productId });

/** A query an address carries: parameters by name, or as the browser's `URLSearchParams` hold them. */
export type PageQuery = URLSearchParams | Readonly<Record<string, string>>;

/**
 * A page's address with a query (`withQuery(pagePath('login'), { mode: 'signup' })` is `/login?mode=signup`), each
 * value encoded; an empty query leaves the address as it is.
 */
export function withQuery(path: string, query: PageQuery): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

/** The collection, filtered, sorted or searched as `query` says: `/collection?category=Men`, or all of it. */
export const collectionPath = (query: PageQuery = {}): string => withQuery(pagePath('collection'), query);

/**
 * Where the operator's pages live (and `/hi/admin` in Hindi): the SPA mounts the admin feature's gate there
 * (src/app/routes.tsx), the server draws every address under it as one it does not have, and an admin's browser loads
 * the screens, which route the rest of the address from the operator's page table (adminPages.ts).
 */
export const ADMIN_AREA = '/admin';
