// The common Latin spelling of a Hindi word (लड़कियों: ladkiyon, जैकेट: jaiket, स्कर्ट: skart), which shoppers type
// for it: one letter or two per sign, and the inherent "a" left out where Hindi leaves it out (at the end of a word,
// and between a vowel and a consonant that has its own: लड़कों is ladkon, not ladakon). A search then forgives the
// rest of the variation (ee or i, w or v) as it forgives a typo.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** A consonant with a nukta, where it sounds otherwise (ज़ z); the others keep their plain sound. */
const WITH_NUKTA: Record<string, string> = { ज: 'z', फ: 'f', क: 'k', ख: 'kh', ग: 'g' };
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
};
const NUKTA = '\u093C';
const HALANT = '\u094D';
const NASAL = new Set(['\u0901', '\u0902']);
const VISARGA = '\u0903';

/** A syllable: its consonants, its vowel (the inherent one until a sign says otherwise) and what closes it (ं, ः). */
interface Syllable {
  consonant: string;
  vowel: string;
  inherent: boolean;
  coda: string;
}

function syllables(word: string): Syllable[] | undefined {
  const found: Syllable[] = [];
  const letters = [...word.normalize('NFD')];
  for (let index = 0; index < letters.length; index += 1) {
    const letter = letters[index] ?? '';
    const last = found[found.length - 1];
    if (letter in CONSONANTS) {
      const nukta = letters[index + 1] === NUKTA;
      if (nukta) index += 1;
      const sound = (nukta ? WITH_NUKTA[letter] : undefined) ?? CONSONANTS[letter] ?? '';
      // After a halant the consonant joins the one before it: स्क is one cluster.
      if (last && last.vowel === '' && !last.inherent && last.coda === '' && last.consonant !== '')
        Object.assign(last, { consonant: last.consonant + sound, vowel: 'a', inherent: true });
      else found.push({ consonant: sound, vowel: 'a', inherent: true, coda: '' });
    } else if (letter in VOWELS) found.push({ consonant: '', vowel: VOWELS[letter] ?? '', inherent: false, coda: '' });
    else if (letter in VOWEL_SIGNS && last) Object.assign(last, { vowel: VOWEL_SIGNS[letter], inherent: false });
    else if (letter === HALANT && last) Object.assign(last, { vowel: '', inherent: false });
    else if (NASAL.has(letter) && last) last.coda += 'n';
    else if (letter === VISARGA && last) last.coda += 'h';
    else if (letter !== NUKTA) return undefined;
  }
  return found;
}

/** The Latin spelling of a Devanagari word (of Devanagari letters only), or undefined for any other. */
export function latinSpelling(word: string): string | undefined {
  const found = syllables(word);
  if (!found || found.length === 0) return undefined;
  // From the end, so whether the next syllable keeps its vowel is known: कमर is kamar, लड़कों ladkon.
  const dropped = found.map(() => false);
  const spoken = (index: number) => found[index] !== undefined && found[index]?.vowel !== '' && !dropped[index];
  for (let index = found.length - 1; index >= 0; index -= 1) {
    const syllable = found[index];
    if (!syllable?.inherent || syllable.coda !== '' || found.length === 1) continue;
    dropped[index] =
      index === found.length - 1 ||
      (index > 0 && spoken(index - 1) && spoken(index + 1) && found[index + 1]?.consonant !== '');
  }
  return found
    .map((syllable, index) => syllable.consonant + (dropped[index] ? '' : syllable.vowel) + syllable.coda)
    .join('');
}
