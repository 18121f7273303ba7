import { MAX_LINE_QUANTITY } from '../../../contract';
import { mostOf, steppedQuantity, typedQuantity } from './quantityInput';

describe('a typed cart quantity', () => {
  it('takes a whole number from 1 to the most', () => {
    expect(typedQuantity('1', 100)).toEqual({ quantity: 1 });
    expect(typedQuantity('42', 100)).toEqual({ quantity: 42 });
  });

  it('changes a number above the shop’s limit to the limit, and says so', () => {
    expect(typedQuantity('999', MAX_LINE_QUANTITY)).toEqual({ quantity: MAX_LINE_QUANTITY, note: 'changedToMax' });
  });

  it('changes a number above what is left to what is left, and says so', () => {
    expect(typedQuantity('9', 3)).toEqual({ quantity: 3, note: 'changedToStock' });
  });

  it.each(['', ' ', '0', '-2', '2.5', 'e'])('refuses %p and says what is accepted', (text) => {
    expect(typedQuantity(text, 100)).toEqual({ note: 'wholeNumber' });
  });

  it('leaves a sold-out line alone: it can only be removed', () => {
    expect(typedQuantity('2', 0)).toEqual({});
  });
});

describe('a stepped cart quantity', () => {
  it('goes one down and one up', () => {
    expect(steppedQuantity(3, -1, 100)).toEqual({ quantity: 2 });
    expect(steppedQuantity(3, 1, 100)).toEqual({ quantity: 4 });
  });

  it('stops at 1 and at the most, with a note', () => {
    expect(steppedQuantity(1, -1, 100)).toEqual({ note: 'atLeastOne' });
    expect(steppedQuantity(100, 1, 100)).toEqual({ note: 'atMost' });
    expect(steppedQuantity(3, 1, 3)).toEqual({ note: 'onlyLeft' });
  });

  it('lets a line holding more than is left step down', () => {
    expect(steppedQuantity(5, -1, 3)).toEqual({ quantity: 3 });
  });

  it('answers the most a line may hold', () => {
    expect(mostOf(Number.POSITIVE_INFINITY)).toBe(MAX_LINE_QUANTITY);
    expect(mostOf(4)).toBe(4);
  });
});
