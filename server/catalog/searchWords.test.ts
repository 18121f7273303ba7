// How the forgiving search writes and compares words (searchWords.ts, hinglish.ts): pure functions, no database.
import { latinSpelling } from './hinglish';
import {
  allowedEdits,
  deletions,
  editDistance,
  forgives,
  isStopword,
  nameKeys,
  pluralForms,
  searchKey,
  shortVowels,
  writtenWords,
} from './searchWords';

describe('the words a search compares', () => {
  it('writes a word one way: lower case, Latin accents left out, Devanagari’s variants folded', () => {
    expect(searchKey('JACKET')).toBe('jacket');
    expect(searchKey('Café')).toBe('cafe');
    // Nukta, either vowel sign of a pair, a nasal consonant's cluster as the anusvara, candrabindu, halant.
    for (const [one, other] of [
      ['फ़्लीस', 'फ्लीस'],
      ['जैकेट', 'जेकेट'],
      ['कॉटन', 'कोटन'],
      ['हूडी', 'हुडी'],
      ['जीन्स', 'जींस'],
      ['महिलाएँ', 'महिलाएं'],
      ['रिलैक्स्ड', 'रिलैक्सड'],
      ['लड़की', 'लडकी'],
    ] as const)
      expect([one, searchKey(one)]).toEqual([one, searchKey(other)]);
    expect(searchKey('जैकेट')).not.toBe(searchKey('जाकेट'));
  });

  it('finds a name by each word, and by neighbours written as one where a hyphen or a single letter parts them', () => {
    expect(nameKeys('Men Navy T-shirt No. 4711')).toEqual(['men', 'navy', 't', 'shirt', 'no', '4711', 'tshirt']);
    expect(nameKeys("Women's A Line Skirt")).toEqual(['womens', 'a', 'line', 'skirt', 'aline']);
    expect(nameKeys('लड़कियों की टी-शर्ट')).toEqual([searchKey('लड़कियों'), 'कि', 'टि', 'शरट', 'टिशरट']);
    expect(writtenWords('Men  Navy T-shirt  No.')).toEqual(['men', 'navy', 't-shirt', 'no.']);
  });

  it('spells Hindi words in Latin letters as shoppers type them, the inherent a left out where Hindi leaves it', () => {
    for (const [word, latin] of [
      ['लड़कियों', 'ladkiyon'],
      ['लड़कों', 'ladkon'],
      ['जैकेट', 'jaiket'],
      ['स्कर्ट', 'skart'],
      ['महिलाओं', 'mahilaon'],
      ['पुरुषों', 'purushon'],
      ['कमर', 'kamar'],
      ['आसमानी', 'asmani'],
      ['जींस', 'jins'],
      ['फ़्लीस', 'flis'],
      ['रंग', 'rang'],
    ] as const)
      expect([word, latinSpelling(word)]).toEqual([word, latin]);
    expect(latinSpelling('jacket')).toBeUndefined();
  });

  it('forgives one edit up to five letters and two beyond, a swap counting as one, never the first letter', () => {
    expect([1, 2, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
    expect(editDistance('jakcet', 'jacket', 2)).toBe(1);
    expect(editDistance('jaket', 'jacket', 2)).toBe(1);
    expect(editDistance('jacket', 'hoodie', 2)).toBe(3);
    for (const [typed, form] of [
      ['gilat', 'gilet'],
      ['gilt', 'gilet'],
      ['giilet', 'gilet'],
      ['gliet', 'gilet'],
      ['marlni', 'marlin'],
      ['marleen', 'marlin'],
      ['jaket', 'jacket'],
      ['jackett', 'jacket'],
    ] as const)
      expect([typed, forgives(typed, form)]).toEqual([typed, true]);
    for (const [typed, form] of [
      ['gixly', 'gilet'],
      ['jilet', 'gilet'],
      ['kacket', 'jacket'],
      ['maaleen', 'marlin'],
    ] as const)
      expect([typed, forgives(typed, form)]).toEqual([typed, false]);
  });

  it('leaves letters out, never the first, so near spellings share a spelling', () => {
    expect(deletions('abc', 1).sort()).toEqual(['ab', 'abc', 'ac']);
    expect(deletions('abcd', 2)).not.toContain('bcd');
    expect(deletions('jacket', 2)).toContain('jaet');
    const shared = (a: string, b: string) => deletions(a, 1).some((one) => deletions(b, 1).includes(one));
    expect([shared('jaket', 'jacket'), shared('jakcet', 'jacket'), shared('hoddie', 'hoodie')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('knows the other number of a Latin word, Hinglish doubled vowels, and the small words a search leaves out', () => {
    expect(pluralForms('jackets')).toEqual(['jacket']);
    expect(pluralForms('dresses')).toContain('dress');
    expect(pluralForms('hoodies')).toContain('hoodie');
    expect(pluralForms('jacket')).toEqual(['jackets', 'jacketes']);
    expect(pluralForms('जैकेट')).toEqual([]);
    expect([shortVowels('jeens'), shortVowels('ladkee'), shortVowels('jeans')]).toEqual(['jins', 'ladki', undefined]);
    expect(['ki', 'for', 'the', searchKey('की')].every(isStopword)).toBe(true);
    expect(isStopword('jacket')).toBe(false);
  });
});
