// India's states and union territories as a delivery address names them: the directory writes them in capitals
// ("ANDAMAN AND NICOBAR ISLANDS"), shoppers in any case, with "&", or by an older name ("Orissa"). Both become one key.

/** Older or shorter names shoppers write, by key, and the directory's name they mean. */
const ALIASES: Readonly<Record<string, string>> = {
  ORISSA: 'ODISHA',
  PONDICHERRY: 'PUDUCHERRY',
  'DADRA AND NAGAR HAVELI': 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DAMAN AND DIU': 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'ANDAMAN AND NICOBAR': 'ANDAMAN AND NICOBAR ISLANDS',
  'NCT OF DELHI': 'DELHI',
  'NEW DELHI': 'DELHI',
  'J AND K': 'JAMMU AND KASHMIR',
  UTTARANCHAL: 'UTTARAKHAND',
};

/** The key a state's name is compared by: capitals, "&" as "and", one space between words. */
export function stateKey(name: string): string {
  const key = name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ALIASES[key] ?? key;
}

const SMALL_WORDS = new Set(['AND', 'OF', 'THE']);

/** The directory's capitals as a form shows a state: "Andaman and Nicobar Islands". */
export function stateName(directoryName: string): string {
  return directoryName
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toUpperCase()) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
