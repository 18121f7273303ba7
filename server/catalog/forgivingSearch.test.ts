// GET /api/product/query's search that forgives: the products whose name contains the search first, then those
// matching each word forgivingly (every word as typed before typos forgiven), each group in the sort asked; each rule
// of forgiving; the total and facets counting both; "did you mean" when nothing is found; and products added,
// renamed or removed later, found (or not) at once.
import { catalog, newOperator, storedPicture } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

interface Found {
  _id: string;
  name: string;
  nameHi?: string;
  category: string;
  subCategory: string;
}

describeEachDatabase('search that forgives', (shop) => {
  let operator: Shopper;
  let picture: string;

  const search = async (q: string, more = '') => {
    const answer = await shop().get(`/api/product/query?q=${encodeURIComponent(q)}&limit=96${more}`);
    expect([q, answer.status]).toEqual([q, 200]);
    return answer.body as { products: Found[]; total: number; facets: unknown; didYouMean: string | null };
  };
  const idsOf = async (q: string, more = '') => (await search(q, more)).products.map((p) => p._id);
  const namesOf = async (q: string) => (await search(q)).products.map((p) => p.name);

  const addProduct = async (product: Record<string, unknown>) => {
    const answer = await shop().post(
      '/api/admin/products',
      {
        description: 'Made for a test.',
        price: 999,
        category: 'Kids',
        subCategory: 'Winterwear',
        sizes: ['M'],
        image: [picture],
        ...product,
      },
      operator.token,
    );
    expect([product.id, answer.status]).toEqual([product.id, 201]);
  };

  beforeAll(async () => {
    operator = await newOperator(shop());
    picture = await storedPicture(shop(), operator);
    // Newest last: in list order the typo comes first and the name containing the search last.
    for (const [id, name, price, category, subCategory] of [
      ['quokka-typos', 'Women Quoka Windcheeter', 300, 'Women', 'Topwear'],
      ['quokka-swapped', 'Men Windcheater Quokka', 500, 'Men', 'Winterwear'],
      ['quokka-dear', 'Kids Quokka Windcheater Deluxe', 900, 'Kids', 'Winterwear'],
      ['quokka-cheap', 'Kids Quokka Windcheater', 100, 'Kids', 'Winterwear'],
      ['marlin-gilet', 'Kids Marlin Gilet', 999, 'Kids', 'Winterwear'],
    ] as const)
      await addProduct({ id, name, price, category, subCategory });
  });

  it('puts the names containing the search first in the sort asked, then every word as typed, then typos forgiven', async () => {
    expect(await idsOf('quokka windcheater')).toEqual([
      'quokka-cheap',
      'quokka-dear',
      'quokka-swapped',
      'quokka-typos',
    ]);
    expect(await idsOf('quokka windcheater', '&sort=high-low')).toEqual([
      'quokka-dear',
      'quokka-cheap',
      'quokka-swapped',
      'quokka-typos',
    ]);
    expect(await idsOf('QUOKKA WINDCHEATER', '&sort=low-high')).toEqual([
      'quokka-cheap',
      'quokka-dear',
      'quokka-swapped',
      'quokka-typos',
    ]);
    // Always after them, however few the names containing it.
    expect(await idsOf('windcheater quokka')).toEqual([
      'quokka-swapped',
      'quokka-cheap',
      'quokka-dear',
      'quokka-typos',
    ]);
  });

  it('counts both groups in the total and in the facets, each facet without its own filter', async () => {
    expect(await search('quokka windcheater')).toMatchObject({
      total: 4,
      facets: { category: { Kids: 2, Men: 1, Women: 1 }, type: { Topwear: 1, Winterwear: 3 } },
      didYouMean: null,
    });
    expect(await search('quokka windcheater', '&category=Men&category=Women')).toMatchObject({
      total: 2,
      products: [{ _id: 'quokka-swapped' }, { _id: 'quokka-typos' }],
      facets: { category: { Kids: 2, Men: 1, Women: 1 }, type: { Topwear: 1, Winterwear: 1 } },
    });
    const pastTheLast = await shop().get('/api/product/query?q=quokka+windcheater&type=Topwear&page=2&limit=1');
    expect(pastTheLast.body).toMatchObject({ total: 1, products: [] });
  });

  it('forgives a letter wrong, missing, extra or swapped up to five letters, two beyond, never the first', async () => {
    for (const typed of ['gilat', 'gilt', 'giilet', 'gliet', 'marlni', 'marln', 'marleen', 'marliin gilet'])
      expect([typed, await idsOf(typed)]).toEqual([typed, ['marlin-gilet']]);
    for (const typed of ['gixly', 'jilet', 'narlin', 'maaleen', 'marlin gixly'])
      expect([typed, await idsOf(typed)]).toEqual([typed, []]);
  });

  it('leaves out spaces and hyphens: t shirt, t-shirt and tshirt find the same products', async () => {
    const tShirts = (await catalog(shop())).filter((p) => p.name.includes('T-shirt')).map((p) => p._id);
    for (const typed of ['t-shirt', 't shirt', 'tshirt', 'T Shirt', 'TSHIRT'])
      expect([typed, (await idsOf(typed)).sort()]).toEqual([typed, [...tShirts].sort()]);
    const zipFront = (await idsOf('zip-front')).sort();
    expect(zipFront.length).toBeGreaterThan(1);
    for (const typed of ['zip front', 'zipfront'])
      expect([typed, (await idsOf(typed)).sort()]).toEqual([typed, zipFront]);
    expect((await namesOf('crewneck'))[0]).toMatch(/Crew Neck/);
  });

  it('finds either number of a word as typed, before typos: jackets, hoodies, dresses, skirts', async () => {
    const list = await catalog(shop());
    for (const [typed, word] of [
      ['jackets', 'Jacket'],
      ['hoodies', 'Hoodie'],
      ['dresses', 'Dress'],
      ['skirts', 'Skirt'],
    ] as const) {
      const named = list.filter((p) => p.name.split(' ').includes(word)).length;
      const names = (await namesOf(typed)).slice(0, named);
      expect([typed, names.length, names.every((name) => name.includes(word))]).toEqual([typed, named, true]);
    }
  });

  it('finds Devanagari written another way: nukta, either vowel sign of a pair, anusvara or nasal consonant, halant', async () => {
    for (const [written, other] of [
      ['जैकेट', 'जेकेट'],
      ['फ़्लीस', 'फ्लीस'],
      ['जींस', 'जीन्स'],
      ['हुडी', 'हूडी'],
      ['टी-शर्ट', 'टीशर्ट'],
      ['रिलैक्स्ड', 'रिलैक्सड'],
      ['कॉटन', 'कोटन'],
    ] as const) {
      const found = (await idsOf(written)).sort();
      expect([written, found.length > 0]).toEqual([written, true]);
      expect([other, (await idsOf(other)).sort()]).toEqual([other, found]);
    }
  });

  it('finds Hindi words by their common Latin spelling, and leaves out small words such as ki and for', async () => {
    const jackets = (await idsOf('jacket')).sort();
    expect((await idsOf('jaiket')).sort()).toEqual(jackets);
    const girlsSkirts = (await search('ladkiyon ki skart')).products.slice(0, 2);
    expect(girlsSkirts.map((p) => [p.name.startsWith('Girls'), p.name.endsWith('Skirt')])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect((await namesOf('kali jacket'))[0]).toBe('Men Black Zip-Front Utility Jacket');
    expect((await namesOf('jacket for the boys'))[0]).toBe('Boys Red Zip-Front Padded Jacket');
  });

  it('finds the words of a group of synonyms for each other: tee for t-shirts, denim for jeans', async () => {
    const tee = await namesOf('tee');
    const tShirts = (await catalog(shop())).filter((p) => p.name.includes('T-shirt'));
    expect(tee.slice(0, tShirts.length).every((name) => name.includes('T-shirt'))).toBe(true);
    const jeans = await namesOf('denim');
    expect(jeans.length).toBeGreaterThan(2);
    expect(jeans.every((name) => name.includes('Jeans'))).toBe(true);
  });

  it('says what was meant when nothing is found, by a looser match that may change the first letter', async () => {
    expect(await search('kacket')).toMatchObject({ total: 0, products: [], didYouMean: 'jacket' });
    expect(await search('red kacket')).toMatchObject({ total: 0, didYouMean: 'red jacket' });
    expect((await search('qqqqzzzzxx')).didYouMean).toBeNull();
    expect((await search('jacket')).didYouMean).toBeNull();
    // Found on another shelf than the filter's: there was something to find.
    expect(await search('quokka', '&category=Pets')).toMatchObject({ total: 0, didYouMean: null });
    expect((await search('kacket')).didYouMean).toBe('jacket');
  });

  it('finds a product added, renamed or removed later forgivingly, at once', async () => {
    expect(await idsOf('ocelott ponch')).toEqual([]);
    await addProduct({ id: 'ocelot-poncho', name: 'Kids Ocelot Poncho', nameHi: 'बच्चों का ओसेलॉट पोंचो' });
    expect(await idsOf('ocelott ponch')).toEqual(['ocelot-poncho']);
    expect(await idsOf('ओसेलोट')).toEqual(['ocelot-poncho']);
    await addProduct({ id: 'ocelot-poncho', name: 'Kids Narwhal Poncho', category: 'Men', subCategory: 'Topwear' });
    expect(await idsOf('narwahl')).toEqual(['ocelot-poncho']);
    expect(await idsOf('ocelott')).toEqual([]);
    expect(await idsOf('ओसेलोट')).toEqual([]);
    expect(await search('narwahl')).toMatchObject({ facets: { category: { Men: 1 }, type: { Topwear: 1 } } });
    expect(
      (
        await shop().request({
          method: 'DELETE',
          url: '/api/admin/products/ocelot-poncho',
          headers: { token: operator.token },
        })
      ).status,
    ).toBe(200);
    expect(await idsOf('narwahl')).toEqual([]);
  });
});
