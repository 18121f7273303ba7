import { waitFor } from '@testing-library/react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { REHYDRATE } from 'redux-persist';
import { makeStore } from '../../app/store';
import { saveOnServer, serverWishlist, signUp } from '../../test/api';
import { serverCatalog } from '../../test/catalog';
import { loggedIn } from '../auth';
import { productSaved, productUnsaved, selectWishlistItems } from './wishlistSlice';

const ids = (store: ReturnType<typeof makeStore>) =>
  selectWishlistItems(store.getState()).map((item) => item.productId);
const serverIds = async (token: string) => (await serverWishlist(token)).map((item) => item.productId);

async function threeProducts() {
  const [a, b, c] = await serverCatalog();
  if (!a || !b || !c) throw new Error('catalog too small');
  return [a, b, c] as const;
}

const saved = (product: { _id: string; price: number }, savedPrice = product.price) =>
  productSaved({ productId: product._id, savedPrice, savedAt: Date.now() });

describe("a signed-in shopper's wishlist", () => {
  it("joins the visitor's hearts to the account's list at login, without duplicates, at the server's prices", async () => {
    const [a, b, c] = await threeProducts();
    const shopper = await signUp();
    await saveOnServer(shopper.token, c._id);
    await saveOnServer(shopper.token, a._id);
    const store = makeStore();
    // The visitor's browser kept a price the server does not take (it decides what was paid attention to).
    store.dispatch(saved(a, a.price + 500));
    store.dispatch(saved(b));
    expect(await serverIds(shopper.token)).toEqual([a._id, c._id]);

    store.dispatch(loggedIn({ token: shopper.token }));
    await waitFor(() => expect(new Set(ids(store))).toEqual(new Set([a._id, b._id, c._id])));
    expect(new Set(await serverIds(shopper.token))).toEqual(new Set([a._id, b._id, c._id]));
    const kept = selectWishlistItems(store.getState()).find((item) => item.productId === a._id);
    expect(kept?.savedPrice).toBe(a.price);
  });

  it('sends each heart tapped after login, the last tap winning however fast they come', async () => {
    const [a, b] = await threeProducts();
    const shopper = await signUp();
    const store = makeStore();
    store.dispatch(loggedIn({ token: shopper.token }));
    // The merge of an empty list at login: once it is answered, taps are sent.
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).map((call) => call?.status)).toEqual([
        QueryStatus.fulfilled,
      ]),
    );

    store.dispatch(saved(a));
    store.dispatch(saved(b));
    store.dispatch(productUnsaved({ productId: a._id }));
    await waitFor(async () => expect(await serverIds(shopper.token)).toEqual([b._id]), { timeout: 8000 });
    store.dispatch(productUnsaved({ productId: b._id }));
    store.dispatch(saved(a));
    await waitFor(async () => expect(await serverIds(shopper.token)).toEqual([a._id]), { timeout: 8000 });
    expect(ids(store)).toEqual([a._id]);
  });

  it("takes the account's list on a reload of a signed-in page", async () => {
    const [a] = await threeProducts();
    const shopper = await signUp();
    await saveOnServer(shopper.token, a._id);
    const store = makeStore({ auth: { token: shopper.token } });
    store.dispatch({ type: REHYDRATE, key: 'shop', payload: undefined });
    await waitFor(() => expect(ids(store)).toEqual([a._id]));
  });
});
