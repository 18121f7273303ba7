import { waitFor } from '@testing-library/react';
import { makePersistor, makeStore } from '../../app/store';
import { serverCatalog } from '../../test/catalog';
import { serverCart, setServerLine, signUp } from '../../test/api';
import { loggedIn } from '../auth';
import { itemAdded, lineRemoved, quantityChanged, selectCartLines } from './cartSlice';

const localCart = (store: ReturnType<typeof makeStore>) =>
  Object.fromEntries(
    selectCartLines(store.getState()).map((line) => [`${line.productId}:${line.size}`, line.quantity]),
  );

async function twoProducts() {
  const [a, b] = await serverCatalog();
  if (!a || !b) throw new Error('catalog too small');
  return { a: { productId: a._id, size: a.sizes[0] as string }, b: { productId: b._id, size: b.sizes[0] as string } };
}

/** Waits until the store has sent everything; the listener's delays are real. */
const settled = (store: ReturnType<typeof makeStore>) =>
  waitFor(() => expect(store.getState().cart.pending).toEqual({}), { timeout: 8000 });

describe('cart mirroring', () => {
  it('sends nothing for a guest, then merges the guest cart into the account at login (quantities add up)', async () => {
    const { a, b } = await twoProducts();
    const shopper = await signUp();
    await setServerLine(shopper.token, a.productId, a.size, 2);
    const store = makeStore();
    store.dispatch(itemAdded(a));
    store.dispatch(itemAdded(b));
    expect(await serverCart(shopper.token)).toEqual({ [a.productId]: { [a.size]: 2 } });

    store.dispatch(loggedIn({ token: shopper.token }));
    await waitFor(() =>
      expect(localCart(store)).toEqual({ [`${a.productId}:${a.size}`]: 3, [`${b.productId}:${b.size}`]: 1 }),
    );
    await settled(store);
    expect(await serverCart(shopper.token)).toEqual({
      [a.productId]: { [a.size]: 3 },
      [b.productId]: { [b.size]: 1 },
    });
  });

  it('mirrors every change as the line’s absolute quantity, and the newest change wins', async () => {
    const { a, b } = await twoProducts();
    const shopper = await signUp();
    const store = makeStore();
    store.dispatch(loggedIn({ token: shopper.token }));
    await waitFor(() => expect(store.getState().cart.pending).toEqual({}));
    await new Promise((resolve) => setTimeout(resolve, 50));

    store.dispatch(itemAdded(a));
    store.dispatch(itemAdded(b));
    await settled(store);
    for (let quantity = 2; quantity <= 12; quantity += 1) {
      store.dispatch(quantityChanged({ ...a, quantity }));
      await new Promise((resolve) => setTimeout(resolve, quantity % 3 === 0 ? 200 : 5));
    }
    store.dispatch(lineRemoved(b));
    await settled(store);
    expect(await serverCart(shopper.token)).toEqual({ [a.productId]: { [a.size]: 12 } });
  });

  it('retries a failed send with the latest value once the server can be reached again', async () => {
    const { a } = await twoProducts();
    const shopper = await signUp();
    const store = makeStore();
    store.dispatch(loggedIn({ token: shopper.token }));
    await waitFor(() => expect(localCart(store)).toEqual({}));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const origin = globalThis as { __SHOP_API_ORIGIN__?: string };
    const reachable = origin.__SHOP_API_ORIGIN__;
    origin.__SHOP_API_ORIGIN__ = 'http://127.0.0.1:9'; // nothing listens on the discard port
    try {
      store.dispatch(itemAdded(a));
      await new Promise((resolve) => setTimeout(resolve, 400));
      store.dispatch(quantityChanged({ ...a, quantity: 4 }));
      expect(store.getState().cart.pending).not.toEqual({});
    } finally {
      origin.__SHOP_API_ORIGIN__ = reachable;
    }
    await settled(store);
    expect(await serverCart(shopper.token)).toEqual({ [a.productId]: { [a.size]: 4 } });
  });

  it('restores the stored token on load and shows the account’s server cart', async () => {
    const { a } = await twoProducts();
    const shopper = await signUp();
    await setServerLine(shopper.token, a.productId, a.size, 5);
    const first = makeStore();
    const firstPersistor = makePersistor(first);
    await waitFor(() => expect(firstPersistor.getState().bootstrapped).toBe(true));
    first.dispatch(loggedIn({ token: shopper.token }));
    await waitFor(() => expect(localCart(first)).toEqual({ [`${a.productId}:${a.size}`]: 5 }));
    await firstPersistor.flush();

    // Another device changes the cart; a reload shows the server's cart.
    await setServerLine(shopper.token, a.productId, a.size, 7);
    const reloaded = makeStore();
    makePersistor(reloaded);
    await waitFor(() => expect(reloaded.getState().auth.token).toBe(shopper.token));
    await waitFor(() => expect(localCart(reloaded)).toEqual({ [`${a.productId}:${a.size}`]: 7 }));
  });

  it('logs out and empties the cart when the stored token is refused', async () => {
    const { a } = await twoProducts();
    const store = makeStore({ auth: { token: 'a-token-the-server-never-issued' } });
    store.dispatch(itemAdded(a));
    store.dispatch(loggedIn({ token: 'a-token-the-server-never-issued' }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(localCart(store)).toEqual({});
  });
});
