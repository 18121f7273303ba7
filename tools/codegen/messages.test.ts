import { readFileSync } from 'node:fs';
import { COMPILED_PARTS, compiled, compiledFile, flatten, partMessages } from './messages';
import { CATALOGS, FIRST_MESSAGES } from '../../src/shared/i18n/catalogs';

const keysOf = (part: (typeof COMPILED_PARTS)[number]) => partMessages(part).map(([key]) => key);

describe('the compiled message catalogs', () => {
  it.each(COMPILED_PARTS)('are current with their catalog: %s (npm run messages writes them)', (part) => {
    expect(readFileSync(compiledFile(part), 'utf8')).toBe(compiled(part));
  });

  it('hold every message of its catalog, by its dotted key', () => {
    const source = compiled('hi') + compiled('hi.admin');
    expect(flatten(CATALOGS.hi).length).toBeGreaterThan(200);
    for (const [key] of flatten(CATALOGS.hi)) expect(source).toContain(`"${key}":`);
  });

  it("split English's shopper's messages in two: the first screens' and every other, each message in one of them", () => {
    const first = keysOf('en');
    const more = keysOf('en.more');
    expect([...first, ...more].sort()).toEqual(
      flatten(CATALOGS.en)
        .map(([key]) => key)
        .filter((key) => !key.startsWith('admin.'))
        .sort(),
    );
    expect(first.filter((key) => more.includes(key))).toEqual([]);
    expect(first).toEqual(
      expect.arrayContaining(['nav.home', 'catalog.products', 'cart.empty', 'checkout.promise.by']),
    );
    expect(more).toEqual(expect.arrayContaining(['orders.statuses.placed', 'auth.login', 'checkout.fields.city']));
    for (const [key] of partMessages('en')) expect(compiled('en')).toContain(`"${key}":`);
    for (const [key] of partMessages('en.more')) expect(compiled('en.more')).toContain(`"${key}":`);
  });

  it("keep the operator's messages in a part of their own in each language, out of the shopper's parts", () => {
    for (const language of ['en', 'hi'] as const) {
      const admin = keysOf(`${language}.admin`);
      const shopper = language === 'en' ? [...keysOf('en'), ...keysOf('en.more')] : keysOf('hi');
      expect(admin).toEqual(
        expect.arrayContaining(['admin.title', 'admin.returnsQueue.title', 'admin.reviews.reports']),
      );
      expect(admin.every((key) => key.startsWith('admin.'))).toBe(true);
      expect(shopper.filter((key) => key.startsWith('admin.'))).toEqual([]);
      expect([...shopper, ...admin].sort()).toEqual(
        flatten(CATALOGS[language])
          .map(([key]) => key)
          .sort(),
      );
    }
  });

  it('name in FIRST_MESSAGES only groups and keys the English catalog has', () => {
    const keys = flatten(CATALOGS.en).map(([key]) => key);
    expect(FIRST_MESSAGES.filter((group) => !keys.some((key) => key === group || key.startsWith(`${group}.`)))).toEqual(
      [],
    );
  });
});
