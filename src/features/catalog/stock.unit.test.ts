import { aProduct } from '../../test/builders';
import { loadAllMessages, translatorOf } from '../../shared/i18n';
import { leftInSize, stockNote, unitsLeft } from './stock';

beforeAll(loadAllMessages);

describe('stock as the storefront says it', () => {
  it('reads the units of a size, and none for a size the list does not name', () => {
    const product = aProduct('shirt', { sizes: ['S', 'M'], stock: { S: 4 } });
    expect(unitsLeft(product, 'S')).toBe(4);
    expect(unitsLeft(product, 'M')).toBe(0);
  });

  it('says sold out at 0, only N left from 1 to 5, and nothing above', () => {
    const t = translatorOf('en');
    expect([0, 1, 5, 6, 300].map((left) => stockNote(left, t))).toEqual([
      'Sold out',
      'Only 1 left',
      'Only 5 left',
      null,
      null,
    ]);
  });

  it('says the same in Hindi', () => {
    const t = translatorOf('hi');
    expect([0, 1].map((left) => stockNote(left, t))).toEqual(['बिक चुका', 'सिर्फ़ 1 बचे']);
  });

  it("refuses one more piece in the words the server uses, in the shopper's language", () => {
    expect(leftInSize('M', 2, translatorOf('en'))).toBe('Only 2 left in M.');
    expect(leftInSize('M', 0, translatorOf('en'))).toBe('Size M is sold out.');
    expect(leftInSize('M', 2, translatorOf('hi'))).toBe('M में केवल 2 बचे हैं।');
    expect(leftInSize('M', 0, translatorOf('hi'))).toBe('साइज़ M बिक चुका है।');
  });
});
