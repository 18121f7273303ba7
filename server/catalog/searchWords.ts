// The words a forgiving search compares (forgivingSearch.ts): names and queries cut into words and each written one way
// (lower case, Latin accents dropped, Devanagari's spelling variants folded), how far two spellings are apart, and
// which typos a word forgives. Pure functions: the index (searchIndex.ts) and the queries use the same ones.

/** Devanagari's signs that either member of a pair may stand for, and their one spelling. */
const DEVANAGARI_FOLDS: Record<string, string> = {
  '\u0901': '\u0902', // candrabindu: anusvara
  '\u0948': '\u0947', // ै: े
  '\u094C': '\u094B', // ौ: ो
  '\u0949': '\u094B', // ॉ: ो
  '\u0945': '\u0947', // ॅ: े
  '\u0940': '\u093F', // ी: ि
  '\u0942': '\u0941', // ू: ु
  '\u0910': '\u090F', // ऐ: ए
  '\u0914': '\u0913', // औ: ओ
  '\u0911': '\u0913', // ऑ: ओ
  '\u090D': '\u090F', // ऍ: ए
  '\u0908': '\u0907', // ई: इ
  '\u090A': '\u0909', // ऊ: उ
};
const FOLDED = new RegExp(`[${Object.keys(DEVANAGARI_FOLDS).join('')}]`, 'g');
/** A nasal consonant with a halant before a consonant is written as the anusvara as often: जीन्स, जींस. */
const NASAL_CLUSTER = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;
const NUKTA_OR_HALANT = /[\u093C\u094D]/g;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** What separates words: anything but a letter, a mark or a digit (apostrophes are dropped first: women's). */
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;
const APOSTROPHES = /['\u2019]/g;
const DEVANAGARI = /[\u0900-\u097F]/;
const DIGITS = /\p{N}/u;
const LETTERS = /\p{L}/u;

/**
 * A word as the search compares it: lower case, Latin letters without accents, and Devanagari without nukta or halant,
 * with one vowel sign of each pair (ै/े, ौ/ो, ी/ि, ू/ु, ॉ/ो) and the anusvara for a nasal consonant's cluster.
 */
export function searchKey(word: string): string {
  return word
    .normalize('NFD')
    .toLowerCase()
    .replace(LATIN_ACCENTS, '')
    .replace(NASAL_CLUSTER, '\u0902')
    .replace(NUKTA_OR_HALANT, '')
    .replace(FOLDED, (sign) => DEVANAGARI_FOLDS[sign] ?? sign)
    .normalize('NFC');
}

const STOPWORDS = new Set(
  [
    ...['a', 'an', 'the', 'and', 'or', 'for', 'of', 'with', 'in', 'on', 'to', 'by'],
    ...['ki', 'ka', 'ke', 'kaa', 'kee', 'ko', 'aur', 'me', 'mein', 'wala', 'wali', 'wale', 'vala', 'vali', 'vale'],
    ...['की', 'का', 'के', 'को', 'और', 'में', 'वाला', 'वाली', 'वाले'],
  ].map(searchKey),
);

/**
 * Where a product has a word: in its name as the search compares it, in its name as written (lower case, between
 * spaces: what "name contains" reads; a word written as compared is this one), or as its category or type.
 */
export const WORD_SOURCE = { name: 0, written: 1, shelf: 2 } as const;

/** Words a query can leave out: "ladkiyon ki skirt" asks for girls' skirts. */
export const isStopword = (key: string): boolean => STOPWORDS.has(key);

export const hasDigits = (key: string): boolean => DIGITS.test(key);
export const hasLetters = (key: string): boolean => LETTERS.test(key);
export const isDevanagari = (word: string): boolean => DEVANAGARI.test(word);
export const length = (word: string): number => [...word].length;

/**
 * A name's words as written: lower case, between spaces ("t-shirt", "no.", "जैकेट"). A text without spaces is in
 * the name exactly when it is in one of them, which the index finds without reading the names.
 */
export const writtenWords = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');

/** A text's words in order, each as written (lower case) and as compared; hyphens and dots part words as spaces do. */
export function wordsOf(text: string): Array<{ written: string; key: string; chunk: number }> {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(/\s+/)
    .flatMap((chunk, index) =>
      chunk
        .split(SEPARATORS)
        .filter((part) => part !== '')
        .map((written) => ({ written, key: searchKey(written), chunk: index })),
    )
    .filter((word) => word.key !== '');
}

/** Whether two neighbouring words are also indexed as one: a letter or two before another word (T Shirt, A Line). */
const joinable = (before: { key: string }, after: { key: string }) =>
  length(before.key) <= 2 &&
  (length(before.key) === 1 || !isStopword(before.key)) &&
  !hasDigits(before.key) &&
  !hasDigits(after.key);

/**
 * The words a product's name is found by, each as compared and as written: every word, and neighbours written as one
 * where a shopper may leave out the space or hyphen between them ("T-shirt" is found as "t", "shirt" and "tshirt";
 * "A Line" as "aline").
 */
export function nameWords(name: string): Array<{ key: string; written: string }> {
  const words = wordsOf(name);
  const found: Array<{ key: string; written: string }> = words.map(({ key, written }) => ({ key, written }));
  for (let index = 1; index < words.length; index += 1) {
    const [before, after] = [words[index - 1], words[index]];
    if (before && after && (before.chunk === after.chunk || joinable(before, after)))
      found.push({ key: before.key + after.key, written: before.written + after.written });
  }
  return found;
}

/** The keys of `nameWords`, each once. */
export const nameKeys = (name: string): string[] => [...new Set(nameWords(name).map((word) => word.key))];

/** Edits a word of this many letters forgives: one up to five letters, two beyond; none for a single letter. */
export function allowedEdits(letters: number): number {
  if (letters <= 1) return 0;
  return letters <= 5 ? 1 : 2;
}

/**
 * The spellings made by leaving out up to `edits` letters, never the first: two spellings within `edits` letters wrong,
 * missing, extra or swapped share one of them (symmetric deletion), so an index of them finds a word's near spellings.
 */
export function deletions(word: string, edits: number): string[] {
  const found = new Set([word]);
  let round = [word];
  for (let step = 0; step < edits; step += 1) {
    const next: string[] = [];
    for (const spelling of round) {
      const letters = [...spelling];
      for (let index = 1; index < letters.length; index += 1) {
        const shorter = [...letters.slice(0, index), ...letters.slice(index + 1)].join('');
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    round = next;
  }
  return [...found];
}

/**
 * Deletions an indexed spelling needs: enough for any word that may forgive it (a word of six letters or more may be
 * two edits away, and is then at least four letters long).
 */
export const indexedEdits = (form: string): number => (length(form) >= 4 ? 2 : 1);

/** Letters wrong, missing, extra or swapped (optimal string alignment), or `limit + 1` once more than `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[y.length] ?? limit + 1, limit + 1);
}

/** Whether `typed` forgivingly spells `form`: the same first letter, and no more edits than its length allows. */
export function forgives(typed: string, form: string): boolean {
  const allowed = allowedEdits(length(typed));
  return [...typed][0] === [...form][0] && editDistance(typed, form, allowed) <= allowed;
}

/** A Latin word's other number: jackets, jacket; dresses, dress; hoodies, hoody. Hindi words have none here. */
export function pluralForms(key: string): string[] {
  if (length(key) < 3 || !/^[a-z]+$/.test(key)) return [];
  const forms = new Set<string>();
  if (key.endsWith('ies')) forms.add(`${key.slice(0, -3)}y`);
  if (key.endsWith('es')) forms.add(key.slice(0, -2));
  if (key.endsWith('s') && !key.endsWith('ss')) forms.add(key.slice(0, -1));
  else {
    forms.add(`${key}s`);
    forms.add(`${key}es`);
    if (key.endsWith('y')) forms.add(`${key.slice(0, -1)}ies`);
  }
  forms.delete(key);
  return [...forms].filter((form) => length(form) >= 2);
}

/** Hinglish written with doubled vowels (jeens, ladkee) as the index's Latin spellings of Hindi write them. */
export function shortVowels(key: string): string | undefined {
  if (!/^[a-z]+$/.test(key)) return undefined;
  const short = key.replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/aa/g, 'a');
  return short === key ? undefined : short;
}
