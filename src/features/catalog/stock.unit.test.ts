import { aProduct } from '../../test/builders';
import { stockNote, unitsLeft } from './stock';
import { leftInSize } from '../../../contract';

describe('stock as the storefront says it', () => {
  it('reads the units of a size, and none for a size the list does not name', () => {
    const product = aProduct('shirt', { sizes: ['S', 'M'], stock: { S: 4 } });
    expect(unitsLeft(product, 'S')).toBe(4);
    expect(unitsLeft(product, 'M')).toBe(0);
  });

  it('says sold out at 0, only N left from 1 to 5, and nothing above', () => {
    expect([0, 1, 5, 6, 300].map(stockNote)).toEqual(['Sold out', 'Only 1 left', 'Only 5 left', null, null]);
  });

  it('refuses one more piece in the words the server uses', () => {
    expect(leftInSize('M', 2)).toBe('Only 2 left in M.');
    expect(leftInSize('M', 0)).toBe('Size M is sold out.');
  });
});
