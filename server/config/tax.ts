// The shop as its tax invoices name it: GSTIN, legal name, address and state, and the GST rate of the delivery fee.
// The defaults make the demo shop a valid Bengaluru (Karnataka) shop; a GSTIN with a wrong form or check character,
// a SHOP_STATE that is no state of India, or a GSTIN registered in another state than SHOP_STATE stops the start, named.
import { gstStateCodes, stateOfGstCode } from './states';
import { ConfigError, type Env, type SettingsReader } from './values';

export interface TaxConfig {
  /** SHOP_GSTIN: 15 characters, its first two the shop's state code, its last the check character. */
  shopGstin: string;
  shopLegalName: string;
  shopAddress: string;
  /** SHOP_STATE: the state the shop supplies from; a delivery in it is taxed CGST + SGST, elsewhere IGST. */
  shopState: string;
  /** DELIVERY_FEE_GST_RATE: percent, the fee being GST-inclusive like prices. */
  deliveryFeeGstRate: number;
}

export const TAX_DEFAULTS: TaxConfig = {
  shopGstin: '29AAGCK1234E1ZS',
  shopLegalName: 'Kapda Retail Private Limited',
  shopAddress: '12 Brigade Road, Ashok Nagar, Bengaluru 560025',
  shopState: 'Karnataka',
  deliveryFeeGstRate: 18,
};

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (01-38, 97 other territory, 99 centre), PAN (5 letters, 4 digits, a letter), entity, Z, check. */
const GSTIN_FORM = /^(0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's 15th character from its first 14 (GSTN's modulus-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** Why this GSTIN is refused, or undefined for a valid one. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_FORM.test(gstin))
    return 'it must be 15 characters: a state code, the PAN (AAAAA9999A), an entity character, Z and a check character';
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected)
    return `its check character is ${gstin[14] ?? ''}, but these 14 characters need ${expected}`;
  return undefined;
}

function gstinOf(raw: string | undefined): string {
  const gstin = (raw ?? '').trim().toUpperCase() || TAX_DEFAULTS.shopGstin;
  const problem = gstinProblem(gstin);
  if (problem) throw new ConfigError(`SHOP_GSTIN "${gstin}" is not a valid GSTIN: ${problem}.`);
  return gstin;
}

function textOf(env: Env, name: string, fallback: string, maxLength: number): string {
  const value = (env[name] ?? '').trim() || fallback;
  if (value.length > maxLength) throw new ConfigError(`${name} must be at most ${maxLength} characters long.`);
  return value;
}

/** SHOP_STATE as the directory names it ("karnataka", "Orissa": Karnataka, Odisha), or refused if it is no state. */
function stateOf(env: Env): string {
  const state = textOf(env, 'SHOP_STATE', TAX_DEFAULTS.shopState, 60);
  const [code] = gstStateCodes(state);
  if (code === undefined)
    throw new ConfigError(
      `SHOP_STATE must be a state or union territory of India, such as Karnataka; it is "${state}".`,
    );
  return stateOfGstCode(code) ?? state;
}

/** A GSTIN's first two digits are the state it is registered in: the shop's own, whose deliveries are CGST + SGST. */
function gstinStateProblem(gstin: string, state: string): string | undefined {
  const code = gstin.slice(0, 2);
  const codes = gstStateCodes(state);
  if (codes.includes(code)) return undefined;
  const registered = stateOfGstCode(code);
  const where = registered
    ? `is registered in ${registered} (state code ${code})`
    : `starts with ${code}, no state's code`;
  return (
    `SHOP_GSTIN "${gstin}" ${where}, but SHOP_STATE is ${state} (${codes[0] ?? ''}): ` +
    "a shop's GSTIN starts with its state's code; set the shop's own GSTIN or its state."
  );
}

export function loadTaxConfig(env: Env, settings: SettingsReader): TaxConfig {
  const gstin = settings.read<string | undefined>(() => gstinOf(env.SHOP_GSTIN), undefined);
  const state = settings.read<string | undefined>(() => stateOf(env), undefined);
  // Compared only when both are themselves right: one mistake is named once.
  const problem = gstin && state ? gstinStateProblem(gstin, state) : undefined;
  if (problem) settings.refuse(problem);
  return {
    shopGstin: gstin ?? TAX_DEFAULTS.shopGstin,
    shopLegalName: settings.read(
      () => textOf(env, 'SHOP_LEGAL_NAME', TAX_DEFAULTS.shopLegalName, 200),
      TAX_DEFAULTS.shopLegalName,
    ),
    shopAddress: settings.read(
      () => textOf(env, 'SHOP_ADDRESS', TAX_DEFAULTS.shopAddress, 300),
      TAX_DEFAULTS.shopAddress,
    ),
    shopState: state ?? TAX_DEFAULTS.shopState,
    deliveryFeeGstRate: settings.integer(env, 'DELIVERY_FEE_GST_RATE', TAX_DEFAULTS.deliveryFeeGstRate, 0, 28),
  };
}
