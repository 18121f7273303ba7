// The address a page is rendered and cached under: its path and only the query parameters its screen reads, in one
// order. `?utm_source=…`, `fbclid`, `gclid` or any made-up parameter leave the page as it is, so they share its
// cached copy instead of costing a render each; the renderer is handed the same address, so it cannot draw them. The
// storefront reads it too: a link drawn while the page is taken over carries the page's address, as the server drew it.
import { languageOfPath } from './languages';
import { PAGES, type PageName } from './pages';

/**
 * The parameters each page's screen reads from the address (src/features/catalog/filters.ts, parseView: the
 * collection's categories, types, search and sort; the login's Login or Sign Up; the size a product's link names, as
 * a back-in-stock mail's does, drawn chosen); pages not named read none. A page
 * that reads a new parameter must add it here, or every address with it gets the page without it. What a page reads
 * only in the browser is not here: the verify page's orderId and success (the server draws it as a placeholder),
 * the login's next page (read when the shopper is in), the reset's e-mailed token (a secret, never a page of its own:
 * the form is drawn for any, and a missing one is said once the browser has the address).
 */
export const PAGE_PARAMETERS: Readonly<Partial<Record<PageName, readonly string[]>>> = {
  collection: ['category', 'type', 'q', 'sort'],
  login: ['mode'],
  product: ['size'],
};

/** Whether a path is a route's (`:name` a segment of any text; a trailing slash allowed, as the router allows). */
export function isRoute(route: string, path: string): boolean {
  const wanted = route.split('/');
  const given = path.replace(/(.)\/$/, '$1').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, at) =>
      part.startsWith(':') ? given[at] !== '' : part.toLowerCase() === given[at]?.toLowerCase(),
    )
  );
}

function parametersOf(pathname: string): readonly string[] {
  // A page reads the same parameters in every language (`/hi/collection` as `/collection`).
  const { path } = languageOfPath(pathname);
  for (const [name, names] of Object.entries(PAGE_PARAMETERS)) {
    if (isRoute(PAGES[name as PageName].path, path)) return names;
  }
  return [];
}

/** `url` (a path and query, as asked) as the page's address: the path, then the page's parameters in their order. */
export function pageKey(url: string): string {
  const queryAt = url.indexOf('?');
  // The path as asked, untouched: it is what the renderer and the router see.
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const searchParams = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  // A parameter given more than once (category=Men&category=Kids) keeps its values in the order they were given.
  for (const name of parametersOf(pathname)) for (const value of searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
