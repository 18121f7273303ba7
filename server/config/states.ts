// India's states and union territories as a delivery address names them: the directory writes them in capitals
// ("ANDAMAN AND NICOBAR ISLANDS"), shoppers in any case, with "&", or by an older name ("Orissa"). Both become one key.
// Kept with the settings, below the wings, because the shop's own settings name a state too (SHOP_STATE, tax.ts); the
// places wing reads addresses with it, and its face offers what other wings need of it.

/** Older names, short forms and common spellings shoppers write, by key, and the directory's name they mean. */
const ALIASES: Readonly<Record<string, string>> = {
  ORISSA: 'ODISHA',
  ORRISA: 'ODISHA',
  PONDICHERRY: 'PUDUCHERRY',
  PONDY: 'PUDUCHERRY',
  'DADRA AND NAGAR HAVELI': 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DAMAN AND DIU': 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'ANDAMAN AND NICOBAR': 'ANDAMAN AND NICOBAR ISLANDS',
  'NCT OF DELHI': 'DELHI',
  'NEW DELHI': 'DELHI',
  'J AND K': 'JAMMU AND KASHMIR',
  'JAMMU KASHMIR': 'JAMMU AND KASHMIR',
  UTTARANCHAL: 'UTTARAKHAND',
  UTTRAKHAND: 'UTTARAKHAND',
  UTTARKHAND: 'UTTARAKHAND',
  MAHARASTRA: 'MAHARASHTRA',
  GUJRAT: 'GUJARAT',
  CHATTISGARH: 'CHHATTISGARH',
  CHHATISGARH: 'CHHATTISGARH',
  CHATISGARH: 'CHHATTISGARH',
  TELENGANA: 'TELANGANA',
  PANJAB: 'PUNJAB',
  HARIYANA: 'HARYANA',
  // ISO 3166-2:IN's codes (today's and withdrawn ones), vehicle registration and postal abbreviations. A code is read
  // only as the whole of what was written: "AS" inside "Assam" or a street is no code.
  AN: 'ANDAMAN AND NICOBAR ISLANDS',
  AP: 'ANDHRA PRADESH',
  AR: 'ARUNACHAL PRADESH',
  AS: 'ASSAM',
  BR: 'BIHAR',
  CH: 'CHANDIGARH',
  CG: 'CHHATTISGARH',
  CT: 'CHHATTISGARH',
  DD: 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  DH: 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  DN: 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  DL: 'DELHI',
  GA: 'GOA',
  GJ: 'GUJARAT',
  HP: 'HIMACHAL PRADESH',
  HR: 'HARYANA',
  JH: 'JHARKHAND',
  JK: 'JAMMU AND KASHMIR',
  KA: 'KARNATAKA',
  KL: 'KERALA',
  LA: 'LADAKH',
  LD: 'LAKSHADWEEP',
  MH: 'MAHARASHTRA',
  ML: 'MEGHALAYA',
  MN: 'MANIPUR',
  MP: 'MADHYA PRADESH',
  MZ: 'MIZORAM',
  NL: 'NAGALAND',
  OD: 'ODISHA',
  OR: 'ODISHA',
  PB: 'PUNJAB',
  PY: 'PUDUCHERRY',
  RJ: 'RAJASTHAN',
  SK: 'SIKKIM',
  TG: 'TELANGANA',
  TN: 'TAMIL NADU',
  TR: 'TRIPURA',
  TS: 'TELANGANA',
  UA: 'UTTARAKHAND',
  UK: 'UTTARAKHAND',
  UL: 'UTTARAKHAND',
  UP: 'UTTAR PRADESH',
  UT: 'UTTARAKHAND',
  WB: 'WEST BENGAL',
};

/** Words around a state's name that name no state: "IN-MH", "Maharashtra State", "Karnataka, India". */
const NOISE = /^(IN )+|( (STATE|INDIA))+$/g;

/** The key a state's name is compared by: capitals, "&" as "and", one space between words, a short form resolved. */
export function stateKey(name: string): string {
  const key = name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(NOISE, '');
  const resolved = ALIASES[key] ?? key;
  return SPACELESS.get(resolved.replaceAll(' ', '')) ?? resolved;
}

/** The National Capital Region, which shoppers write as a state ("Delhi NCR"): Delhi and its neighbours' districts. */
const NCR = ['DELHI', 'HARYANA', 'UTTAR PRADESH', 'RAJASTHAN'];

/**
 * The states (their keys) a delivery address's state field names: one for a state's name, code or other spelling,
 * the region's states for "Delhi NCR", or none for a text that names no state (empty, a city, another script).
 */
export function statesNamed(text: string): readonly string[] {
  const key = stateKey(text);
  if (GST_STATE_CODES[key]) return [key];
  if (/\bNCR\b/.test(key)) return NCR;
  return [];
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

/**
 * GST's state codes, a GSTIN's first two digits, by the directory's name of the state: today's code first, then one
 * that registrations of before a state's split or merger still carry (Andhra Pradesh before Telangana, Daman and Diu
 * before it joined Dadra and Nagar Haveli). 97 (other territory) and 99 (the centre) are no state's.
 */
const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  'JAMMU AND KASHMIR': ['01'],
  'HIMACHAL PRADESH': ['02'],
  PUNJAB: ['03'],
  CHANDIGARH: ['04'],
  UTTARAKHAND: ['05'],
  HARYANA: ['06'],
  DELHI: ['07'],
  RAJASTHAN: ['08'],
  'UTTAR PRADESH': ['09'],
  BIHAR: ['10'],
  SIKKIM: ['11'],
  'ARUNACHAL PRADESH': ['12'],
  NAGALAND: ['13'],
  MANIPUR: ['14'],
  MIZORAM: ['15'],
  TRIPURA: ['16'],
  MEGHALAYA: ['17'],
  ASSAM: ['18'],
  'WEST BENGAL': ['19'],
  JHARKHAND: ['20'],
  ODISHA: ['21'],
  CHHATTISGARH: ['22'],
  'MADHYA PRADESH': ['23'],
  GUJARAT: ['24'],
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': ['26', '25'],
  MAHARASHTRA: ['27'],
  'ANDHRA PRADESH': ['37', '28'],
  KARNATAKA: ['29'],
  GOA: ['30'],
  LAKSHADWEEP: ['31'],
  KERALA: ['32'],
  'TAMIL NADU': ['33'],
  PUDUCHERRY: ['34'],
  'ANDAMAN AND NICOBAR ISLANDS': ['35'],
  TELANGANA: ['36'],
  LADAKH: ['38'],
};

/** Every state's key by its letters alone ("TAMILNADU", "WESTBENGAL"), for names written without their spaces. */
const SPACELESS: ReadonlyMap<string, string> = new Map(
  Object.keys(GST_STATE_CODES).map((key) => [key.replaceAll(' ', ''), key]),
);

/** The state's GST codes (today's first), or none for a name that is no state or union territory of India. */
export function gstStateCodes(name: string): readonly string[] {
  return GST_STATE_CODES[stateKey(name)] ?? [];
}

/** The state a GST state code is of, as a form shows it, or undefined for a code that is no state's. */
export function stateOfGstCode(code: string): string | undefined {
  const key = Object.keys(GST_STATE_CODES).find((state) => GST_STATE_CODES[state]?.includes(code));
  return key === undefined ? undefined : stateName(key);
}
