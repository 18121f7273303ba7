// The server's catalogs: Hindi says every English message with the same placeholders, and both compile.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { PLAIN_TEXT_RULE } from '../schemas/text';
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

describe("the server's message catalogs", () => {
  const keys = Object.keys(CATALOGS.en) as MessageKey[];

  it.each(keys)('has %s in Hindi, with the same placeholders', (key) => {
    const english = placeholders(CATALOGS.en[key]);
    expect(CATALOGS.hi[key]).toBeTruthy();
    expect(placeholders(CATALOGS.hi[key])).toEqual(english);
  });

  it('has no Hindi message without an English one', () => {
    expect(Object.keys(CATALOGS.hi).sort()).toEqual([...keys].sort());
  });

  it('says the stock wording as the storefront does, and plain numbers without grouping', () => {
    expect(say({ key: 'stock.onlyLeft', values: { size: 'M', left: 2 } })).toBe('Only 2 left in M.');
    expect(say({ key: 'stock.soldOut', values: { size: 'M', left: 0 } })).toBe('Size M is sold out.');
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
});
