import { aProduct } from '../../test/builders';
import { productsCached, stateAfter } from '../../test/state';
import {
  catalogSlice,
  searchClosed,
  searchOpened,
  selectAllProducts,
  selectBestsellers,
  selectLatestProducts,
  selectProductById,
  selectRelatedProducts,
  selectSearchOpen,
  selectVisibleProducts,
  type Product,
} from './index';

const make = (index: number, overrides: Partial<Product> = {}): Product =>
  aProduct(`p${index}`, {
    price: 100 + index,
    category: index % 2 ? 'Men' : 'Women',
    bestseller: index % 3 === 0,
    ...overrides,
  });
const products = Array.from({ length: 14 }, (_, i) => make(i));
const ids = (list: Product[]) => list.map((p) => p._id);
const loaded = (list: Product[]) => stateAfter(productsCached(list));

describe('the catalog reducer', () => {
  it('starts with the search bar closed', () => {
    expect(selectSearchOpen({ catalog: catalogSlice.reducer(undefined, { type: 'unknown' }) })).toBe(false);
  });

  it('opens the search bar from the header and closes it again', () => {
    const opened = catalogSlice.reducer(undefined, searchOpened());
    expect(selectSearchOpen({ catalog: opened })).toBe(true);
    expect(selectSearchOpen({ catalog: catalogSlice.reducer(opened, searchClosed()) })).toBe(false);
  });
});

describe('catalog selectors', () => {
  it('keeps the list order the server gave and finds a product by id', () => {
    const state = loaded(products);
    expect(ids(selectAllProducts(state))).toEqual(ids(products));
    expect(selectProductById(state, 'p7')?.price).toBe(107);
    expect(selectProductById(state, 'unknown')).toBeUndefined();
  });

  it('takes the first 10 products as the latest collection', () => {
    expect(ids(selectLatestProducts(loaded(products)))).toEqual(ids(products.slice(0, 10)));
  });

  it('takes the first 5 bestsellers in list order', () => {
    expect(ids(selectBestsellers(loaded(products)))).toEqual(['p0', 'p3', 'p6', 'p9', 'p12']);
  });

  it('relates up to 5 other products of the same category and subCategory', () => {
    const state = loaded([...products, make(20, { category: 'Men', subCategory: 'Bottomwear' })]);
    expect(ids(selectRelatedProducts(state, 'p1'))).toEqual(['p3', 'p5', 'p7', 'p9', 'p11']);
    expect(selectRelatedProducts(state, 'p20')).toEqual([]);
    expect(selectRelatedProducts(state, 'unknown')).toEqual([]);
  });

  it('memoizes the visible products for one view, so re-renders do not refilter', () => {
    const state = loaded(products);
    const view = { categories: ['Men'], types: [], search: '', sort: 'low-high' as const };
    const first = selectVisibleProducts(state, view);
    expect(selectVisibleProducts(state, view)).toBe(first);
    expect(first.every((p) => p.category === 'Men')).toBe(true);
  });

  it('answers empty lists before the catalog has loaded', () => {
    const state = stateAfter();
    expect(selectAllProducts(state)).toEqual([]);
    expect(selectLatestProducts(state)).toEqual([]);
    expect(selectBestsellers(state)).toEqual([]);
  });
});
