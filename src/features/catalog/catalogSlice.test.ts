import { makeStore } from '../../app/store';
import { storeWithProducts as storeWith } from '../../test/store';
import type { Product } from './catalogApi';
import { selectBestsellers, selectLatestProducts, selectRelatedProducts, selectVisibleProducts } from './catalogSlice';

const make = (index: number, overrides: Partial<Product> = {}): Product => ({
  _id: `p${index}`,
  name: `Product ${index}`,
  description: '',
  price: 100 + index,
  image: [],
  category: index % 2 ? 'Men' : 'Women',
  subCategory: 'Topwear',
  sizes: ['M'],
  bestseller: index % 3 === 0,
  ...overrides,
});

describe('catalog selectors', () => {
  const products = Array.from({ length: 14 }, (_, i) => make(i));

  it('takes the first 10 products as the latest collection', () => {
    expect(selectLatestProducts(storeWith(products).getState()).map((p) => p._id)).toEqual(
      products.slice(0, 10).map((p) => p._id),
    );
  });

  it('takes the first 5 bestsellers in list order', () => {
    expect(selectBestsellers(storeWith(products).getState()).map((p) => p._id)).toEqual(['p0', 'p3', 'p6', 'p9', 'p12']);
  });

  it('relates up to 5 other products of the same category and subCategory', () => {
    const store = storeWith([...products, make(20, { category: 'Men', subCategory: 'Bottomwear' })]);
    const related = selectRelatedProducts(store.getState(), 'p1').map((p) => p._id);
    expect(related).toEqual(['p3', 'p5', 'p7', 'p9', 'p11']);
    expect(selectRelatedProducts(store.getState(), 'p20')).toEqual([]);
    expect(selectRelatedProducts(store.getState(), 'unknown')).toEqual([]);
  });

  it('memoizes the visible products for one view, so re-renders do not refilter', () => {
    const store = storeWith(products);
    const view = { categories: ['Men'], types: [], search: '', sort: 'low-high' as const };
    const first = selectVisibleProducts(store.getState(), view);
    expect(selectVisibleProducts(store.getState(), view)).toBe(first);
    expect(first.every((p) => p.category === 'Men')).toBe(true);
  });

  it('answers empty lists before the catalog has loaded', () => {
    const state = makeStore().getState();
    expect(selectLatestProducts(state)).toEqual([]);
    expect(selectBestsellers(state)).toEqual([]);
  });
});
