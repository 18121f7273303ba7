import { collectionPath, inLanguage, orderPath, pagePath, PAGES, productPath, withQuery } from '../../../contract';

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
