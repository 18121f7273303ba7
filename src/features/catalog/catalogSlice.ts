// Catalog state and selectors: whether the search bar is open, and the products the store knows, filled by the
// answers of the catalog's endpoints as they arrive.
import { createSlice, isAnyOf, type Draft } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract';
import { baseApi } from '../../shared/api/baseApi';
import {
  catalogApi,
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

/** The catalog's endpoints whose answers hold products (normalized by catalogApi): the known products are theirs. */
const PRODUCT_ANSWERS = [
  catalogApi.endpoints.listProducts,
  catalogApi.endpoints.queryProducts,
  catalogApi.endpoints.getProduct,
  catalogApi.endpoints.getHome,
  catalogApi.endpoints.getProductsByIds,
] as const;
const productsAnswered = isAnyOf(...PRODUCT_ANSWERS.map((endpoint) => endpoint.matchFulfilled));
const PRODUCT_ANSWER_NAMES: ReadonlySet<string> = new Set(PRODUCT_ANSWERS.map((endpoint) => endpoint.name));

/**
 * An entry of `upsertQueryEntries` as its action carries it: RTK Query's prepare step has turned each entry given into
 * the cache entry's description (its endpoint and arguments) and value, though the action's type names the entry given.
 */
interface UpsertedEntry {
  queryDescription: { endpointName: string; originalArgs: unknown };
  value: unknown;
}

/** Every product the catalog's answers held, by id, in each language: the texts a page in that language shows. */
export type KnownProducts = Record<Language, Products>;

const NONE_KNOWN = Object.fromEntries(
  LANGUAGES.map((language) => [language, productsAdapter.getInitialState()]),
) as KnownProducts;

/**
 * Whether an answer asked with `arg` holds the products' texts in `language`: every answer has the English ones; an
 * answer asked in English leaves the others out.
 */
const hasTextsOf = (arg: unknown, language: Language) =>
  language === DEFAULT_LANGUAGE || [undefined, language].includes((arg as { lang?: Language } | undefined)?.lang);

/** An answer's products become known in each language whose texts it holds; a product known already is replaced. */
function learn(state: Draft<KnownProducts>, arg: unknown, answer: Products) {
  const products = answer.ids.flatMap((id) => answer.entities[id] ?? []);
  for (const language of LANGUAGES)
    if (hasTextsOf(arg, language)) productsAdapter.setMany(state[language] as Products, products);
}

/**
 * The products the store knows, filled by the catalog's answers as they arrive (and by answers put in the cache
 * whole, as a test or a page's hand-over does): where two answers hold the same product, the later one's (its stock is
 * the newer). A product seen on one screen shows at once on the next while that asks for it afresh. Emptied with the
 * API's cache. Plain data, so a QA log replays it from the answers' actions.
 */
export const knownProductsSlice = createSlice({
  name: 'knownProducts',
  initialState: NONE_KNOWN,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(baseApi.util.resetApiState, () => NONE_KNOWN)
      .addMatcher(catalogApi.util.upsertQueryEntries.match, (state, { payload }) => {
        for (const { queryDescription, value } of payload as unknown as UpsertedEntry[])
          if (PRODUCT_ANSWER_NAMES.has(queryDescription.endpointName))
            learn(state, queryDescription.originalArgs, value as Products);
      })
      .addMatcher(productsAnswered, (state, { payload, meta }) => learn(state, meta.arg.originalArgs, payload));
  },
});

type KnownState = { [knownProductsSlice.reducerPath]: KnownProducts };

/**
 * The products known in the language whose texts the caller shows, handed in by it: the address's (a screen's
 * `useLanguage()`, the page's path). The store keeps no copy of the language. Not given: English, which every answer
 * holds.
 */
const knownIn = (state: KnownState, language: Language = DEFAULT_LANGUAGE): Products =>
  state[knownProductsSlice.reducerPath][language];

const ofKnown = productsAdapter.getSelectors();

export const selectAllProducts = (state: KnownState, language?: Language): Product[] =>
  ofKnown.selectAll(knownIn(state, language));
export const selectProductEntities = (state: KnownState, language?: Language) =>
  ofKnown.selectEntities(knownIn(state, language));
export const selectProductById = (state: KnownState, id: string, language?: Language): Product | undefined =>
  ofKnown.selectById(knownIn(state, language), id);

const byIds = (answer: Products | undefined, ids: readonly string[] | undefined): Product[] =>
  answer && ids ? ids.flatMap((id) => answer.entities[id] ?? []) : [];

/** The products of an answer, in its order. */
export const productsOf = (answer: Products | undefined): Product[] => byIds(answer, answer?.ids);
export const latestOf = (home: HomeProducts | undefined) => byIds(home, home?.latest);
export const bestsellersOf = (home: HomeProducts | undefined) => byIds(home, home?.bestsellers);
export const relatedOf = (detail: ProductDetail | undefined) => byIds(detail, detail?.related);

/** A collection page as the store holds it, for a query (the server's page and head read it too). */
export const selectCollectionPage = (
  state: { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> },
  query: Parameters<typeof catalogApi.endpoints.queryProducts.select>[0],
) => catalogApi.endpoints.queryProducts.select(query)(state).data;
