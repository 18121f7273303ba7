// SHOP_GSTIN beside SHOP_STATE at start-up: a GSTIN's first two digits are the state it is registered in, which must be
// the shop's own (its deliveries there are taxed CGST + SGST); both are read as the operator writes them.
import { ConfigError, loadConfig, TAX_DEFAULTS } from '.';
import { gstinCheckCharacter } from './tax';

/** A well-formed GSTIN of this state code (the demo shop's PAN, its check character computed). */
const gstinOf = (code: string) => {
  const first14 = `${code}AAGCK1234E1Z`;
  return first14 + gstinCheckCharacter(first14);
};

const start = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/unused-shop', JWT_SECRET: 'x'.repeat(32), ...env }, '/tmp', false);

const refusal = (env: Record<string, string>): string => {
  try {
    start(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('The start was not refused.');
};

describe('SHOP_GSTIN and SHOP_STATE', () => {
  it('make the demo shop a Karnataka shop whose GSTIN starts with 29', () => {
    expect(TAX_DEFAULTS.shopGstin).toBe(gstinOf('29'));
    expect(start({})).toMatchObject({ shopGstin: TAX_DEFAULTS.shopGstin, shopState: 'Karnataka' });
  });

  it("take a GSTIN of the shop's state, the state written as the directory names it", () => {
    expect(start({ SHOP_GSTIN: '27AAPFU0939F1ZV', SHOP_STATE: 'maharashtra' })).toMatchObject({
      shopGstin: '27AAPFU0939F1ZV',
      shopState: 'Maharashtra',
    });
    expect(start({ SHOP_GSTIN: gstinOf('21'), SHOP_STATE: 'Orissa' }).shopState).toBe('Odisha');
    expect(start({ SHOP_GSTIN: gstinOf('07'), SHOP_STATE: 'NCT of Delhi' }).shopState).toBe('Delhi');
    // Registered before Telangana split from it.
    expect(start({ SHOP_GSTIN: gstinOf('28'), SHOP_STATE: 'Andhra Pradesh' }).shopState).toBe('Andhra Pradesh');
  });

  it('stop the start on a GSTIN registered in another state, naming both', () => {
    expect(refusal({ SHOP_GSTIN: '27AAPFU0939F1ZV' })).toBe(
      'SHOP_GSTIN "27AAPFU0939F1ZV" is registered in Maharashtra (state code 27), but SHOP_STATE is Karnataka (29): ' +
        "a shop's GSTIN starts with its state's code; set the shop's own GSTIN or its state.",
    );
    expect(refusal({ SHOP_STATE: 'Tamil Nadu' })).toBe(
      `SHOP_GSTIN "${TAX_DEFAULTS.shopGstin}" is registered in Karnataka (state code 29), but SHOP_STATE is ` +
        "Tamil Nadu (33): a shop's GSTIN starts with its state's code; set the shop's own GSTIN or its state.",
    );
    expect(refusal({ SHOP_GSTIN: gstinOf('99') })).toMatch(
      /^SHOP_GSTIN "99AAGCK1234E1Z." starts with 99, no state's code, but SHOP_STATE is Karnataka \(29\)/,
    );
  });

  it('stop the start on a SHOP_STATE that is no state of India', () => {
    expect(refusal({ SHOP_STATE: 'Bengaluru' })).toBe(
      'SHOP_STATE must be a state or union territory of India, such as Karnataka; it is "Bengaluru".',
    );
  });

  it('name a wrong GSTIN and a wrong state at once, without also calling them a mismatch', () => {
    expect(refusal({ SHOP_GSTIN: '29AAGCK1234E1ZT', SHOP_STATE: 'Karnatka', DELIVERY_FEE_GST_RATE: '30' })).toBe(
      [
        '3 settings must change:',
        '  - SHOP_GSTIN "29AAGCK1234E1ZT" is not a valid GSTIN: its check character is T, but these 14 characters need S.',
        '  - SHOP_STATE must be a state or union territory of India, such as Karnataka; it is "Karnatka".',
        '  - DELIVERY_FEE_GST_RATE must be a whole number from 0 to 28; it is "30".',
      ].join('\n'),
    );
  });
});
