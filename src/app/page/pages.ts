// The storefront's pages as the server and the head need to know them: which page a path shows, and which pages a
// search engine may index. The routes themselves are in App.tsx; pages.unit.test.ts keeps the two in step.
import { matchPath } from 'react-router-dom';

export const PAGE_PATTERNS = {
  home: '/',
  collection: '/collection',
  product: '/product/:productId',
  about: '/about',
  contact: '/contact',
  cart: '/cart',
  login: '/login',
  placeOrder: '/place-order',
  orders: '/orders',
  verify: '/verify',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS | 'notFound';

export interface PageMatch {
  name: PageName;
  productId?: string;
}

/** A shopper's own pages: never indexed, and never rendered on the server with anything of the shopper's. */
export const PRIVATE_PAGES: ReadonlySet<PageName> = new Set(['cart', 'login', 'placeOrder', 'orders', 'verify']);

/** A parameter as the router hands it to a screen: decoded, as long as it is valid percent-encoding. */
function decoded(parameter: string | undefined): string | undefined {
  try {
    return parameter === undefined ? undefined : decodeURIComponent(parameter);
  } catch {
    return parameter;
  }
}

export function matchPage(pathname: string): PageMatch {
  for (const [name, pattern] of Object.entries(PAGE_PATTERNS) as [keyof typeof PAGE_PATTERNS, string][]) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return { name, productId: decoded(match.params.productId) };
  }
  return { name: 'notFound' };
}
