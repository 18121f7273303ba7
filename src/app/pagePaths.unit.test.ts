// Every link and navigation in the storefront is made with the contract's page paths (`pagePath`, `productPath`,
// `orderPath`, `collectionPath`, `withQuery`, and `adminPath` for the operator's pages: contract/pages.ts), never a
// path written or concatenated by hand: a page renamed in the table is renamed everywhere. This reads every shipped source file of src/ with the TypeScript
// compiler and fails on a string or template literal that starts with a page's path.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEFAULT_LANGUAGE, languagePrefix, LANGUAGES, PAGES } from '../../contract';
import { ADMIN_PAGES } from '../../contract/adminPages';

const SRC = path.join(__dirname, '..');

/**
 * The fixed start of every page's path, the shop's and the operator's, in every language (`/cart`, `/product`,
 * `/hi/cart`, `/admin`). Home (`/`) is left out: a lone `/` is also how code tells a path from an address, and home's
 * links are `pagePath('home')` all the same.
 */
const PAGE_STARTS = [
  ...new Set(
    [...Object.values(PAGES), ...Object.values(ADMIN_PAGES)]
      .map((page) => page.path.split('/:')[0] ?? '')
      .filter((start) => start !== '/' && start !== ''),
  ),
].flatMap((start) =>
  LANGUAGES.map((language) => (language === DEFAULT_LANGUAGE ? start : `${languagePrefix(language)}${start}`)),
);

/** Whether a literal's text is a page's address, or starts one (`/product/`, `/collection?category=Men`). */
const isPagePath = (text: string) =>
  PAGE_STARTS.some((start) => text === start || ['/', '?', '#'].some((next) => text.startsWith(start + next)));

/** The literals of a source file that write a page's path by hand, with their lines. */
function pagePathsIn(fileName: string, source: string): Array<{ line: number; text: string }> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
        ? node.text
        : undefined;
    if (text !== undefined && isPagePath(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The shipped code of src/: every .ts and .tsx but the tests and the test kit. */
function shippedSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return file === path.join(SRC, 'test') ? [] : shippedSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

describe('page paths written by hand', () => {
  it('are found in links, navigation, templates and in every language, and nothing else is', () => {
    const planted = `
      // A comment naming '/cart' is no link.
      export const A = ({ id, view }: { id: string; view: string }) => (
        <nav>
          <Link to="/cart">Cart</Link>
          <Link to={\`/product/\${id}\`}>A product</Link>
          <Link to={'/collection?category=Men'}>Men</Link>
          <Link to={\`/orders\`}>Orders</Link>
          <Link to="/hi/account">Hindi</Link>
          <Link to={pagePath('cart')}>Cart</Link>
          <Link to={collectionPath(view)}>Filtered</Link>
          <img src="/cartoon.png" alt="" />
        </nav>
      );
      export const go = () => navigate('/place-order');
      const api = '/api/cart/get';
      const near = ['/', '/about-us', 'cart', '/carts'];
      export const B = ({ id }: { id: string }) => (
        <nav>
          <NavLink to="/admin" end>Orders</NavLink>
          <Link to={\`/admin/returns/\${id}\`}>A return</Link>
          <Link to={'/hi/admin/stock'}>Stock</Link>
          <Link to={adminPath('product', { productId: id })}>A product</Link>
        </nav>
      );
      export const edit = (id: string) => navigate(\`/admin/products/\${id}\`, { replace: true });
      const adminApi = ['/api/admin/orders', '/administration'];`;
    expect(pagePathsIn('A.tsx', planted)).toEqual([
      { line: 5, text: '/cart' },
      { line: 6, text: '/product/' },
      { line: 7, text: '/collection?category=Men' },
      { line: 8, text: '/orders' },
      { line: 9, text: '/hi/account' },
      { line: 15, text: '/place-order' },
      { line: 20, text: '/admin' },
      { line: 21, text: '/admin/returns/' },
      { line: 22, text: '/hi/admin/stock' },
      { line: 26, text: '/admin/products/' },
    ]);
  });

  it('are found in no shipped code of the storefront: every page path comes from the contract', () => {
    const found = shippedSources(SRC).flatMap((file) =>
      pagePathsIn(file, readFileSync(file, 'utf8')).map(
        ({ line, text }) => `${path.relative(SRC, file)}:${line}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
