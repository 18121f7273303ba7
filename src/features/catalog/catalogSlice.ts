// Catalog state and selectors: whether the search bar is open, and memoized views of the product list.
import { createSelector, createSlice } from '@reduxjs/toolkit';
import { BESTSELLER_COUNT, LATEST_COUNT, RELATED_COUNT } from '../../shared/constants';
import { catalogApi, productsAdapter } from './catalogApi';
import { applyView, type CatalogView } from './filters';

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

const selectProductsResult = catalogApi.endpoints.listProducts.select();
const emptyProducts = productsAdapter.getInitialState();
const selectProductsState = createSelector(selectProductsResult, (result) => result.data ?? emptyProducts);

export const { selectAll: selectAllProducts, selectById: selectProductById, selectEntities: selectProductEntities } =
  productsAdapter.getSelectors(selectProductsState);

export const selectLatestProducts = createSelector(selectAllProducts, (products) => products.slice(0, LATEST_COUNT));

export const selectBestsellers = createSelector(selectAllProducts, (products) =>
  products.filter((product) => product.bestseller).slice(0, BESTSELLER_COUNT),
);

/** Up to 5 other products of the same category and subCategory. */
export const selectRelatedProducts = createSelector(
  [selectAllProducts, (state: Parameters<typeof selectAllProducts>[0], productId: string) => selectProductById(state, productId)],
  (products, product) =>
    product
      ? products
          .filter((p) => p._id !== product._id && p.category === product.category && p.subCategory === product.subCategory)
          .slice(0, RELATED_COUNT)
      : [],
);

export const selectVisibleProducts = createSelector(
  [selectAllProducts, (_state: Parameters<typeof selectAllProducts>[0], view: CatalogView) => view],
  applyView,
);
