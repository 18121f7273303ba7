// Proves that the tests npm run qa:test generates catch a one-step reducer bug: each fixture's generated test runs here
// with one reducer mutated through Jest's module registry (the source files stay as they are, whatever happens).
import path from 'node:path';
import type * as CartFace from '../../src/features/cart';
import type * as CatalogFace from '../../src/features/catalog';
import type * as WishlistFace from '../../src/features/wishlist';
import { QA_LOGS_DIR } from './logToTest';

type Reducer = (state: unknown, action: { type: string }) => unknown;
type Test = [name: string, body: () => void];

const CART = '../../src/features/cart';
const CATALOG = '../../src/features/catalog';
const WISHLIST = '../../src/features/wishlist';

/** Runs the tests of a generated test file here, with the modules mocked now, and answers which of them failed. */
function failingTests(name: string): string[] {
  const tests: Test[] = [];
  const jestGlobals = { describe: globalThis.describe, it: globalThis.it };
  Object.assign(globalThis, {
    describe: (_title: string, body: () => void) => body(),
    it: (title: string, body: () => void) => tests.push([title, body]),
  });
  try {
    jest.isolateModules(() => jest.requireActual<object>(path.join(QA_LOGS_DIR, `${name}.test.ts`)));
  } finally {
    Object.assign(globalThis, jestGlobals);
  }
  expect(tests.length).toBeGreaterThan(1);
  return tests.flatMap(([title, body]) => {
    try {
      body();
      return [];
    } catch {
      return [title];
    }
  });
}

/** Runs `check` with the slice of one feature's face replaced by a copy whose reducer goes through `mutate`. */
function withMutatedSlice(
  face: string,
  sliceName: 'cartSlice' | 'catalogSlice' | 'wishlistSlice',
  mutate: (reducer: Reducer) => Reducer,
  check: () => void,
) {
  jest.doMock(face, () => {
    const actual = jest.requireActual<Record<string, { reducer: Reducer }>>(face);
    const slice = actual[sliceName] as { reducer: Reducer };
    return { ...actual, [sliceName]: { ...slice, reducer: mutate(slice.reducer) } };
  });
  try {
    check();
  } finally {
    jest.dontMock(face);
  }
}

/** The item-added reducer adds 2 instead of 1: it runs twice. */
const addsTwo =
  (reducer: Reducer): Reducer =>
  (state, action) => {
    const { itemAdded } = jest.requireActual<typeof CartFace>(CART);
    const once = reducer(state, action);
    return itemAdded.match(action) ? reducer(once, action) : once;
  };

/** The search bar stays open when the shopper closes it. */
const searchStaysOpen =
  (reducer: Reducer): Reducer =>
  (state, action) => {
    const { searchClosed } = jest.requireActual<typeof CatalogFace>(CATALOG);
    return searchClosed.match(action) ? state : reducer(state, action);
  };

/** Taking a product off the wishlist leaves it saved. */
const staysSaved =
  (reducer: Reducer): Reducer =>
  (state, action) => {
    const { productUnsaved } = jest.requireActual<typeof WishlistFace>(WISHLIST);
    return productUnsaved.match(action) ? state : reducer(state, action);
  };

describe('generated QA tests', () => {
  it('pass against the reducers as they are', () => {
    for (const name of ['browse-and-filter', 'cart-edits', 'checkout', 'wishlist-edits'])
      expect(failingTests(name)).toEqual([]);
  });

  it('fail for every journey that adds an item when the item-added reducer adds 2, though its last step looks right', () => {
    withMutatedSlice(CART, 'cartSlice', addsTwo, () => {
      for (const name of ['cart-edits', 'checkout']) {
        const failed = failingTests(name);
        expect(failed[0]).toMatch(/\(cart\/itemAdded\)/);
        // The journey ends the same either way (a typed quantity, an order that empties the cart): only steps show it.
        expect(failed.some((title) => title.startsWith(`shows after step ${countOf(name)} `))).toBe(false);
      }
    });
  });

  it('fail for the browsing journey when closing the search bar leaves it open', () => {
    withMutatedSlice(CATALOG, 'catalogSlice', searchStaysOpen, () => {
      expect(failingTests('browse-and-filter')).toEqual([expect.stringMatching(/step 6 \(catalog\/searchClosed\)/)]);
    });
  });

  it('fail for the wishlist journey from its first removal when taking a product off leaves it saved', () => {
    withMutatedSlice(WISHLIST, 'wishlistSlice', staysSaved, () => {
      const failed = failingTests('wishlist-edits');
      expect(failed[0]).toMatch(/\(wishlist\/productUnsaved\)/);
      // The account's list, answered by the server after the taps, ends it right again: only the steps show it.
      expect(failed.some((title) => title.startsWith(`shows after step ${countOf('wishlist-edits')} `))).toBe(false);
    });
  });
});

/** The number of the last step of a fixture's log (its action count). */
function countOf(name: string): number {
  const { payload } = jest.requireActual<{ payload: string }>(path.join(QA_LOGS_DIR, `${name}.json`));
  return (JSON.parse(payload) as unknown[]).length;
}
