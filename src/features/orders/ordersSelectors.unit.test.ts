import { makeStore } from '../../app/store';
import { aProduct, anOrder } from '../../test/builders';
import { answerRequests } from '../../test/requests';
import { ordersCached, stateAfter } from '../../test/state';
import { ordersApi, selectOrderById, selectOrderedItems, selectOrders } from './index';

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
    expect(selectOrderedItems(stateAfter())).toEqual([]);
  });

  it('list the orders in the server’s order', () => {
    expect(selectOrders(state)).toEqual([newer, older]);
  });

  it('find one order by id, and nothing for an unknown id', () => {
    expect(selectOrderById(state, 'o1')).toEqual(older);
    expect(selectOrderById(state, 'o9')).toBeUndefined();
  });

  it('give My orders one row per ordered item, each order’s items in turn, keyed uniquely', () => {
    const rows = selectOrderedItems(state);
    expect(rows.map(({ order, item, key }) => [order._id, item._id, key])).toEqual([
      ['o2', 'shirt', 'o2-0'],
      ['o2', 'jeans', 'o2-1'],
      ['o1', 'shirt', 'o1-0'],
    ]);
    expect(rows[2]?.order.status).toBe('Shipped');
  });

  it('answer the same rows for the same state, so the screen does not re-render', () => {
    expect(selectOrderedItems(state)).toBe(selectOrderedItems(state));
  });
});
