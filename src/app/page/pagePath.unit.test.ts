import {
  ADMIN_AREA,
  collectionPath,
  inLanguage,
  orderPath,
  pagePath,
  PAGES,
  productPath,
  withQuery,
} from '../../../contract';
import { ADMIN_PAGES, adminPath, adminRoute, type AdminPageName } from '../../../contract/adminPages';

describe("a page's address from the page table", () => {
  it('is the pattern itself for a page without parameters', () => {
    expect(pagePath('resetPassword')).toBe(PAGES.resetPassword.path);
    expect(pagePath('verify')).toBe('/verify');
  });

  it("fills a product's and an order's id in, encoded", () => {
    expect(pagePath('product', { productId: 'tee 1' })).toBe('/product/tee%201');
    expect(productPath('a/b')).toBe('/product/a%2Fb');
    expect(orderPath('3f2a91bc')).toBe('/orders/3f2a91bc');
  });

  it("goes under the language's prefix as every other address does", () => {
    expect(inLanguage(orderPath('x'), 'hi')).toBe('/hi/orders/x');
  });

  it('carries a query, each value encoded, and no question mark when it is empty', () => {
    expect(collectionPath({ category: 'Men', type: 'Topwear' })).toBe('/collection?category=Men&type=Topwear');
    expect(collectionPath(new URLSearchParams('q=red shirt'))).toBe('/collection?q=red+shirt');
    expect(collectionPath()).toBe('/collection');
    expect(collectionPath(new URLSearchParams())).toBe('/collection');
    expect(withQuery(pagePath('login'), { mode: 'signup', next: pagePath('placeOrder') })).toBe(
      '/login?mode=signup&next=%2Fplace-order',
    );
    expect(withQuery(productPath('p 1'), { review: 'o&1' })).toBe('/product/p%201?review=o%261');
  });
});

describe("an operator's page's address from the admin page table", () => {
  it("is the pattern itself, or filled in with the page's parameters, encoded", () => {
    expect(adminPath('orders')).toBe('/admin');
    expect(adminPath('newProduct')).toBe('/admin/products/new');
    expect(adminPath('order', { orderId: '3f2a' })).toBe('/admin/orders/3f2a');
    expect(adminPath('stockLedger', { productId: 'a/b' })).toBe('/admin/stock/a%2Fb');
    expect(inLanguage(adminPath('returnRequest', { returnId: 'r1' }), 'hi')).toBe('/hi/admin/returns/r1');
  });

  it("is under the area, where the screens' routes are the rest of the pattern", () => {
    const names = Object.keys(ADMIN_PAGES) as AdminPageName[];
    expect(names.filter((name) => !`${ADMIN_PAGES[name].path}/`.startsWith(`${ADMIN_AREA}/`))).toEqual([]);
    expect(adminRoute('orders')).toBe('');
    expect(adminRoute('order')).toBe('orders/:orderId');
    expect(names.map((name) => `${ADMIN_AREA}/${adminRoute(name)}`.replace(/\/$/, ''))).toEqual(
      names.map((name) => ADMIN_PAGES[name].path),
    );
  });

  it("is no shop page's: the operator's pages are apart from the page table", () => {
    const shop: string[] = Object.values(PAGES).map((page) => page.path);
    expect(shop.filter((path) => path === ADMIN_AREA || path.startsWith(`${ADMIN_AREA}/`))).toEqual([]);
  });
});
