// Application state built by hand for selector tests: the real root reducer run over the given actions,
// with no store or middleware, and the API cache filled with answers as its endpoints would leave them.
import type { EntityState, UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../app/store';
import { catalogApi, collectionQuery, COLLECTION_PAGE_SIZE, parseView, type Product } from '../features/catalog';
import { ordersApi, type Order } from '../features/orders';
import type { Review, ReviewSummary } from '../features/reviews';
import type { Language } from '../../contract';

export const stateAfter = (...actions: UnknownAction[]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: 'test/stateBuilt' }));

/** The normalized form the endpoints cache: ids in list order, entities by id. */
const normalized = <T extends { _id: string }>(items: T[]): EntityState<T, string> => ({
  ids: items.map((item) => item._id),
  entities: Object.fromEntries(items.map((item) => [item._id, item])),
});

export const productsCached = (products: Product[]) =>
  catalogApi.util.upsertQueryEntries([{ endpointName: 'listProducts', arg: undefined, value: normalized(products) }]);

/** The first page of the collection at a URL's query, as the catalog query answered it (no facets). */
export const collectionCached = (search: string, products: Product[]) =>
  catalogApi.util.upsertQueryEntries([
    {
      endpointName: 'queryProducts',
      arg: collectionQuery(parseView(new URLSearchParams(search)), 1, 'en'),
      value: {
        ...normalized(products),
        total: products.length,
        page: 1,
        limit: COLLECTION_PAGE_SIZE,
        facets: { category: {}, type: {} },
        didYouMean: null,
      },
    },
  ]);

/** A product's page's answer in a language, as the detail query answered it: the product and what its reviews say. */
export const productDetailCached = (
  product: Product,
  reviews: { summary: ReviewSummary; latest: Review[] },
  lang: Language = 'en',
) =>
  catalogApi.util.upsertQueryEntries([
    {
      endpointName: 'getProduct',
      arg: { productId: product._id, lang },
      value: { ...normalized([product]), productId: product._id, related: [], reviews },
    },
  ]);

export const ordersCached = (orders: Order[]) =>
  ordersApi.util.upsertQueryEntries([{ endpointName: 'listUserOrders', arg: undefined, value: normalized(orders) }]);
