import { inLanguage, languageOfPath, pagesIn, PAGES, preferredLanguage } from '../../../contract';
import { formatCount } from './count';
import { formatDate } from './date';
import { formatPrice } from './money';
import { perLanguage } from './perLanguage';

describe('formats per language', () => {
  it('writes prices with ₹ and Indian grouping in English and Hindi alike', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(123456, 'hi')).toBe('₹1,23,456');
    expect(formatPrice(1599.5, 'en')).toBe('₹1,599.50');
    expect(formatPrice(1599.5, 'hi')).toBe('₹1,599.50');
    expect(formatCount(1234567, 'hi')).toBe('12,34,567');
  });

  it('writes order dates in the language, the English form unchanged', () => {
    const date = Date.UTC(2026, 2, 5, 12);
    expect(formatDate(date)).toBe('5 Mar 2026');
    expect(formatDate(date, 'hi')).toBe('5 मार्च 2026');
  });
});

describe('formatters per language', () => {
  it("makes a language's formatter on its first use, once, and never one for a language not asked for", () => {
    const make = jest.fn((locale: string) => new Intl.NumberFormat(locale));
    const numbers = perLanguage(make);
    expect(make).not.toHaveBeenCalled();
    expect(numbers('en').format(1000)).toBe('1,000');
    expect(numbers('en')).toBe(numbers('en'));
    expect(make.mock.calls).toEqual([['en-IN']]);
  });
});

describe('languages in the address', () => {
  it('puts Hindi under /hi and leaves English unprefixed', () => {
    expect(inLanguage('/', 'hi')).toBe('/hi');
    expect(inLanguage('/collection?q=tee', 'hi')).toBe('/hi/collection?q=tee');
    expect(inLanguage('/collection', 'en')).toBe('/collection');
  });

  it('reads the language and the page path from an address', () => {
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/product/42')).toEqual({ language: 'hi', path: '/product/42' });
    expect(languageOfPath('/history')).toEqual({ language: 'en', path: '/history' });
    expect(languageOfPath('/cart')).toEqual({ language: 'en', path: '/cart' });
  });

  it('makes the Hindi page table from the one table', () => {
    const hindi = pagesIn(PAGES, 'hi');
    expect(hindi.home.path).toBe('/hi');
    expect(hindi.product).toEqual({ path: '/hi/product/:productId', shoppersOwn: false });
    expect(hindi.orders).toEqual({ path: '/hi/orders', shoppersOwn: true });
  });
});

describe("the browser's preferred language", () => {
  it("is the first of the browser's languages the shop speaks, by its primary subtag", () => {
    expect(preferredLanguage(['hi-IN', 'en-GB', 'en'])).toBe('hi');
    expect(preferredLanguage(['fr-FR', 'HI', 'en'])).toBe('hi');
    expect(preferredLanguage(['en-IN', 'hi'])).toBe('en');
    expect(preferredLanguage(['ta-IN', 'fr'])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });
});
