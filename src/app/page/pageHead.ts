// What each page says about itself in its head: title, description, canonical address, link-preview tags, whether
// search engines may index it, and its structured data. The server writes it into the page; in the browser the
// title follows client-side navigation.
import {
  collectionQuery,
  parseView,
  productsOf,
  selectAllProducts,
  selectCollectionPage,
  selectProductById,
  viewParams,
  type Product,
} from '../../features/catalog';
import { SHOP_NAME } from '../../shared/constants';
import type { RootState } from '../store';
import { matchPage, PRIVATE_PAGES } from './pages';
import type { PageHead, PageName } from '../../../contract';
import { breadcrumbData, itemListData, productData } from './structuredData';

export const SHOP_DESCRIPTION = `${SHOP_NAME}: clothes for men, women and kids, delivered across India.`;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

const FIXED_TITLES: Record<Exclude<PageName, 'home' | 'collection' | 'product'> | 'notFound', string> = {
  about: 'About us',
  contact: 'Contact us',
  cart: 'Your cart',
  login: 'Sign in',
  placeOrder: 'Delivery and payment',
  orders: 'My orders',
  verify: 'Confirming your payment',
  notFound: 'Page not found',
};

const PAGE_DESCRIPTIONS: Partial<Record<PageName, string>> = {
  about: `Who we are and why ${SHOP_NAME} makes shopping for clothes easy.`,
  contact: `Our store's address, phone and e-mail, and careers at ${SHOP_NAME}.`,
};

const withShop = (title: string) => `${title} · ${SHOP_NAME}`;
const HOME_TITLE = `${SHOP_NAME} · Clothing for everyone`;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** The collection's name for a view: its filters, if any. */
function collectionName(search: string): string {
  const view = parseView(new URLSearchParams(search));
  const filters = [...view.categories, ...view.types];
  return filters.length > 0 ? `${filters.join(', ')} · All collections` : 'All collections';
}

/** The page's title alone: what the browser's tab and a screen reader announce after each client-side navigation. */
export function pageTitle(state: RootState, pathname: string, search: string): string {
  const page = matchPage(pathname);
  if (page.name === 'home') return HOME_TITLE;
  if (page.name === 'collection') return withShop(collectionName(search));
  if (page.name === 'product') {
    const product = selectProductById(state, page.productId ?? '');
    return withShop(product ? product.name : FIXED_TITLES.notFound);
  }
  return withShop(FIXED_TITLES[page.name]);
}

interface Where {
  pathname: string;
  search: string;
  /** The shop's public address, without a trailing slash. */
  publicUrl: string;
}

export function pageHead(state: RootState, { pathname, search, publicUrl }: Where): PageHead {
  const page = matchPage(pathname);
  const absolute = (path: string) => `${publicUrl}${path}`;
  const productUrl = (product: Product) => absolute(`/product/${encodeURIComponent(product._id)}`);
  const base = {
    status: 200 as const,
    siteName: SHOP_NAME,
    noindex: false,
    ogType: 'website' as const,
    structuredData: [],
    description: SHOP_DESCRIPTION,
    // The newest product's picture stands for the shop where a page has none of its own.
    image: selectAllProducts(state)[0]?.image[0],
  };

  if (page.name === 'home') {
    return { ...base, title: HOME_TITLE, canonical: absolute('/') };
  }
  if (page.name === 'collection') {
    const view = parseView(new URLSearchParams(search));
    const shown = productsOf(selectCollectionPage(state, collectionQuery(view, 1)));
    const filters = [...view.categories, ...view.types];
    const name = collectionName(search);
    // Sorting shows the same products, and a search is one shopper's query: both point to the filtered page.
    const indexed = viewParams({ ...view, search: '', sort: 'relevant' }).toString();
    return {
      ...base,
      title: withShop(name),
      description: `${SHOP_NAME}'s ${filters.length > 0 ? filters.join(', ') : 'whole'} collection: clothes for men, women and kids, delivered across India.`,
      canonical: absolute(`/collection${indexed ? `?${indexed}` : ''}`),
      image: shown[0]?.image[0] ?? base.image,
      structuredData: [itemListData(name, shown, productUrl)],
    };
  }
  if (page.name === 'product') {
    const product = selectProductById(state, page.productId ?? '');
    if (!product) return notFound();
    const url = productUrl(product);
    return {
      ...base,
      title: withShop(product.name),
      description: shortened(product.description),
      canonical: url,
      image: product.image[0],
      ogType: 'product',
      structuredData: [
        productData(product, url),
        breadcrumbData([
          { name: 'Home', url: absolute('/') },
          { name: product.category, url: absolute(`/collection?category=${encodeURIComponent(product.category)}`) },
          { name: product.name, url },
        ]),
      ],
    };
  }
  if (page.name === 'notFound') return notFound();
  const title = withShop(FIXED_TITLES[page.name]);
  if (PRIVATE_PAGES.has(page.name)) return { ...base, title, noindex: true };
  return {
    ...base,
    title,
    description: PAGE_DESCRIPTIONS[page.name] ?? SHOP_DESCRIPTION,
    canonical: absolute(pathname),
  };
}

function notFound(): PageHead {
  return {
    status: 404,
    siteName: SHOP_NAME,
    title: withShop(FIXED_TITLES.notFound),
    description: SHOP_DESCRIPTION,
    noindex: true,
    ogType: 'website',
    structuredData: [],
  };
}
