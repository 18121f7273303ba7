import { loggedOut, sessionExpired } from '../auth';
import { MAX_LINE_QUANTITY } from '../../../contract';
import {
  cartCheckedOut,
  cartSlice,
  guestCartMerged,
  itemAdded,
  lineRefused,
  lineRejected,
  lineRemoved,
  lineSynced,
  quantityChanged,
  serverCartLoaded,
} from './cartSlice';

const reduce = (...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, cartSlice.getInitialState());
const quantities = (state: ReturnType<typeof reduce>) =>
  Object.fromEntries(state.ids.map((id) => [id, state.entities[id]?.quantity]));
const shirt = { productId: 'shirt', size: 'M' };
const jeans = { productId: 'jeans', size: '32' };

describe('the cart reducer', () => {
  it('starts empty, with nothing waiting for the server', () => {
    expect(reduce()).toEqual({ ids: [], entities: {}, pending: {} });
  });

  it('keeps one line per product and size, keyed productId:size, counting adds', () => {
    const state = reduce(itemAdded(shirt), itemAdded(shirt), itemAdded({ ...shirt, size: 'L' }));
    expect(quantities(state)).toEqual({ 'shirt:M': 2, 'shirt:L': 1 });
    expect(state.entities['shirt:L']).toEqual({ id: 'shirt:L', productId: 'shirt', size: 'L', quantity: 1 });
  });

  it('sets a line to the quantity typed', () => {
    expect(quantities(reduce(itemAdded(shirt), quantityChanged({ ...shirt, quantity: 5 })))).toEqual({ 'shirt:M': 5 });
  });

  it('ignores a quantity of 0 or less: only the bin removes a line', () => {
    const state = reduce(
      itemAdded(shirt),
      quantityChanged({ ...shirt, quantity: 0 }),
      quantityChanged({ ...shirt, quantity: -3 }),
    );
    expect(quantities(state)).toEqual({ 'shirt:M': 1 });
  });

  it('caps a line at what one order takes of a size, and drops fractions', () => {
    expect(quantities(reduce(quantityChanged({ ...shirt, quantity: 5000 })))).toEqual({ 'shirt:M': MAX_LINE_QUANTITY });
    expect(quantities(reduce(quantityChanged({ ...shirt, quantity: 2.7 })))).toEqual({ 'shirt:M': 2 });
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

  it('keeps a removed line pending, so the server hears of the removal', () => {
    expect(reduce(itemAdded(shirt), lineSynced({ ...shirt, quantity: 1 }), lineRemoved(shirt)).pending).toEqual({
      'shirt:M': shirt,
    });
  });

  it('drops a line the server refused for good, and stops sending it', () => {
    const state = reduce(itemAdded(shirt), itemAdded(jeans), lineRejected(shirt));
    expect(quantities(state)).toEqual({ 'jeans:32': 1 });
    expect(Object.keys(state.pending)).toEqual(['jeans:32']);
  });

  it('stops sending a line the server kept at its own quantity, so the server cart loaded next decides it', () => {
    const refused = reduce(
      itemAdded(shirt),
      quantityChanged({ ...shirt, quantity: 9 }),
      itemAdded(jeans),
      lineRefused(shirt),
    );
    expect(Object.keys(refused.pending)).toEqual(['jeans:32']);
    expect(quantities(cartSlice.reducer(refused, serverCartLoaded({ shirt: { M: 2 } })))).toEqual({
      'shirt:M': 2,
      'jeans:32': 1,
    });
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

  it.each([
    ['an order takes the cart', cartCheckedOut()],
    ['the shopper logs out', loggedOut()],
    ['the server refuses the stored session', sessionExpired()],
  ])('empties when %s', (_when, action) => {
    expect(cartSlice.reducer(reduce(itemAdded(shirt), itemAdded(jeans)), action)).toEqual(cartSlice.getInitialState());
  });
});
