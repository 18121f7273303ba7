// What each page says about itself in its head: title, description, canonical address, link-preview tags, whether
// search engines may index it, and its structured data. The server writes it into the page; in the browser the
// title follows client-side navigation.
import {
  catalogApi,
  collectionQuery,
  parseView,
  productsOf,
  selectAllProducts,
  selectCollectionPage,
  selectProductById,
  viewParams,
  type CatalogView,
  type Product,
} from '../../features/catalog';
import { SHOP_NAME } from '../../shared/constants';
import { productIn, translatorOf, type MessageKey, type Translate } from '../../shared/i18n';
import type { RootState } from '../store';
import { matchPage, PRIVATE_PAGES } from './pages';
import {
  collectionPath,
  DEFAULT_LANGUAGE,
  inLanguage,
  type Language,
  languageOfPath,
  LANGUAGES,
  type PageHead,
  type PageName,
  pagePath,
  productPath,
} from '../../../contract';
import { breadcrumbData, itemListData, productData } from './structuredData';

/** The texts of the language `pathname` is in. */
const textsOf = (pathname: string): Translate => translatorOf(languageOfPath(pathname).language);

const shopDescription = (t: Translate) => t('head.shopDescription', { shop: SHOP_NAME });
export const SHOP_DESCRIPTION = shopDescription(translatorOf('en'));
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

type FixedTitled = Exclude<PageName, 'home' | 'collection' | 'product'> | 'notFound';

const fixedTitle = (t: Translate, page: FixedTitled): string => t(`head.titles.${page}`);

const DESCRIBED_PAGES = ['about', 'contact', 'delivery', 'privacy'] as const;
const isDescribed = (page: PageName): page is (typeof DESCRIBED_PAGES)[number] =>
  (DESCRIBED_PAGES as readonly string[]).includes(page);

const pageDescription = (t: Translate, page: PageName): string | undefined =>
  isDescribed(page) ? t(`head.descriptions.${page}`, { shop: SHOP_NAME }) : undefined;

const withShop = (title: string) => `${title} · ${SHOP_NAME}`;
const homeTitle = (t: Translate) => `${SHOP_NAME} · ${t('head.homeTitle')}`;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** A category or type in the page's language; one the catalogs do not name (an operator's own) shows as it is. */
function valueName(t: Translate, group: 'categories' | 'types', value: string): string {
  const key = `catalog.${group}.${value}` as MessageKey;
  const text = t(key);
  return text === key ? value : text;
}

/** A view's filters, in the page's language. */
const filterNames = (t: Translate, view: CatalogView): string[] => [
  ...view.categories.map((category) => valueName(t, 'categories', category)),
  ...view.types.map((type) => valueName(t, 'types', type)),
];

/** The collection's name for a view: its filters, if any. */
function collectionName(t: Translate, search: string): string {
  const filters = filterNames(t, parseView(new URLSearchParams(search)));
  const all = t('head.allCollections');
  return filters.length > 0 ? `${filters.join(', ')} · ${all}` : all;
}

/** The page's title alone: what the browser's tab and a screen reader announce after each client-side navigation. */
export function pageTitle(state: RootState, pathname: string, search: string): string {
  const page = matchPage(pathname);
  const t = textsOf(pathname);
  if (page.name === 'home') return homeTitle(t);
  if (page.name === 'collection') return withShop(collectionName(t, search));
  if (page.name === 'product') {
    const { language } = languageOfPath(pathname);
    const product = selectProductById(state, page.productId ?? '', language);
    return withShop(product ? productIn(product, language).name : fixedTitle(t, 'notFound'));
  }
  return withShop(fixedTitle(t, page.name));
}

interface Where {
  pathname: string;
  search: string;
  /** The shop's public address, without a trailing slash. */
  publicUrl: string;
}

