import { storeWithProducts as storeWith } from '../../test/store';
import { loggedOut } from '../auth';
import type { Product } from '../catalog/catalogApi';
import { selectCartItems, selectCartSubtotal, selectCartTotal } from './cartSelectors';
import {
  cartSlice,
  guestCartMerged,
  itemAdded,
  lineRemoved,
  lineSynced,
  quantityChanged,
  selectCartCount,
  selectPendingLines,
  serverCartLoaded,
} from './cartSlice';

const reduce = (...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, cartSlice.getInitialState());
const quantities = (state: ReturnType<typeof reduce>) =>
  Object.fromEntries(state.ids.map((id) => [id, state.entities[id]?.quantity]));
const shirt = { productId: 'shirt', size: 'M' };
const jeans = { productId: 'jeans', size: '32' };

describe('the cart reducer', () => {
  it('keeps one line per product and size, counting adds', () => {
    const state = reduce(itemAdded(shirt), itemAdded(shirt), itemAdded({ ...shirt, size: 'L' }));
    expect(quantities(state)).toEqual({ 'shirt:M': 2, 'shirt:L': 1 });
  });

  it('sets quantities of at least 1, ignores 0 or less, and caps a line at 100', () => {
    let state = reduce(itemAdded(shirt), quantityChanged({ ...shirt, quantity: 5 }));
    expect(quantities(state)).toEqual({ 'shirt:M': 5 });
    state = cartSlice.reducer(state, quantityChanged({ ...shirt, quantity: 0 }));
    state = cartSlice.reducer(state, quantityChanged({ ...shirt, quantity: -3 }));
    expect(quantities(state)).toEqual({ 'shirt:M': 5 });
    state = cartSlice.reducer(state, quantityChanged({ ...shirt, quantity: 5000 }));
    expect(quantities(state)).toEqual({ 'shirt:M': 100 });
  });

  it('removes the line when the bin is used', () => {
    expect(quantities(reduce(itemAdded(shirt), itemAdded(jeans), lineRemoved(shirt)))).toEqual({ 'jeans:32': 1 });
  });

  it('keeps a line pending until the server holds its latest quantity', () => {
    let state = reduce(itemAdded(shirt), quantityChanged({ ...shirt, quantity: 3 }));
    expect(Object.keys(state.pending)).toEqual(['shirt:M']);
    state = cartSlice.reducer(state, lineSynced({ ...shirt, quantity: 2 }));
    expect(Object.keys(state.pending)).toEqual(['shirt:M']);
    state = cartSlice.reducer(state, lineSynced({ ...shirt, quantity: 3 }));
    expect(state.pending).toEqual({});
  });

  it('adds the guest cart to the account cart at login; the sums are pending', () => {
    const state = reduce(itemAdded(shirt), itemAdded(jeans), guestCartMerged({ shirt: { M: 2 }, hat: { L: 1 } }));
    expect(quantities(state)).toEqual({ 'shirt:M': 3, 'hat:L': 1, 'jeans:32': 1 });
    expect(Object.keys(state.pending).sort()).toEqual(['jeans:32', 'shirt:M']);
  });

  it('takes the server cart on load, keeping changes that have not reached it yet', () => {
    const synced = reduce(itemAdded(shirt), itemAdded(jeans), lineSynced({ ...shirt, quantity: 1 }));
    const state = cartSlice.reducer(synced, serverCartLoaded({ shirt: { M: 4 }, jeans: { 32: 7 } }));
    expect(quantities(state)).toEqual({ 'shirt:M': 4, 'jeans:32': 1 });
    expect(Object.keys(state.pending)).toEqual(['jeans:32']);
  });

  it('empties on logout', () => {
    expect(cartSlice.reducer(reduce(itemAdded(shirt)), loggedOut())).toEqual(cartSlice.getInitialState());
  });
});

describe('cart selectors', () => {
  const product = (id: string, price: number): Product => ({
    _id: id,
    name: id,
    description: '',
    price,
    image: [],
    category: 'Men',
    subCategory: 'Topwear',
    sizes: ['M'],
    bestseller: false,
  });


  it('totals the cart with the 10 delivery fee, exactly for prices with paise', () => {
    const store = storeWith([product('odd', 333.33), product('even', 499)]);
    store.dispatch(quantityChanged({ productId: 'odd', size: 'M', quantity: 3 }));
    store.dispatch(itemAdded({ productId: 'odd', size: 'M' }));
    store.dispatch(quantityChanged({ productId: 'odd', size: 'M', quantity: 3 }));
    store.dispatch(itemAdded({ productId: 'even', size: 'M' }));
    const state = store.getState();
    expect(selectCartSubtotal(state)).toBe(1498.99);
    expect(selectCartTotal(state)).toBe(1508.99);
    expect(selectCartCount(state)).toBe(4);
    expect(selectCartItems(state).map((item) => [item.product._id, item.quantity])).toEqual([
      ['odd', 3],
      ['even', 1],
    ]);
    expect(Object.keys(selectPendingLines(state))).toEqual(['odd:M', 'even:M']);
  });

  it('totals an empty cart as 0, without the delivery fee', () => {
    const state = storeWith([product('even', 499)]).getState();
    expect(selectCartSubtotal(state)).toBe(0);
    expect(selectCartTotal(state)).toBe(0);
  });
});
