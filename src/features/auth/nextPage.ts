// Where the login screen goes once the shopper is signed in: `?next=` names a page of this shop (checkout sends
// `/place-order`), given without its language's prefix; anything else (another site, `//host`, an unknown path, the
// login itself) goes home, as the spec says.
import { matchPath } from 'react-router-dom';
import { languageOfPath, pagePath, PAGES } from '../../../contract';

const PATHS = Object.values(PAGES)
  .map((page) => page.path)
  .filter((path) => path !== PAGES.login.path);

export function nextPageOf(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return pagePath('home');
  const { pathname, search } = new URL(next, 'http://shop.invalid');
  // In the page's language wherever it was written: the screen's navigation adds the language's prefix.
  const { path } = languageOfPath(pathname);
  return PATHS.some((pattern) => matchPath({ path: pattern, end: true }, path)) ? `${path}${search}` : pagePath('home');
}