/** The page in every language and `x-default` (English), made from its canonical address. */
export function alternatesOf(canonical: string, publicUrl: string): NonNullable<PageHead['alternates']> {
  const rest = canonical.slice(publicUrl.length);
  const queryAt = rest.indexOf('?');
  const { path } = languageOfPath(queryAt === -1 ? rest : rest.slice(0, queryAt));
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  const inEach = (language: Language) => `${publicUrl}${inLanguage(path, language)}${query}`;
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: inEach(language) })),
    { hreflang: 'x-default', href: inEach(DEFAULT_LANGUAGE) },
  ];
}

export function pageHead(state: RootState, where: Where): PageHead {
  const head = headOf(state, where);
  return head.canonical ? { ...head, alternates: alternatesOf(head.canonical, where.publicUrl) } : head;
}

function headOf(state: RootState, { pathname, search, publicUrl }: Where): PageHead {
  const page = matchPage(pathname);
  const t = textsOf(pathname);
  const { language } = languageOfPath(pathname);
  // Addresses in the page's own language: a Hindi page's canonical and links are Hindi pages.
  const absolute = (path: string) => `${publicUrl}${inLanguage(path, language)}`;
  const productUrl = (product: Product) => absolute(productPath(product._id));
  const base = {
    status: 200 as const,
    siteName: SHOP_NAME,
    noindex: false,
    ogType: 'website' as const,
    structuredData: [],
    description: shopDescription(t),
    // The newest product's picture stands for the shop where a page has none of its own.
    image: selectAllProducts(state, language)[0]?.image[0],
  };

  if (page.name === 'home') {
    return { ...base, title: homeTitle(t), canonical: absolute(pagePath('home')) };
  }
  if (page.name === 'collection') {
    const view = parseView(new URLSearchParams(search));
    const shown = productsOf(selectCollectionPage(state, collectionQuery(view, 1, language)));
    const filters = filterNames(t, view);
    const name = collectionName(t, search);
    // Sorting shows the same products, and a search is one shopper's query: both point to the filtered page.
    const indexed = viewParams({ ...view, search: '', sort: 'relevant' });
    return {
      ...base,
      title: withShop(name),
      description:
        filters.length > 0
          ? t('head.collectionDescription', { shop: SHOP_NAME, filters: filters.join(', ') })
          : t('head.wholeCollectionDescription', { shop: SHOP_NAME }),
      canonical: absolute(collectionPath(indexed)),
      image: shown[0]?.image[0] ?? base.image,
      structuredData: [
        itemListData(
          name,
          shown.map((product) => productIn(product, language)),
          productUrl,
        ),
      ],
    };
  }
  if (page.name === 'product') {
    const found = selectProductById(state, page.productId ?? '', language);
    if (!found) return notFound(t);
    const product = productIn(found, language);
    const url = productUrl(product);
    // The detail answer the page was drawn from carries the summary and newest of the shown reviews.
    const detail = catalogApi.endpoints.getProduct.select({ productId: page.productId ?? '', lang: language })(
      state,
    ).data;
    return {
      ...base,
      title: withShop(product.name),
      description: shortened(product.description),
      canonical: url,
      image: product.image[0],
      ogType: 'product',
      structuredData: [
        productData(product, url, detail?.reviews),
        breadcrumbData([
          { name: t('footer.home'), url: absolute(pagePath('home')) },
          {
            name: valueName(t, 'categories', product.category),
            url: absolute(collectionPath({ category: product.category })),
          },
          { name: product.name, url },
        ]),
      ],
    };
  }
  if (page.name === 'notFound') return notFound(t);
  const title = withShop(fixedTitle(t, page.name));
  if (PRIVATE_PAGES.has(page.name)) return { ...base, title, noindex: true };
  return {
    ...base,
    title,
    description: pageDescription(t, page.name) ?? shopDescription(t),
    canonical: `${publicUrl}${pathname}`,
  };
}

function notFound(t: Translate): PageHead {
  return {
    status: 404,
    siteName: SHOP_NAME,
    title: withShop(fixedTitle(t, 'notFound')),
    description: shopDescription(t),
    noindex: true,
    ogType: 'website',
    structuredData: [],
  };
}
