// Structured data (schema.org as JSON-LD) for search engines: a product with its offer and its buyers' rating and
// newest reviews, the way to it, and the products a collection page lists. Reviews are the buyers' plain text, put in
// as strings: the page writes the JSON with every `<` escaped (server/pages/headTags.ts), so no text closes its script.
import { rupeesText } from '../../../contract';
import type { Product } from '../../features/catalog';
import type { Review, ReviewSummary } from '../../features/reviews';
import { SHOP_NAME } from '../../shared/constants';

/** The currency every price of the shop is in (the storefront shows it as ₹). */
export const PRICE_CURRENCY = 'INR';

type JsonLd = Record<string, unknown>;

const inStock = (product: Product) => Object.values(product.stock as Record<string, number>).some((units) => units > 0);

/** What the product's detail answer says of its shown reviews: hidden ones are in neither part. */
export interface ShownReviews {
  summary: ReviewSummary;
  /** The newest shown reviews, which the product page shows too. */
  latest: readonly Review[];
}

const STARS = { bestRating: 5, worstRating: 1 } as const;

/** A buyer's review; a title or text the buyer left out is left out. */
function reviewData(review: Review): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: new Date(review.createdAt).toISOString().slice(0, 10),
    inLanguage: review.language,
    reviewRating: { '@type': 'Rating', ratingValue: review.stars, ...STARS },
    ...(review.title === null ? {} : { name: review.title }),
    ...(review.text === null ? {} : { reviewBody: review.text }),
  };
}

/** The rating and reviews of a product that has shown reviews; nothing for one without (search engines want both). */
function ratingData(reviews: ShownReviews | undefined): JsonLd {
  const { summary, latest = [] } = reviews ?? {};
  if (!summary || summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, ...STARS },
    ...(latest.length > 0 ? { review: latest.map(reviewData) } : {}),
  };
}

export function productData(product: Product, url: string, reviews?: ShownReviews): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.description,
    image: product.image,
    url,
    sku: product._id,
    category: `${product.category} / ${product.subCategory}`,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: rupeesText(product.price),
      priceCurrency: PRICE_CURRENCY,
      availability: inStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...ratingData(reviews),
  };
}

export function breadcrumbData(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function itemListData(
  name: string,
  products: readonly Product[],
  productUrl: (product: Product) => string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: productUrl(product),
      name: product.name,
    })),
  };
}
