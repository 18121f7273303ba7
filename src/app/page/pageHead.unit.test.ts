import type { Review, ReviewSummary } from '../../features/reviews';
import { aProduct, aReview } from '../../test/builders';
import { collectionCached, productDetailCached, productsCached, stateAfter } from '../../test/state';
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

describe("a product's reviews in its structured data", () => {
  const WRITTEN = Date.UTC(2026, 10, 20, 23, 30);
  /** A five-star review written late on 20 November (UTC): its date is that day's. */
  const shown = (id: string, more: Partial<Review>) => aReview(id, { createdAt: WRITTEN, stars: 5, ...more });
  const summaryOf = (reviews: Review[]): ReviewSummary => ({
    average: reviews.length ? reviews.reduce((sum, one) => sum + one.stars, 0) / reviews.length : null,
    count: reviews.length,
    stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    fit: { small: 0, true: 0, large: 0 },
    fitSays: null,
  });
  const answered = (...reviews: Review[]) => ({ summary: summaryOf(reviews), latest: reviews });
  const productOf = (...actions: Parameters<typeof stateAfter>) =>
    pageHead(stateAfter(productsCached([shirt]), ...actions), {
      pathname: '/product/blue-shirt',
      search: '',
      publicUrl: SHOP,
    }).structuredData[0] as Record<string, unknown>;

  const PLAIN = shown('r1', { title: 'Fits well', text: 'Soft.\nTrue to size.', author: 'Asha', stars: 4 });
  const BARE = shown('r2', { author: 'Ravi', stars: 5, createdAt: WRITTEN - 86_400_000 });

  test('carries the average and count of the shown reviews, and each review the answer holds', () => {
    const product = productOf(productDetailCached(shirt, answered(PLAIN, BARE)));
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Asha' },
        datePublished: '2026-11-20',
        inLanguage: 'en',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        name: 'Fits well',
        reviewBody: 'Soft.\nTrue to size.',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ravi' },
        datePublished: '2026-11-19',
        inLanguage: 'en',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  test('a product without shown reviews, or whose answer is not here, has no rating and no review', () => {
    for (const product of [productOf(productDetailCached(shirt, answered())), productOf()]) {
      expect(product).toMatchObject({ '@type': 'Product', name: 'Blue Shirt' });
      expect(product).not.toHaveProperty('aggregateRating');
      expect(product).not.toHaveProperty('review');
    }
  });

  test('a review the operator hid leaves the rating and the reviews with the answer that no longer holds it', () => {
    const SPAM = shown('r3', { title: 'Cheap copies', text: 'Buy at example.com', author: 'Spam', stars: 1 });
    const before = productOf(productDetailCached(shirt, answered(SPAM, PLAIN, BARE)));
    expect(before.aggregateRating).toMatchObject({ reviewCount: 3 });
    const after = productOf(
      productDetailCached(shirt, answered(SPAM, PLAIN, BARE)),
      productDetailCached(shirt, answered(PLAIN, BARE)),
    );
    expect(after.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect((after.review as { author: { name: string } }[]).map((review) => review.author.name)).toEqual([
      'Asha',
      'Ravi',
    ]);
    expect(JSON.stringify(after)).not.toMatch(/Spam|Cheap copies|example\.com/);
  });

  test("a Hindi page reads the Hindi page's answer, each review in the language it was written in", () => {
    const HINDI = shown('r4', { title: 'बहुत अच्छा', language: 'hi', author: 'आशा', stars: 3 });
    const head = pageHead(
      stateAfter(
        productsCached([shirt]),
        productDetailCached(shirt, answered(PLAIN), 'en'),
        productDetailCached(shirt, answered(HINDI, PLAIN), 'hi'),
      ),
      { pathname: '/hi/product/blue-shirt', search: '', publicUrl: SHOP },
    );
    const [product] = head.structuredData;
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    expect(product?.review).toEqual([
      expect.objectContaining({ name: 'बहुत अच्छा', inLanguage: 'hi', author: { '@type': 'Person', name: 'आशा' } }),
      expect.objectContaining({ name: 'Fits well', inLanguage: 'en' }),
    ]);
  });

  test("a buyer's words are kept as plain text, markup and all, for the page to escape", () => {
    const title = '</script><script>alert(1)</script>';
    const body = '<b>bold</b> & "quoted"';
    const [review] = productOf(productDetailCached(shirt, answered(shown('r5', { title, text: body }))))
      .review as Record<string, unknown>[];
    expect(review).toMatchObject({ name: title, reviewBody: body });
  });
});

describe('pages', () => {
  test('paths name their pages', () => {
    expect(matchPage('/product/a%20b')).toEqual({ name: 'product', productId: 'a b' });
    expect(matchPage('/collection/')).toEqual({ name: 'collection', productId: undefined });
    expect(matchPage('/collection/x').name).toBe('notFound');
  });
});
