import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../contract';
import { compiled, compiledFile, flatten } from './messages';
import { CATALOGS } from '../../src/shared/i18n/catalogs';

describe('the compiled message catalogs', () => {
  it.each(LANGUAGES)('are current with the %s catalog (npm run messages writes them)', (language) => {
    expect(readFileSync(compiledFile(language), 'utf8')).toBe(compiled(language));
  });

  it('hold every message of its catalog, by its dotted key', () => {
    const source = compiled('en');
    expect(flatten(CATALOGS.en).length).toBeGreaterThan(200);
    for (const [key] of flatten(CATALOGS.en)) expect(source).toContain(`"${key}":`);
  });
});
