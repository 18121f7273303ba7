// Catalog state and selectors: whether the search bar is open, and the products the store knows, read through the
// answers of the catalog's endpoints.
import { createSelector, createSlice } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { baseApi } from '../../shared/api/baseApi';
import {
  catalogApi,
  PRODUCT_ENDPOINTS,
  productsAdapter,
  type HomeProducts,
  type Product,
  type ProductDetail,
  type Products,
} from './catalogApi';

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState: { searchOpen: false },
  reducers: {
    searchOpened: (state) => {
      state.searchOpen = true;
    },
    searchClosed: (state) => {
      state.searchOpen = false;
    },
  },
  selectors: { selectSearchOpen: (state) => state.searchOpen },
});

export const { searchOpened, searchClosed } = catalogSlice.actions;
export const { selectSearchOpen } = catalogSlice.selectors;

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

const selectQueries = (state: ApiState) => state[baseApi.reducerPath].queries;

/**
 * Whether an answer asked with `arg` holds the products' texts in `language`: every answer has the English ones; an
 * answer asked in English leaves the others out.
 */
const hasTextsOf = (arg: unknown, language: Language) =>
  language === DEFAULT_LANGUAGE || [undefined, language].includes((arg as { lang?: Language } | undefined)?.lang);

/**
 * The language whose texts the caller shows, handed in by it: the address's (a screen's `useLanguage()`, the page's
 * path). The store keeps no copy of the language. Not given: English, which every answer holds.
 */
const selectShownLanguage = (_state: ApiState, language: Language = DEFAULT_LANGUAGE) => language;

/**
 * Every product some answer in the cache holds, by id, with its texts in `language`: where two answers hold the same
 * product, the later one's (its stock is the newer). A product seen on one screen shows at once on the next while that
 * asks for it afresh.
 */
export const selectKnownProducts = createSelector(
  [selectQueries, selectShownLanguage],
  (queries, language): Products => {
    const answers = Object.values(queries)
      .filter(
        (entry) =>
          entry?.status === QueryStatus.fulfilled &&
          PRODUCT_ENDPOINTS.has(entry.endpointName) &&
          entry.data &&
          hasTextsOf(entry.originalArgs, language),
      )
      .sort((a, b) => (a?.fulfilledTimeStamp ?? 0) - (b?.fulfilledTimeStamp ?? 0));
    let known = productsAdapter.getInitialState();
    for (const answer of answers) {
      const { ids, entities } = answer?.data as Products;
      known = productsAdapter.setMany(
        known,
        ids.map((id) => entities[id] as Product),
      );
    }
    return known;
  },
);

const ofKnown = productsAdapter.getSelectors();

export const selectAllProducts = (state: ApiState, language?: Language): Product[] =>
  ofKnown.selectAll(selectKnownProducts(state, language));
export const selectProductEntities = (state: ApiState, language?: Language) =>
  ofKnown.selectEntities(selectKnownProducts(state, language));
export const selectProductById = (state: ApiState, id: string, language?: Language): Product | undefined =>
  ofKnown.selectById(selectKnownProducts(state, language), id);

const byIds = (answer: Products | undefined, ids: readonly string[] | undefined): Product[] =>
  answer && ids ? ids.flatMap((id) => answer.entities[id] ?? []) : [];

/** The products of an answer, in its order. */
export const productsOf = (answer: Products | undefined): Product[] => byIds(answer, answer?.ids);
export const latestOf = (home: HomeProducts | undefined) => byIds(home, home?.latest);
export const bestsellersOf = (home: HomeProducts | undefined) => byIds(home, home?.bestsellers);
export const relatedOf = (detail: ProductDetail | undefined) => byIds(detail, detail?.related);

/** A collection page as the store holds it, for a query (the server's page and head read it too). */
export const selectCollectionPage = (
  state: ApiState,
  query: Parameters<typeof catalogApi.endpoints.queryProducts.select>[0],
) => catalogApi.endpoints.queryProducts.select(query)(state).data;
