import { makeStore } from '../../app/store';
import { aProduct, anOrder } from '../../test/builders';
import { answerRequests } from '../../test/requests';
import { ordersCached, stateAfter } from '../../test/state';
import { ordersApi } from './ordersApi';
import { selectOrderById, selectOrders } from './ordersSelectors';

const shirt = aProduct('shirt');
const jeans = aProduct('jeans', { subCategory: 'Bottomwear' });
const newer = anOrder('o2', [shirt, jeans], { date: Date.UTC(2025, 1, 1) });
const older = anOrder('o1', [shirt], { status: 'Shipped' });
const ids = (list: Array<{ _id: string }>) => list.map((entry) => entry._id);

describe('the orders cache', () => {
  it('normalizes the list the server answers, keeping the server’s order', async () => {
    answerRequests({ '/api/order/userorder': { success: true, orders: [newer, older] } });
    const store = makeStore({ auth: { token: 'token-1' } }, { sideEffects: false });
    await store.dispatch(ordersApi.endpoints.listUserOrders.initiate());
    expect(ordersApi.endpoints.listUserOrders.select()(store.getState()).data).toEqual({
      ids: ['o2', 'o1'],
      entities: { o2: newer, o1: older },
    });
    expect(ids(selectOrders(store.getState()))).toEqual(['o2', 'o1']);
  });
});

describe('orders selectors', () => {
  const state = stateAfter(ordersCached([newer, older]));

  it('answer no orders before the list has loaded', () => {
    expect(selectOrders(stateAfter())).toEqual([]);
  });

  it('list the orders in the server’s order', () => {
    expect(selectOrders(state)).toEqual([newer, older]);
  });

  it('find one order by id, and nothing for an unknown id', () => {
    expect(selectOrderById(state, 'o1')).toEqual(older);
    expect(selectOrderById(state, 'o9')).toBeUndefined();
  });
});
