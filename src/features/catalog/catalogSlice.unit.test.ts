import { makeStore } from '../../app/store';
import { aProduct } from '../../test/builders';
import { productsCached, stateAfter } from '../../test/state';
import { baseApi } from '../../shared/api/baseApi';
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

/** The cache after the catalog's endpoints answered, in the order given. */
const answered = (...answers: Parameters<typeof catalogApi.util.upsertQueryEntries>[0]) =>
  stateAfter(...answers.map((answer) => catalogApi.util.upsertQueryEntries([answer])));
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

describe('the known products, filled by the catalog’s answers as they arrive', () => {
  /** A store asking a server that answers a product's page with `answers` in turn, each as the API would. */
  function storeAnswering(...answers: Product[]) {
    const asked: string[] = [];
    const fetchFn = (request: Request) => {
      asked.push(request.url);
      const product = answers[asked.length - 1];
      return Promise.resolve(Response.json({ success: true, product, related: [], reviews: NO_REVIEWS }));
    };
    const memory = {
      getItem: () => Promise.resolve(null),
      setItem: () => Promise.resolve(),
      removeItem: () => Promise.resolve(),
    };
    return {
      store: makeStore(undefined, { sideEffects: false, storage: memory, fetchFn: fetchFn as typeof fetch }),
      asked,
    };
  }
  const askFor = (store: ReturnType<typeof makeStore>, lang: 'en' | 'hi') =>
    store
      .dispatch(catalogApi.endpoints.getProduct.initiate({ productId: 'p1', lang }, { forceRefetch: true }))
      .unwrap();

  it('gives a Hindi page only what answers asked in Hindi held: an English answer, even a later one, has no Hindi texts', async () => {
    const hindi = { ...products[1], nameHi: 'हिंदी नाम', stock: { M: 4 } } as Product;
    const english = { ...products[1], stock: { M: 1 } } as Product;
    const { store, asked } = storeAnswering(english, hindi, english);
    await askFor(store, 'en');
    expect(selectProductById(store.getState(), 'p1', 'en')).toEqual(english);
    expect(selectProductById(store.getState(), 'p1', 'hi')).toBeUndefined();
    expect(selectAllProducts(store.getState(), 'hi')).toEqual([]);

    await askFor(store, 'hi');
    await askFor(store, 'en');
    expect(asked.map((url) => new URL(url).searchParams.get('lang'))).toEqual(['en', 'hi', 'en']);
    expect(selectProductById(store.getState(), 'p1', 'hi')).toEqual(hindi);
    expect(selectProductById(store.getState(), 'p1', 'en')).toEqual(english);
  });

  it('replaces an earlier answer’s product with a later one’s: its stock is the newer', async () => {
    const before = { ...products[1], stock: { M: 3, L: 2 } } as Product;
    const after = { ...products[1], stock: { M: 0, L: 2 } } as Product;
    const { store } = storeAnswering(before, after);
    await askFor(store, 'hi');
    expect(selectProductById(store.getState(), 'p1', 'hi')?.stock).toEqual({ M: 3, L: 2 });
    await askFor(store, 'hi');
    expect(selectProductById(store.getState(), 'p1', 'hi')?.stock).toEqual({ M: 0, L: 2 });
    expect(selectProductById(store.getState(), 'p1')?.stock).toEqual({ M: 0, L: 2 });
    expect(selectAllProducts(store.getState(), 'hi')).toHaveLength(1);
  });

  it('forgets them with the API’s cache, and keeps them as plain data a QA log replays', async () => {
    const { store } = storeAnswering(products[1] as Product);
    await askFor(store, 'en');
    const known = store.getState().knownProducts;
    expect(JSON.parse(JSON.stringify(known))).toEqual(known);
    store.dispatch(baseApi.util.resetApiState());
    expect(selectAllProducts(store.getState())).toEqual([]);
  });
});
