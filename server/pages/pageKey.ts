// The address a page is rendered and cached under: its path and only the query parameters its screen reads, in one
// order. `?utm_source=…`, `fbclid`, `gclid` or any made-up parameter leave the page as it is, so they share its
// cached copy instead of costing a render each; the renderer is handed the same address, so it cannot draw them.
import { matchPath } from 'react-router-dom';
import { languageOfPath, PAGES, type PageName } from '../../contract';

/**
 * The parameters each page's screen reads from the address (src/features/catalog/filters.ts, parseView: the
 * collection's categories, types, search and sort); pages not named read none. A page that reads a new parameter
 * must add it here, or every address with it gets the page without it. The verify page reads orderId and success
 * only in the browser: the server draws it, like every page of a shopper's own, as a placeholder.
 */
export const PAGE_PARAMETERS: Readonly<Partial<Record<PageName, readonly string[]>>> = {
  collection: ['category', 'type', 'q', 'sort'],
};

function parametersOf(pathname: string): readonly string[] {
  // A page reads the same parameters in every language (`/hi/collection` as `/collection`).
  const { path } = languageOfPath(pathname);
  for (const [name, names] of Object.entries(PAGE_PARAMETERS)) {
    if (matchPath({ path: PAGES[name as PageName].path, end: true }, path)) return names;
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
