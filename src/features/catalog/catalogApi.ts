// The catalog's endpoints, each asking for what one screen shows, normalized at the cache boundary: every answer
// becomes an EntityState of its products (ids in the order given, entities by id) beside what it says of them.
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { ShopBaseQuery, TagType } from '../../shared/api/baseApi';
import {
  catalogGeneratedApi,
  type GetHomeApiArg,
  type GetHomeApiResponse,
  type GetProductApiArg,
  type GetProductApiResponse,
  type GetProductsByIdsApiArg,
  type GetProductsByIdsApiResponse,
  type ListProductsApiResponse,
  type Product,
  type QueryProductsApiArg,
  type QueryProductsApiResponse,
  type SuggestProductsApiResponse,
} from './catalogApi.generated';

export type { Product, QueryProductsApiArg as CatalogQuery };

/** How long an answer stays cached once no screen shows it: moving back and forth never asks again meanwhile. */
const CATALOG_KEPT_SECONDS = 10 * 60;
/** How old a kept answer may be when a screen that shows stock (a product, the cart) opens: sizes sell meanwhile. */
export const STOCK_FRESH_SECONDS = 60;

export const productsAdapter = createEntityAdapter<Product, string>({ selectId: (product) => product._id });
const normalize = (products: readonly Product[]) => productsAdapter.setAll(productsAdapter.getInitialState(), products);

export type Products = EntityState<Product, string>;
/** One page of a collection query. */
export type ProductPage = Products & Omit<QueryProductsApiResponse, 'success' | 'products'>;
/** A product (the first of the ids), the ids of its related products, and its reviews' summary and newest ones. */
export type ProductDetail = Products & {
  productId: string;
  related: string[];
  /** Absent from answers kept from before reviews (a QA log recorded then): the page shows none. */
  reviews?: GetProductApiResponse['reviews'];
};
/** Home's two rows, as ids. */
export type HomeProducts = Products & { latest: string[]; bestsellers: string[] };

type Query<Arg, Result> = QueryDefinition<Arg, ShopBaseQuery, TagType, Result, 'api'>;
type NormalizedDefinitions = {
  listProducts: Query<void, Products>;
  queryProducts: Query<QueryProductsApiArg, ProductPage>;
  getProduct: Query<GetProductApiArg, ProductDetail>;
  getHome: Query<GetHomeApiArg, HomeProducts>;
  getProductsByIds: Query<GetProductsByIdsApiArg, Products>;
};

const ids = (products: readonly Product[]) => products.map((product) => product._id);
const cached = { providesTags: ['Products' as const], keepUnusedDataFor: CATALOG_KEPT_SECONDS };

export const catalogApi = catalogGeneratedApi.enhanceEndpoints<never, NormalizedDefinitions>({
  endpoints: {
    // The whole catalog, as the spec's GET /api/product/list answers it: no screen asks for it, but QA logs of
    // sessions recorded before the screens asked for less still replay.
    listProducts: { ...cached, transformResponse: (response: ListProductsApiResponse) => normalize(response.products) },
    queryProducts: {
      ...cached,
      transformResponse: ({ products, total, page, limit, facets, didYouMean }: QueryProductsApiResponse) => ({
        ...normalize(products),
        total,
        page,
        limit,
        facets,
        didYouMean,
      }),
    },
    getProduct: {
      ...cached,
      transformResponse: ({ product, related, reviews }: GetProductApiResponse) => ({
        ...normalize([product, ...related]),
        productId: product._id,
        related: ids(related),
        reviews,
      }),
    },
    getHome: {
      ...cached,
      transformResponse: ({ latest, bestsellers }: GetHomeApiResponse) => ({
        ...normalize([...latest, ...bestsellers]),
        latest: ids(latest),
        bestsellers: ids(bestsellers),
      }),
    },
    getProductsByIds: {
      ...cached,
      transformResponse: (response: GetProductsByIdsApiResponse) => normalize(response.products),
    },
  },
});

export const {
  useQueryProductsQuery,
  useGetProductQuery,
  useGetHomeQuery,
  useGetProductsByIdsQuery,
  useSuggestProductsQuery,
} = catalogApi;

/** A suggestion under the search field: a product (its page) or a category or type (the collection filtered so). */
export type Suggestion = SuggestProductsApiResponse['suggestions'][number];
