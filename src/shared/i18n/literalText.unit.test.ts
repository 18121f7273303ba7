import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { literalTexts } from './literalText';

const SRC = path.join(__dirname, '..', '..');
/** QA mode (src/app/qa) is the testers' own tool, never shown to a shopper: it stays in English. */
const NOT_SHOPPER_FACING = [path.join(SRC, 'app', 'qa')];

function components(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return NOT_SHOPPER_FACING.includes(file) ? [] : components(file);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('literal shopper-facing text', () => {
  it('finds JSX text, the attributes a shopper reads and the branches of a shown expression', () => {
    const source = `
      export const A = ({ on }: { on: boolean }) => (
        <div aria-label="Main menu" title={\`Cart \${1}\`} data-x="ignored words">
          Hello there
          <img alt="A red shirt" src="/a.png" />
          <input placeholder={on ? 'Search' : t('x')} />
          {on ? 'Open' : 'Closed'}
          {on && 'Shown'}
          <Title first="ALL" second={t('catalog.second')} />
        </div>
      );`;
    expect(literalTexts('A.tsx', source).map(({ text }) => text)).toEqual([
      'Main menu',
      'Cart  ',
      'Hello there',
      'A red shirt',
      'Search',
      'Open',
      'Closed',
      'Shown',
      'ALL',
    ]);
  });

  it('passes over texts from the catalogs, compared or called literals, entities and symbols', () => {
    const source = `
      export const B = ({ mode }: { mode: string }) => (
        <p aria-label={t('nav.main')} className="note">
          {t('nav.home')} {mode === 'Login' ? t('auth.login') : t('auth.signUp')} &nbsp; · ₹ {count} (122)
          <a href="/cart" hrefLang="hi">.</a>
        </p>
      );`;
    expect(literalTexts('B.tsx', source)).toEqual([]);
  });

  it('is found in no component of the storefront: every text a shopper reads comes from the catalogs', () => {
    const found = components(SRC).flatMap((file) =>
      literalTexts(file, readFileSync(file, 'utf8')).map(
        ({ line, text }) => `${path.relative(SRC, file)}:${line}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
