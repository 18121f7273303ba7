// The forgiving search's query set (issue 48): a hundred searches a shopper types for the demo catalog's clothes
// (server/demo/catalog.ts) with a letter wrong, spaces left out, the other number, a synonym, Hinglish or another
// Devanagari spelling, each with the products it means: those whose English name has each of `meant`'s words
// (a "|" between words: any of them; hyphens part words too) and, when given, are of `category`. The search must
// show them first: server/catalog/searchQuerySet.test.ts, docs/performance.md.

export interface MeantQuery {
  q: string;
  kind: 'typo' | 'spacing' | 'number' | 'synonym' | 'hinglish' | 'devanagari';
  meant: string[];
  category?: 'Men' | 'Women' | 'Kids';
}

const queries = (kind: MeantQuery['kind'], list: Array<[string, string[], MeantQuery['category']?]>): MeantQuery[] =>
  list.map(([q, meant, category]) => ({ q, kind, meant, ...(category && { category }) }));

export const SEARCH_QUERY_SET: readonly MeantQuery[] = [
  ...queries('typo', [
    ['jaket', ['jacket']],
    ['jackett', ['jacket']],
    ['jakcet', ['jacket']],
    ['hoddie', ['hoodie']],
    ['hoodei', ['hoodie']],
    ['sweter', ['sweater']],
    ['sweatr', ['sweater']],
    ['jeens', ['jeans']],
    ['trousres', ['trousers']],
    ['jogers', ['joggers']],
    ['skrit', ['skirt']],
    ['shrots', ['shorts']],
    ['blose', ['blouse']],
    ['dres', ['dress']],
    ['dresss', ['dress']],
    ['chinso', ['chinos']],
    ['oxfrod shirt', ['oxford', 'shirt']],
    ['corduroi jacket', ['corduroy', 'jacket']],
    ['fleece hoddie', ['fleece', 'hoodie']],
    ['lavendar top', ['lavender', 'top']],
    ['marron polo', ['maroon', 'polo']],
    ['mustrad skirt', ['mustard', 'skirt']],
    ['biege trousers', ['beige', 'trousers']],
    ['khakhi trousers', ['khaki', 'trousers']],
    ['charcol trousers', ['charcoal', 'trousers']],
    ['indgo jeans', ['indigo', 'jeans']],
    ['navvy sweater', ['navy', 'sweater']],
    ['yelow t-shirt', ['yellow', 't-shirt']],
    ['pnik hoodie', ['pink', 'hoodie']],
    ['sweatshrt', ['hoodie']],
    ['cotton shrit', ['cotton', 'shirt']],
    ['polo tshrt', ['polo', 't-shirt']],
    ['grafic tshirt', ['graphic', 't-shirt']],
    ['skinny jaens', ['skinny', 'jeans']],
    ['puff sleve top', ['puff', 'sleeve', 'top']],
  ]),
  ...queries('spacing', [
    ['t shirt', ['t-shirt']],
    ['tshirt', ['t-shirt']],
    ['zip front jacket', ['zip-front', 'jacket']],
    ['zipfront jacket', ['zip-front', 'jacket']],
    ['crewneck sweater', ['crew', 'neck', 'sweater']],
    ['roundneck tshirt', ['round', 'neck', 't-shirt']],
    ['aline skirt', ['a-line', 'skirt']],
    ['pullon jeans', ['pull-on', 'jeans']],
    ['quickdry shorts', ['quick-dry', 'shorts']],
    ['highrise jeans', ['high-rise', 'jeans']],
  ]),
  ...queries('number', [
    ['jackets', ['jacket']],
    ['hoodies', ['hoodie']],
    ['dresses', ['dress']],
    ['sweaters', ['sweater']],
    ['skirts', ['skirt']],
    ['tops', ['top']],
    ['polos', ['polo']],
    ['blouses', ['blouse']],
  ]),
  ...queries('synonym', [
    ['tee', ['t-shirt']],
    ['tees', ['t-shirt']],
    ['denim', ['jeans']],
    ['sweatshirt', ['hoodie']],
    ['pants', ['trousers|pants']],
    ['girl hoodie', ['girls', 'hoodie']],
    ['boy jeans', ['boys', 'jeans']],
    ['woman jacket', ['women', 'jacket']],
    ['man polo', ['men', 'polo']],
    ['kids jacket', ['jacket'], 'Kids'],
  ]),
  ...queries('hinglish', [
    ['jaiket', ['jacket']],
    ['ladkiyon ki skart', ['girls', 'skirt']],
    ['ladki ka top', ['girls', 'top']],
    ['ladkon ki jeans', ['boys', 'jeans']],
    ['jeens ladkon ki', ['boys', 'jeans']],
    ['aadmi ki jacket', ['men', 'jacket']],
    ['purush shirt', ['men', 'shirt']],
    ['mahila top', ['women', 'top']],
    ['aurat ki jeans', ['women', 'jeans']],
    ['bachche hoodie', ['hoodie'], 'Kids'],
    ['kali jacket', ['black', 'jacket']],
    ['neeli jeans', ['blue', 'jeans']],
    ['gulabi top', ['pink', 'top']],
    ['safed shirt', ['white', 'shirt']],
    ['lal dress', ['red', 'dress']],
    ['peeli tshirt', ['yellow', 't-shirt']],
    ['hari polo', ['green', 'polo']],
    ['bhuri jacket', ['brown', 'jacket']],
    ['asmani shirt', ['sky', 'shirt']],
    ['narangi shorts', ['orange', 'shorts']],
    ['halki jacket', ['lightweight', 'jacket']],
  ]),
  ...queries('devanagari', [
    ['जेकेट', ['jacket']],
    ['फ्लीस', ['fleece']],
    ['जीन्स', ['jeans']],
    ['टीशर्ट', ['t-shirt']],
    ['टी शर्ट', ['t-shirt']],
    ['हूडी', ['hoodie']],
    ['स्वैटर', ['sweater']],
    ['लडकियों की स्कर्ट', ['girls', 'skirt']],
    ['ट्राउजर', ['trousers']],
    ['जोगर्स', ['joggers']],
    ['कोटन शर्ट', ['cotton', 'shirt']],
    ['ड्रैस', ['dress']],
    ['ब्लाउज', ['blouse']],
    ['पुरुषों की जैकिट', ['men', 'jacket']],
    ['डैनिम जींस', ['denim', 'jeans']],
    ['महिलाओ की ड्रेस', ['women', 'dress']],
  ]),
];

/** An English name's words: between spaces, and each part of a hyphenated one too (T-shirt: t-shirt, t, shirt). */
const nameWords = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .split(/\s+/)
      .flatMap((word) => [word, ...word.split('-')]),
  );

/** Whether a product is one the query means. */
export function isMeant(query: MeantQuery, product: { name: string; category: string }): boolean {
  const words = nameWords(product.name);
  return (
    (query.category === undefined || product.category === query.category) &&
    query.meant.every((word) => word.split('|').some((one) => words.has(one)))
  );
}
