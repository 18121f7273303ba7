import { makeStore } from '../../app/store';
import { answerRequests } from '../../test/requests';
import { loggedIn, loggedOut } from '../auth';
import { ordersApi } from '../orders';
import { accountApi } from './accountApi';

const ACCOUNT = { name: 'Asha Rao', email: 'asha@example.com', emailConfirmed: false, createdAt: 0 };

/** Listeners and the cache's invalidations run after the action: a few turns of the event loop. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

const cachedKeys = (store: ReturnType<typeof makeStore>) => Object.keys(store.getState().api.queries).sort();

describe("the account's answers", () => {
  it("are dropped when the shopper logs out, with the orders, so the next shopper never sees the last one's", async () => {
    answerRequests({
      '/api/user/me': { success: true, account: ACCOUNT },
      '/api/user/addresses': { success: true, addresses: [] },
      '/api/order/detail/o1': { success: false, message: 'There is no such order.' },
      '/api/user/logout': { success: true },
    });
    const store = makeStore({ auth: { token: 'a-token' } });
    for (const request of [
      store.dispatch(accountApi.endpoints.getAccount.initiate()),
      store.dispatch(accountApi.endpoints.listAddresses.initiate()),
      store.dispatch(ordersApi.endpoints.getOrder.initiate({ orderId: 'o1' })),
    ]) {
      await request;
      request.unsubscribe();
    }
    expect(cachedKeys(store)).toEqual([
      'getAccount(undefined)',
      'getOrder({"orderId":"o1"})',
      'listAddresses(undefined)',
    ]);
    store.dispatch(loggedOut());
    await settled();
    expect(cachedKeys(store)).toEqual([]);
  });

  it('are asked for again when someone signs in', async () => {
    const sent = answerRequests({
      '/api/user/me': { success: true, account: ACCOUNT },
      '/api/cart/get': { success: true, cartData: {} },
      '/api/wishlist/merge': { success: true, items: [] },
    });
    const store = makeStore({ auth: { token: 'a-token' } });
    const watching = store.dispatch(accountApi.endpoints.getAccount.initiate());
    await watching;
    store.dispatch(loggedIn({ token: 'another-token' }));
    await settled();
    expect(sent.filter((request) => request.path === '/api/user/me').map((request) => request.token)).toEqual([
      'a-token',
      'another-token',
    ]);
    watching.unsubscribe();
  });
});
