import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { literalTexts, returnedTexts } from '../../test/literalText';

const SRC = path.join(__dirname, '..', '..');
const CONTRACT = path.join(SRC, '..', 'contract');
/**
 * QA mode (src/app/qa) is the testers' own tool, never shown to a shopper: it stays in English. The test kit
 * (src/test) is never shown either.
 */
const NOT_SHOPPER_FACING = [path.join(SRC, 'app', 'qa'), path.join(SRC, 'test')];

function sources(folder: string, extension: '.ts' | '.tsx'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return NOT_SHOPPER_FACING.includes(file) ? [] : sources(file, extension);
    const code = entry.name.endsWith(extension) && !/\.test\.|\.generated\./.test(entry.name);
    return code ? [file] : [];
  });
}

const components = (folder: string) => sources(folder, '.tsx');
const helpers = (folder: string) => sources(folder, '.ts');

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

  it("finds the words a helper's function returns, and passes over keys, paths and class names", () => {
    const source = `
      export const note = (left: number) => (left > 0 ? \`Only \${left} left\` : 'Sold out');
      export function role(admin: boolean) {
        if (admin) return 'Admin';
        return 'बिक चुका';
      }
      export const key = (most: number) => (most > 1 ? 'changedToMax' : 'atMost');
      export const chunk = (name: string) => \`route-\${name}\`;
      export const page = (id: string) => \`/orders?placed=\${id}\`;
      export const said = (t: Translate) => t('catalog.size.soldOut');`;
    expect(returnedTexts('a.ts', source).map(({ text }) => text)).toEqual([
      'Only   left',
      'Sold out',
      'Admin',
      'बिक चुका',
    ]);
  });

  it('is returned by no helper of the storefront or the contract: what a helper says comes from the catalogs', () => {
    const found = [...helpers(SRC), ...helpers(CONTRACT)].flatMap((file) =>
      returnedTexts(file, readFileSync(file, 'utf8')).map(
        ({ line, text }) => `${path.relative(SRC, file)}:${line}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
