import { aProduct } from '../../test/builders';
import { productsCached, stateAfter } from '../../test/state';
import { selectCartItems, selectCartSubtotal, selectCartTotal, selectDeliveryFee } from './cartSelectors';
import {
  itemAdded,
  lineSynced,
  quantityChanged,
  selectCartCount,
  selectCartLines,
  selectHasPendingLines,
  selectPendingLines,
} from './cartSlice';

const odd = aProduct('odd', { price: 333.33 });
const even = aProduct('even', { price: 499 });
const catalog = productsCached([odd, even]);
const line = (productId: string, quantity: number) => quantityChanged({ productId, size: 'M', quantity });

describe('cart selectors', () => {
  it('totals the cart with the 10 delivery fee, exactly for prices with paise', () => {
    const state = stateAfter(catalog, line('odd', 3), itemAdded({ productId: 'even', size: 'M' }));
    expect(selectCartSubtotal(state)).toBe(1498.99);
    expect(selectDeliveryFee(state)).toBe(10);
    expect(selectCartTotal(state)).toBe(1508.99);
  });

  it('totals an empty cart as 0, without the delivery fee', () => {
    const state = stateAfter(catalog);
    expect(selectCartSubtotal(state)).toBe(0);
    expect(selectDeliveryFee(state)).toBe(0);
    expect(selectCartTotal(state)).toBe(0);
  });

  it('counts every piece in the cart, for the header badge', () => {
    expect(selectCartCount(stateAfter(line('odd', 3), line('even', 2)))).toBe(5);
  });

  it('joins each line with its product, in the order the lines were added', () => {
    const items = selectCartItems(stateAfter(catalog, line('odd', 3), line('even', 1)));
    expect(items.map((item) => [item.product.name, item.size, item.quantity])).toEqual([
      ['odd', 'M', 3],
      ['even', 'M', 1],
    ]);
  });

  it('leaves out lines whose product the catalog no longer holds, and does not charge for them', () => {
    const state = stateAfter(catalog, line('gone', 2), line('even', 1));
    expect(selectCartLines(state)).toHaveLength(2);
    expect(selectCartItems(state).map((item) => item.productId)).toEqual(['even']);
    expect(selectCartTotal(state)).toBe(509);
  });

  it('answers the same items for the same state, so screens do not re-render', () => {
    const state = stateAfter(catalog, line('odd', 1));
    expect(selectCartItems(state)).toBe(selectCartItems(state));
  });

  it('tells which lines still wait for the server', () => {
    const state = stateAfter(line('odd', 1), line('even', 1), lineSynced({ productId: 'odd', size: 'M', quantity: 1 }));
    expect(selectPendingLines(state)).toEqual({ 'even:M': { productId: 'even', size: 'M' } });
    expect(selectHasPendingLines(state)).toBe(true);
    expect(selectHasPendingLines(stateAfter())).toBe(false);
  });
});
