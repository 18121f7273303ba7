// Structured data (schema.org as JSON-LD) for search engines: a product with its offer, the way to it, and the
// products a collection page lists.
import type { Product } from '../../features/catalog';
import { SHOP_NAME } from '../../shared/constants';

/** The currency every price of the shop is in (the storefront shows it as ₹). */
export const PRICE_CURRENCY = 'INR';

type JsonLd = Record<string, unknown>;

const inStock = (product: Product) => Object.values(product.stock as Record<string, number>).some((units) => units > 0);

export function productData(product: Product, url: string): JsonLd {
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
      price: product.price.toFixed(2),
      priceCurrency: PRICE_CURRENCY,
      availability: inStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
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
