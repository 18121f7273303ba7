// The server's catalogs: Hindi says every English message with the same placeholders, and both compile.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { leftInSize } from '../../contract';
import { PLAIN_TEXT_RULE } from '../schemas/text';
import type { DomainError } from '../errors';
import { LoginsDelayed } from '../accounts/errors';
import { PaymentForChangedProduct, SizeCapExceeded, UnpaidLimitReached } from '../orders/errors';
import { CATALOGS, say, type MessageKey } from '.';

/**
 * The placeholders a message names, sorted, from its compiled form: a list of texts and placeholders, each placeholder
 * `[name, kind?, options?]` with options (plural, select) compiled the same way.
 */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts as unknown[]) {
      if (typeof part === 'string') continue;
      const [name, , options] = part as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const option of Object.values(options ?? {})) walk(option);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

/** The validator's own rule is English only: other languages name the field in a sentence of their own. */
const ENGLISH_ONLY: Partial<Record<MessageKey, string[]>> = { 'request.invalid': ['rule'] };

describe("the server's message catalogs", () => {
  const keys = Object.keys(CATALOGS.en) as MessageKey[];

  it.each(keys)('has %s in Hindi, with the same placeholders', (key) => {
    const english = placeholders(CATALOGS.en[key]).filter((name) => !ENGLISH_ONLY[key]?.includes(name));
    expect(CATALOGS.hi[key]).toBeTruthy();
    expect(placeholders(CATALOGS.hi[key])).toEqual(english);
  });

  it('has no Hindi message without an English one', () => {
    expect(Object.keys(CATALOGS.hi).sort()).toEqual([...keys].sort());
  });

  it("says the stock wording as the storefront's contract does, and plain numbers without grouping", () => {
    expect(say({ key: 'stock.onlyLeft', values: { size: 'M', left: 2 } })).toBe(leftInSize('M', 2));
    expect(say({ key: 'stock.soldOut', values: { size: 'M', left: 0 } })).toBe(leftInSize('M', 0));
    expect(say({ key: 'request.plainText', values: { field: 'name' } })).toBe(`name ${PLAIN_TEXT_RULE}.`);
    expect(say({ key: 'account.loginsDelayed', values: { seconds: 1 } })).toBe(
      'Too many failed logins for this account. Please wait 1 second and try again.',
    );
    expect(say({ key: 'account.loginsDelayed', values: { seconds: 1200 } })).toBe(
      'Too many failed logins for this account. Please wait 1200 seconds and try again.',
    );
    expect(say({ key: 'request.nul' })).toBe('The request must not contain a NUL character (\\u0000).');
    expect(say({ key: 'cart.sizeNotOffered', values: { size: '\\u0041' } })).toBe(
      'Size "\\u0041" is not offered for this product.',
    );
  });

  it("says the rules' refusals in Hindi with their values, their message staying English for logs and the CLI", () => {
    const inHindi = (error: DomainError) => (error.shopperMessage ? say(error.shopperMessage, 'hi') : undefined);
    const orders = new UnpaidLimitReached({ orders: 3, units: 4 }, { orders: 3, units: 40 });
    expect(orders.message).toBe(
      'You have 3 orders not yet paid for or delivered, the most an account may have. Please wait until one is delivered before ordering more, or contact us.',
    );
    expect(inHindi(orders)).toMatch(/^आपके 3 ऑर्डर ऐसे हैं/);
    expect(inHindi(new UnpaidLimitReached({ orders: 1, units: 39 }, { orders: 3, units: 40 }))).toMatch(
      /^इस ऑर्डर से बिना भुगतान या बिना मिले नगों की संख्या 40 से ज़्यादा/,
    );
    expect(inHindi(new SizeCapExceeded({ name: 'Kurta', size: 'M', quantity: 12 }, 10))).toBe(
      'एक बार में एक साइज़ के ज़्यादा से ज़्यादा 10 नग ऑर्डर किए जा सकते हैं (Kurta, साइज़ M के 12)। कृपया कार्ट में संख्या कम करें।',
    );
    expect(inHindi(new LoginsDelayed(30))).toBe('इस खाते में बहुत बार गलत लॉग इन हुआ है। कृपया 30 सेकंड रुककर फिर से कोशिश करें।');
    const changed = new PaymentForChangedProduct('ord-1', 'price changed');
    expect(changed.message).toMatch(/because the price of a product in it changed while you were paying/);
    expect(inHindi(changed)).toMatch(/^ऑर्डर ord-1 का यह भुगतान .* कीमत बदल गई।/);
  });
});
