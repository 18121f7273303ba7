import { en } from './en';
import { hi } from './hi';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { errorMessage } from '../api/errors';
import { i18nOf, translatorOf } from './i18n';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalog by its dotted key. */
function texts(catalog: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(name, value);
    else for (const [inner, text] of texts(value, name)) found.set(inner, text);
  }
  return found;
}

/** The names a message fills in: its placeholders and what its plurals count, read from its compiled form. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  // A message is a list of parts: text, or [name] for a placeholder, or [name, format, forms] for a plural.
  const walk = (parts: unknown[]): void => {
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , forms] = part as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const form of Object.values(forms ?? {})) if (Array.isArray(form)) walk(form);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

const english = texts(en);
const hindi = texts(hi);

describe('the message catalogs', () => {
  it('have the same keys in English and Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('leave no Hindi text empty or copied from English, but for names that read the same', () => {
    const same = [...english].filter(([key, text]) => hindi.get(key) === text).map(([key]) => key);
    expect([...hindi.values()].filter((text) => text.trim() === '')).toEqual([]);
    expect(same).toEqual(['language.en', 'language.hi']);
  });

  it('give each Hindi text the placeholders of its English one', () => {
    const differing = [...english]
      .filter(
        ([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(hindi.get(key) ?? '')),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('write Hindi in Devanagari', () => {
    const devanagari = /[\u0900-\u097F]/;
    const latinOnly = [...hindi]
      .filter(([key, text]) => key !== 'language.en' && !devanagari.test(text))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('choose the plural form by the count, with the placeholders filled in', () => {
    const t = translatorOf('en');
    expect(t('nav.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(t('nav.cart', { count: 3 })).toBe('Cart, 3 items');
    expect(t('nav.cart', { count: 0 })).toBe('Cart, 0 items');
    expect(t('catalog.collection.count', { count: 1, shown: '1' })).toBe('1 product');
    expect(t('catalog.collection.count', { count: 123456, shown: '1,23,456' })).toBe('1,23,456 products');
    const h = translatorOf('hi');
    expect(h('nav.cart', { count: 1 })).toBe('कार्ट, 1 सामान');
    expect(h('catalog.collection.count', { count: 3, shown: '3' })).toBe('3 उत्पाद');
    expect(h('footer.copyright', { year: 2026, shop: 'Kapda' })).toBe('कॉपीराइट 2026 © Kapda। सर्वाधिकार सुरक्षित।');
  });

  it("say the operator's words through the same instances, choosing by count and by value", () => {
    const t = translatorOf('en');
    expect(t('admin.reviews.reports', { count: 0 })).toBe('No open reports');
    expect(t('admin.reviews.reports', { count: 1 })).toBe('1 open report');
    expect(t('admin.reviews.reports', { count: 4 })).toBe('4 open reports');
    expect(t('admin.piecesHeld', { held: 3, cancelled: 0 })).toBe('3');
    expect(t('admin.piecesHeld', { held: 3, cancelled: 2 })).toBe('3 (2 cancelled)');
    expect(t('admin.roleChanged', { email: 'a@b.in', role: 'admin' })).toBe('a@b.in is now an admin.');
    expect(t('admin.refundWhere', { method: 'COD' })).toBe(
      'The money goes back through COD to what the shopper paid with.',
    );
    expect(translatorOf('hi')('admin.reviews.reports', { count: 1 })).toBe('1 खुली शिकायत');
    expect(translatorOf('hi')('admin.orderTitle', { number: 'KP-1' })).toBe('ऑर्डर KP-1');
  });

  it("says the shop's own failure words in the language, the server's message as the server wrote it", () => {
    expect(errorMessage({ status: 500, data: null })).toBe('The shop answered with an error (500). Please try again.');
    expect(errorMessage({ status: 500, data: null }, 'hi')).toBe('दुकान ने एक त्रुटि (500) बताई। कृपया फिर से कोशिश करें।');
    expect(errorMessage(undefined, 'hi')).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(errorMessage({ status: 409, data: { success: false, message: 'Only 2 left in M.' } }, 'hi')).toBe(
      'Only 2 left in M.',
    );
  });

  it('has an instance per language that answers in its own language only', () => {
    expect(i18nOf('hi').locale).toBe('hi');
    expect(i18nOf('en').locale).toBe('en');
    expect(translatorOf('hi')('nav.home')).toBe('होम');
    expect(translatorOf('en')('nav.home')).toBe('HOME');
  });
});
