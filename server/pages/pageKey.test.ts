import { viewParams } from '../../src/features/catalog';
import { PAGE_PARAMETERS, pageKey } from '../../contract';

describe('the address a page is rendered and kept under', () => {
  it('keeps only the collection parameters its screen reads, in one order, whatever else the link carries', () => {
    const keys = [
      '/collection?utm_source=newsletter&sort=low-high&fbclid=abc&category=Men&q=shirt',
      '/collection?q=shirt&gclid=xyz&category=Men&sort=low-high',
      '/collection?category=Men&sort=low-high&q=shirt&utm_campaign=sale&ref=partner',
    ].map(pageKey);
    expect(new Set(keys)).toEqual(new Set(['/collection?category=Men&q=shirt&sort=low-high']));
  });

  it("keeps a repeated parameter's values in the order given (the title names them so)", () => {
    expect(pageKey('/collection?type=Topwear&category=Women&utm_medium=x&category=Men')).toBe(
      '/collection?category=Women&category=Men&type=Topwear',
    );
  });

  it('drops every parameter of pages whose screens read none', () => {
    expect(pageKey('/?utm_source=ad')).toBe('/');
    expect(pageKey('/about?size=M&fbclid=1')).toBe('/about');
    expect(pageKey('/verify?orderId=1&success=true')).toBe('/verify');
    expect(pageKey('/no-such-page?q=shirt')).toBe('/no-such-page');
  });

  it("keeps the size a product's link names (a back-in-stock mail's), drawn chosen", () => {
    expect(pageKey('/product/abc?fbclid=1&size=M')).toBe('/product/abc?size=M');
    expect(pageKey('/hi/product/abc?size=XL')).toBe('/hi/product/abc?size=XL');
    expect(pageKey('/product/abc?fbclid=1')).toBe('/product/abc');
  });

  it("keeps the login's Login or Sign Up, and never the page it leads to nor a reset's e-mailed token", () => {
    expect(pageKey('/login?next=%2Fplace-order&mode=signup')).toBe('/login?mode=signup');
    expect(pageKey('/hi/login?mode=signup')).toBe('/hi/login?mode=signup');
    expect(pageKey('/reset-password?token=secret-from-the-e-mail')).toBe('/reset-password');
  });

  it('matches the collection as the router does (any case, a trailing slash) and keeps the path as asked', () => {
    expect(pageKey('/Collection/?q=a&x=1')).toBe('/Collection/?q=a');
    expect(pageKey('/collection')).toBe('/collection');
  });

  it('keeps what the storefront itself writes into the collection address', () => {
    const written = viewParams({ categories: ['Men'], types: ['Topwear'], search: 'shirt', sort: 'high-low' });
    expect([...new Set(written.keys())].filter((name) => !PAGE_PARAMETERS.collection?.includes(name))).toEqual([]);
  });

  it('keeps the same parameters for a page in every language (/hi/collection as /collection)', () => {
    expect(pageKey('/hi/collection?utm_source=ad&sort=low-high&category=Men')).toBe(
      '/hi/collection?category=Men&sort=low-high',
    );
    expect(pageKey('/hi/product/abc?utm_source=ad')).toBe('/hi/product/abc');
    expect(pageKey('/hi?utm_source=ad')).toBe('/hi');
  });
});
