// The catalog's endpoint, normalized at the cache boundary: the product list becomes an EntityState.
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { ShopBaseQuery, TagType } from '../../shared/api/baseApi';
import { catalogGeneratedApi, type ListProductsApiResponse, type Product } from './catalogApi.generated';

export type { Product };

/** How long the product list stays cached once no screen shows it (a repeat request is a cheap 304 anyway). */
const CATALOG_KEPT_SECONDS = 30 * 60;

export const productsAdapter = createEntityAdapter<Product, string>({ selectId: (product) => product._id });

type NormalizedDefinitions = {
  listProducts: QueryDefinition<void, ShopBaseQuery, TagType, EntityState<Product, string>, 'api'>;
};

export const catalogApi = catalogGeneratedApi.enhanceEndpoints<never, NormalizedDefinitions>({
  endpoints: {
    listProducts: {
      providesTags: ['Products'],
      // The catalog outlives the screens that show it: moving between them never asks for it again.
      keepUnusedDataFor: CATALOG_KEPT_SECONDS,
      // A new list replaces the old one whole (the server answers 304 when nothing changed), so comparing the
      // two product by product to keep unchanged ones would cost time on a large catalog for nothing.
      structuralSharing: false,
      transformResponse: (response: ListProductsApiResponse) =>
        productsAdapter.setAll(productsAdapter.getInitialState(), response.products),
    },
  },
});

export const { useListProductsQuery } = catalogApi;

/**
 * Puts a product list into the cache as if the store had asked for it: the server renders a page from the list it
 * keeps, and the browser fills its store the same way before it takes over that page, so both draw the same markup.
 */
export const prefillCatalog = (products: readonly Product[]) =>
  catalogApi.util.upsertQueryData('listProducts', undefined, productsAdapter.setAll(productsAdapter.getInitialState(), products));

/** How old a kept list may be when a screen that shows stock (a product, the cart) opens: sizes sell meanwhile. */
const STOCK_FRESH_SECONDS = 60;

/** The product list for screens that show stock: asked again (a cheap 304 when nothing changed) when it is older. */
export const useFreshProductsQuery = () => useListProductsQuery(undefined, { refetchOnMountOrArgChange: STOCK_FRESH_SECONDS });
