import { aProduct } from '../../test/builders';
import { productsCached, stateAfter } from '../../test/state';
import { catalogApi } from './catalogApi';
import { bestsellersOf, latestOf, relatedOf } from './catalogSlice';
import { NO_REVIEWS } from '../../test/builders';
import {
  catalogSlice,
  productsOf,
  searchClosed,
  searchOpened,
  selectAllProducts,
  selectProductById,
  selectSearchOpen,
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

/** The cache after the catalog's endpoints answered, each at its own moment, in the order given. */
function answered(...answers: Parameters<typeof catalogApi.util.upsertQueryEntries>[0]) {
  const now = jest.spyOn(Date, 'now');
  try {
    return stateAfter(
      ...answers.map(
        (answer, index) => (now.mockReturnValue(1000 + index), catalogApi.util.upsertQueryEntries([answer])),
      ),
    );
  } finally {
    now.mockRestore();
  }
}
const normalized = (list: Product[]) => ({ ids: ids(list), entities: Object.fromEntries(list.map((p) => [p._id, p])) });

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
  it('knows every product some answer holds, in the order answered, and finds one by id', () => {
    const state = loaded(products);
    expect(ids(selectAllProducts(state))).toEqual(ids(products));
    expect(selectProductById(state, 'p7')?.price).toBe(107);
    expect(selectProductById(state, 'unknown')).toBeUndefined();
  });

  it('takes a product from the newest answer that holds it: its stock is the later one', () => {
    const sold = { ...products[1], stock: { M: 0 } } as Product;
    const state = answered(
      {
        endpointName: 'getHome',
        arg: undefined,
        value: { ...normalized(products.slice(0, 3)), latest: ['p0', 'p1', 'p2'], bestsellers: ['p0'] },
      },
      {
        endpointName: 'getProduct',
        arg: { productId: 'p1' },
        value: { ...normalized([sold, products[3] as Product]), productId: 'p1', related: ['p3'] },
      },
    );
    expect(selectProductById(state, 'p1')?.stock).toEqual({ M: 0 });
    expect(ids(selectAllProducts(state))).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('knows a product with the texts of the language it is handed: an answer asked in English has no Hindi ones', () => {
    const hindi = { ...products[1], nameHi: 'हिंदी नाम' } as Product;
    const english = { ...products[1], stock: { M: 0 } } as Product;
    const asked = answered(
      {
        endpointName: 'getProduct',
        arg: { productId: 'p1', lang: 'hi' },
        value: { ...normalized([hindi]), productId: 'p1', related: [] },
      },
      {
        endpointName: 'getProduct',
        arg: { productId: 'p1', lang: 'en' },
        value: { ...normalized([english]), productId: 'p1', related: [] },
      },
    );
    expect(selectProductById(asked, 'p1', 'en')).toEqual(english);
    expect(selectProductById(asked, 'p1')).toEqual(english);
    expect(selectProductById(asked, 'p1', 'hi')).toEqual(hindi);
    expect(selectAllProducts(asked, 'hi')).toEqual([hindi]);
  });

  it('reads home’s rows, a product’s related products and a page through their ids, in the server’s order', () => {
    const home = { ...normalized(products.slice(0, 6)), latest: ['p2', 'p0', 'p1'], bestsellers: ['p3', 'missing'] };
    expect(ids(latestOf(home))).toEqual(['p2', 'p0', 'p1']);
    expect(ids(bestsellersOf(home))).toEqual(['p3']);
    const detail = { ...normalized(products.slice(0, 4)), productId: 'p0', related: ['p3', 'p1'], reviews: NO_REVIEWS };
    expect(ids(relatedOf(detail))).toEqual(['p3', 'p1']);
    expect(ids(productsOf(normalized([products[5], products[4]] as Product[])))).toEqual(['p5', 'p4']);
  });

  it('answers empty lists before anything has loaded', () => {
    const state = stateAfter();
    expect(selectAllProducts(state)).toEqual([]);
    expect(latestOf(undefined)).toEqual([]);
    expect(relatedOf(undefined)).toEqual([]);
    expect(productsOf(undefined)).toEqual([]);
  });
});
