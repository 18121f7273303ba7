import { inLanguage, orderPath, pagePath, PAGES, productPath } from '../../../contract';

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
});
