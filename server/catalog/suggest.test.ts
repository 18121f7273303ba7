// GET /api/product/suggest: from the second character typed, at most eight suggestions, best first: the categories,
// types and products whose words start with what is typed, then those forgiving a typo; products newest first and
// named in the language asked.
import { SEARCH_SUGGESTIONS } from '../../contract';
import { CATALOG_QUERY } from '../constants';
import { catalog } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';

interface Listed {
  _id: string;
  name: string;
  nameHi?: string;
}

const listed = async (shop: TestShop) => (await catalog(shop)) as unknown as Listed[];

interface Suggestion {
  kind: 'product' | 'category' | 'type';
  text: string;
  productId: string | null;
}

describeEachDatabase('GET /api/product/suggest', (shop) => {
  const suggest = async (q: string, lang?: 'en' | 'hi') => {
    const answer = await shop().get(`/api/product/suggest?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`);
    expect([q, answer.status]).toEqual([q, 200]);
    expect(answer.body.success).toBe(true);
    return answer.body.suggestions as Suggestion[];
  };
  const texts = async (q: string, lang?: 'en' | 'hi') => (await suggest(q, lang)).map((s) => s.text);

  it('answers nothing before the second character, and at most eight from it', async () => {
    expect(SEARCH_SUGGESTIONS).toEqual({ fromLength: 2, max: 8 });
    for (const q of ['', 'j', '  j  ', 'ज']) expect([q, await suggest(q)]).toEqual([q, []]);
    expect(await suggest('ja')).not.toEqual([]);
    expect(await suggest('sh')).toHaveLength(SEARCH_SUGGESTIONS.max);
    expect(await suggest('  sh  ')).toEqual(await suggest('sh'));
    const tooLong = await shop().get(`/api/product/suggest?q=${'a'.repeat(CATALOG_QUERY.maxSearchLength + 1)}`);
    expect(tooLong.status).toBe(400);
    expect((await shop().get('/api/product/suggest')).status).toBe(400);
    expect((await shop().get('/api/product/suggest?q=ja&lang=fr')).status).toBe(400);
  });

  it('suggests categories and types as the filter takes them, those starting with what is typed first', async () => {
    expect((await suggest('wom'))[0]).toEqual({ kind: 'category', text: 'Women', productId: null });
    expect((await suggest('Topw'))[0]).toEqual({ kind: 'type', text: 'Topwear', productId: null });
    expect((await suggest('bottom')).slice(0, 1)).toEqual([{ kind: 'type', text: 'Bottomwear', productId: null }]);
    // A synonym of the category, and a typo of it after everything starting with what is typed.
    expect(await suggest('mahila')).toContainEqual({ kind: 'category', text: 'Women', productId: null });
    const typo = await suggest('womn');
    expect(typo).toContainEqual({ kind: 'category', text: 'Women', productId: null });
    expect(await suggest('winterw')).toEqual([{ kind: 'type', text: 'Winterwear', productId: null }]);
  });

  it('suggests the newest products whose words start with the last word typed, then those it forgives', async () => {
    const list = await listed(shop());
    const jackets = list.filter((p) => p.name.includes('Jacket'));
    expect(await suggest('jack')).toEqual(
      jackets.map((p) => ({ kind: 'product', text: p.name, productId: p._id })).slice(0, SEARCH_SUGGESTIONS.max),
    );
    expect(await texts('jaket')).toEqual(jackets.map((p) => p.name).slice(0, SEARCH_SUGGESTIONS.max));
    expect(await texts('red jac')).toEqual(['Boys Red Zip-Front Padded Jacket']);
    expect(await texts('red jaket')).toEqual(['Boys Red Zip-Front Padded Jacket']);
    // What starts with the typed word comes before what forgives it (hoodi: hoodie first, then the typo's matches).
    const hoodies = list.filter((p) => p.name.includes('Hoodie')).map((p) => p.name);
    expect((await texts('hoodi')).slice(0, hoodies.length)).toEqual(hoodies);
    expect(await suggest('qqzz')).toEqual([]);
  });

  it('names products in the language asked, when they have a name in it', async () => {
    const list = await listed(shop());
    const jackets = list.filter((p) => p.name.includes('Jacket')).slice(0, SEARCH_SUGGESTIONS.max);
    expect(await texts('jack', 'hi')).toEqual(jackets.map((p) => p.nameHi));
    expect(await texts('jack', 'en')).toEqual(jackets.map((p) => p.name));
    expect(await texts('जैके', 'hi')).toEqual(jackets.map((p) => p.nameHi));
    expect(await texts('जेके', 'en')).toEqual(jackets.map((p) => p.name));
  });
});
