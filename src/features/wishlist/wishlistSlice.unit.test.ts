import { MAX_WISHLIST_ITEMS } from '../../../contract';
import { loggedOut, sessionExpired } from '../auth';
import {
  productSaved,
  productUnsaved,
  productViewed,
  VIEWED_LIMIT,
  wishlistLoaded,
  wishlistSlice,
} from './wishlistSlice';

const reduce = (...actions: Parameters<typeof wishlistSlice.reducer>[1][]) =>
  actions.reduce(wishlistSlice.reducer, wishlistSlice.getInitialState());
const kurta = { productId: 'kurta', savedPrice: 1599, savedAt: 1_000 };
const jeans = { productId: 'jeans', savedPrice: 999, savedAt: 2_000 };
const ids = (state: ReturnType<typeof reduce>) => state.items.map((item) => item.productId);

describe('the wishlist reducer', () => {
  it('starts with nothing saved and nothing viewed', () => {
    expect(reduce()).toEqual({ items: [], viewed: [] });
  });

  it('puts a saved product first and keeps the price and time it was first saved with', () => {
    const state = reduce(
      productSaved(kurta),
      productSaved(jeans),
      productSaved({ ...kurta, savedPrice: 1299, savedAt: 3_000 }),
    );
    expect(state.items).toEqual([jeans, kurta]);
  });

  it('takes a product off, and leaves the list as it is for one not on it', () => {
    expect(ids(reduce(productSaved(kurta), productSaved(jeans), productUnsaved({ productId: 'kurta' })))).toEqual([
      'jeans',
    ]);
    expect(ids(reduce(productSaved(kurta), productUnsaved({ productId: 'shirt' })))).toEqual(['kurta']);
  });

  it(`keeps at most ${MAX_WISHLIST_ITEMS} products`, () => {
    const saves = Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, (_, index) =>
      productSaved({ productId: `p${index}`, savedPrice: 100, savedAt: index }),
    );
    const state = reduce(...saves);
    expect(state.items).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(ids(state)).not.toContain(`p${MAX_WISHLIST_ITEMS}`);
  });

  it("takes the account's list as the server holds it", () => {
    const server = [{ ...kurta, savedPrice: 1499 }];
    expect(reduce(productSaved(jeans), wishlistLoaded(server)).items).toEqual(server);
  });

  it('forgets the saved products with the sign-in, but not what was viewed', () => {
    for (const signedOut of [loggedOut(), sessionExpired()]) {
      const state = reduce(productSaved(kurta), productViewed({ productId: 'kurta' }), signedOut);
      expect(state).toEqual({ items: [], viewed: ['kurta'] });
    }
  });

  it(`keeps the ${VIEWED_LIMIT} products viewed last, newest first, each once`, () => {
    const views = Array.from({ length: VIEWED_LIMIT + 3 }, (_, index) => productViewed({ productId: `p${index}` }));
    const state = reduce(...views, productViewed({ productId: 'p5' }));
    expect(state.viewed).toHaveLength(VIEWED_LIMIT);
    expect(state.viewed.slice(0, 3)).toEqual(['p5', `p${VIEWED_LIMIT + 2}`, `p${VIEWED_LIMIT + 1}`]);
    expect(new Set(state.viewed).size).toBe(VIEWED_LIMIT);
    expect(state.viewed).not.toContain('p0');
  });
});
