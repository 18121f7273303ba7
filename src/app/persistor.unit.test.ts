// What the browser keeps across a reload is saved at once when the page goes out of sight: a shopper who reloads, types
// another address or closes the tab just after signing in is still signed in when they come back.
import { waitFor } from '@testing-library/react';
import { loggedIn } from '../features/auth';
import { itemAdded } from '../features/cart';
import { makePersistor, makeStore } from './store';

/** The saved slice `key` of the browser's storage, as redux-persist wrote it. */
const saved = (key: string): unknown => {
  const stored = JSON.parse(localStorage.getItem('persist:shop') ?? '{}') as Record<string, string>;
  return stored[key] === undefined ? undefined : JSON.parse(stored[key]);
};

async function restoredStore() {
  const store = makeStore(undefined, { sideEffects: false });
  const persistor = makePersistor(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return store;
}

const pageGoesOutOfSight = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

beforeEach(() => localStorage.clear());

it('saves a sign-in and a cart line in the same moment the page goes out of sight', async () => {
  const store = await restoredStore();
  store.dispatch(loggedIn({ token: 'the-new-token' }));
  store.dispatch(itemAdded({ productId: 'p1', size: 'M' }));
  // Not written yet: redux-persist writes on its next timer tick, which a page being left may never reach.
  expect(saved('auth')).not.toEqual({ token: 'the-new-token' });

  pageGoesOutOfSight();

  expect(saved('auth')).toEqual({ token: 'the-new-token' });
  expect(saved('cart')).toMatchObject({ ids: ['p1:M'] });
});

it('still saves a change on its own a moment later while the page stays in sight', async () => {
  const store = await restoredStore();
  store.dispatch(loggedIn({ token: 'a-token' }));
  await waitFor(() => expect(saved('auth')).toEqual({ token: 'a-token' }));
});
