// The storefront's pages as the server and the head need to know them: which page a path shows, and which pages a
// search engine may index. Both come from the contract's page table, as the SPA's routes do (app/routes.tsx).
import { matchPath } from 'react-router-dom';
import { languageOfPath, PAGES, type PageName, type PageSpec } from '../../../contract';

export interface PageMatch<Name extends string = PageName> {
  name: Name | 'notFound';
  productId?: string;
}

/** A shopper's own pages: never indexed, and never rendered on the server with anything of the shopper's. */
export const PRIVATE_PAGES: ReadonlySet<PageName | 'notFound'> = new Set(
  (Object.keys(PAGES) as PageName[]).filter((name) => PAGES[name].shoppersOwn),
);

/** A parameter as the router hands it to a screen: decoded, as long as it is valid percent-encoding. */
function decoded(parameter: string | undefined): string | undefined {
  try {
    return parameter === undefined ? undefined : decodeURIComponent(parameter);
  } catch {
    return parameter;
  }
}

/** The page of `pages` (the contract's table, unless a test adds one) that `pathname` shows, in any language. */
export function matchPage(pathname: string): PageMatch;
export function matchPage<Name extends string>(
  pathname: string,
  pages: Readonly<Record<Name, PageSpec>>,
): PageMatch<Name>;
export function matchPage(pathname: string, pages: Readonly<Record<string, PageSpec>> = PAGES): PageMatch<string> {
  // Every language has every page: the address without its language's prefix is matched against the table.
  const { path: pagePath } = languageOfPath(pathname);
  for (const [name, { path }] of Object.entries(pages)) {
    const match = matchPath({ path, end: true }, pagePath);
    if (match) return { name, productId: decoded(match.params.productId) };
  }
  return { name: 'notFound' };
}
