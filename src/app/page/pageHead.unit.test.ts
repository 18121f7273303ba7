import { aProduct } from '../../test/builders';
import { collectionCached, productsCached, stateAfter } from '../../test/state';
import { pageHead, pageTitle } from './pageHead';
import { matchPage } from './pages';

const SHOP = 'https://shop.example';
const shirt = aProduct('blue-shirt', {
  name: 'Blue Shirt',
  description: `A soft cotton shirt. ${'Long words about it. '.repeat(12)}`,
  price: 499,
  image: [`${SHOP}/images/blue-shirt.webp`, `${SHOP}/images/blue-shirt-2.webp`],
  sizes: ['M', 'L'],
  stock: { M: 0, L: 3 },
});
const soldOut = aProduct('red-skirt', {
  name: 'Red Skirt',
  category: 'Women',
  subCategory: 'Bottomwear',
  stock: { M: 0 },
});
const WOMEN_SKIRTS = '?category=Women&sort=high-low&q=skirt';
const state = stateAfter(productsCached([shirt, soldOut]), collectionCached(WOMEN_SKIRTS, [soldOut]));
const head = (pathname: string, search = '') => pageHead(state, { pathname, search, publicUrl: SHOP });

describe('a page head', () => {
  test('names the page in every language and English as the default, from its canonical address', () => {
    const english = { en: `${SHOP}/collection?category=Women`, hi: `${SHOP}/hi/collection?category=Women` };
    const expected = [
      { hreflang: 'en', href: english.en },
      { hreflang: 'hi', href: english.hi },
      { hreflang: 'x-default', href: english.en },
    ];
    expect(head('/collection', WOMEN_SKIRTS).alternates).toEqual(expected);
    expect(head('/hi/collection', WOMEN_SKIRTS).canonical).toBe(english.hi);
    expect(head('/hi/collection', WOMEN_SKIRTS).alternates).toEqual(expected);
    expect(head('/hi').alternates?.map((link) => link.href)).toEqual([`${SHOP}/`, `${SHOP}/hi`, `${SHOP}/`]);
    expect(head('/cart').alternates).toBeUndefined();
  });

  test('a product names itself, its price in INR, its availability from stock and the way to it', () => {
    const page = head('/product/blue-shirt');
    expect(page).toMatchObject({
      status: 200,
      title: 'Blue Shirt · Kapda',
      canonical: `${SHOP}/product/blue-shirt`,
      ogType: 'product',
      noindex: false,
    });
    expect(page.image).toBe(`${SHOP}/images/blue-shirt.webp`);
    expect(page.description.length).toBeLessThanOrEqual(155);
    expect(page.description.startsWith('A soft cotton shirt.')).toBe(true);
    const [product, breadcrumbs] = page.structuredData;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Blue Shirt',
      image: shirt.image,
      url: `${SHOP}/product/blue-shirt`,
      offers: { '@type': 'Offer', price: '499.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs as { itemListElement: { item: string }[] }).itemListElement.map((crumb) => crumb.item)).toEqual(
      [`${SHOP}/`, `${SHOP}/collection?category=Men`, `${SHOP}/product/blue-shirt`],
    );
  });

  test('a product with no unit left in any size is out of stock', () => {
    const [product] = head('/product/red-skirt').structuredData;
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  test('an unknown product and an unknown path are 404 and not indexed', () => {
    for (const pathname of ['/product/nothing', '/no/such/page']) {
      expect(head(pathname)).toMatchObject({ status: 404, title: 'Page not found · Kapda', noindex: true });
      expect(head(pathname).canonical).toBeUndefined();
    }
  });

  test('a collection lists the products of its filters, and sorting or searching keeps its canonical address', () => {
    const women = head('/collection', WOMEN_SKIRTS);
    expect(women.title).toBe('Women · All collections · Kapda');
    expect(women.canonical).toBe(`${SHOP}/collection?category=Women`);
    expect(women.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'ItemList',
        itemListElement: [expect.objectContaining({ position: 1, url: `${SHOP}/product/red-skirt` })],
      }),
    ]);
    expect(head('/collection').canonical).toBe(`${SHOP}/collection`);
  });

  test("the shopper's own pages are not indexed and have no canonical address", () => {
    for (const pathname of ['/cart', '/login', '/place-order', '/orders', '/verify']) {
      expect(head(pathname)).toMatchObject({ status: 200, noindex: true });
      expect(head(pathname).canonical).toBeUndefined();
    }
    expect(head('/about')).toMatchObject({ noindex: false, canonical: `${SHOP}/about`, title: 'About us · Kapda' });
  });

  test('the title alone follows the same rules for client-side navigation', () => {
    for (const [pathname, search] of [
      ['/product/blue-shirt', ''],
      ['/collection', '?type=Topwear'],
      ['/', ''],
      ['/cart', ''],
      ['/x', ''],
    ] as const) {
      expect(pageTitle(state, pathname, search)).toBe(head(pathname, search).title);
    }
  });
});

describe('pages', () => {
  test('paths name their pages', () => {
    expect(matchPage('/product/a%20b')).toEqual({ name: 'product', productId: 'a b' });
    expect(matchPage('/collection/')).toEqual({ name: 'collection', productId: undefined });
    expect(matchPage('/collection/x').name).toBe('notFound');
  });
});
