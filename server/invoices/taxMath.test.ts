// The invoice's arithmetic and the shop's GSTIN setting, without a server.
import { ConfigError, gstinProblem, loadConfig, TAX_DEFAULTS } from '../config';
import { invoiceLines, totalsOf } from './sale';
import { creditNoteNumber, financialYear, invoiceNumber, pieceRate, sameState, shareOut, splitTax } from './taxMath';

describe('the GST arithmetic', () => {
  it('taxes a piece shown up to ₹2,625 at 5% and above at 18%', () => {
    expect(pieceRate(240_000)).toBe(5);
    expect(pieceRate(262_500)).toBe(5);
    expect(pieceRate(262_501)).toBe(18);
    expect(pieceRate(300_000)).toBe(18);
  });

  it('splits a GST-inclusive amount into taxable value and two halves that add up to the paisa', () => {
    expect(splitTax(300_000, 18, true)).toEqual({
      taxable: 254_237,
      cgst: 22_881,
      sgst: 22_882,
      igst: 0,
      total: 300_000,
    });
    expect(splitTax(300_000, 18, false)).toEqual({ taxable: 254_237, cgst: 0, sgst: 0, igst: 45_763, total: 300_000 });
    for (let paise = 1; paise < 5_000; paise += 7) {
      const split = splitTax(paise, 5, true);
      expect(split.taxable + split.cgst + split.sgst).toBe(paise);
    }
  });

  // A shopper's older name or other spelling of the shop's state is within it: CGST + SGST, not IGST.
  it.each([
    [' karnataka ', 'Karnataka', true],
    ['Karnataka', 'karnataka ', true],
    ['Tamil  Nadu', 'tamilnadu', true],
    ['Orissa', 'Odisha', true],
    ['Pondicherry', 'Puducherry', true],
    ['Jammu & Kashmir', 'Jammu and Kashmir', true],
    ['Uttaranchal', 'Uttarakhand', true],
    ['Kerala', 'Karnataka', false],
    ['Karnataka', 'Maharashtra', false],
    ['Orissa', 'Puducherry', false],
    ['', 'Odisha', false],
  ])('takes %j and %j as one state: %s', (buyer, shop, same) => {
    expect(sameState(buyer, shop)).toBe(same);
  });

  it('names the financial year in India, April to March', () => {
    expect(financialYear(Date.UTC(2026, 10, 27))).toBe('2026-27');
    expect(financialYear(Date.UTC(2027, 2, 31, 18, 29))).toBe('2026-27');
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYear(Date.UTC(2027, 2, 31, 18, 30))).toBe('2027-28');
    expect(financialYear(Date.UTC(2099, 5, 1))).toBe('2099-00');
  });

  it('numbers invoices and credit notes as GST allows: at most 16 letters, digits, - and /', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('KAP/26-27/000001');
    expect(creditNoteNumber('2026-27', 1)).toBe('KCN/26-27/000001');
    for (const number of [
      invoiceNumber('2026-27', 1),
      invoiceNumber('2099-00', 999_999),
      creditNoteNumber('2026-27', 1),
      creditNoteNumber('2099-00', 999_999),
    ]) {
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(/^[A-Z0-9/-]+$/);
    }
  });

  it('shares a discounted value over the lines to the paisa, and makes the rest of the value the delivery fee', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    const sale = {
      orderId: 'o',
      userId: 'u',
      at: 0,
      address: { state: 'Kerala' },
      lines: [
        { line: 1, name: 'A', productType: 'Topwear', size: 'M', quantity: 3, unitPricePaise: 99_999 },
        { line: 2, name: 'B', productType: 'Kurta', size: 'L', quantity: 1, unitPricePaise: 300_000 },
      ],
    };
    const hsn = new Map([['Topwear', '6109']]);
    const full = invoiceLines(
      { ...sale, valuePaise: 3 * 99_999 + 300_000 + 1_000 },
      { hsn, deliveryFeeRate: 18, intraState: false },
    );
    expect(full.map((line) => [line.hsn, line.rate, line.total])).toEqual([
      ['6109', 5, 299_997],
      ['6211', 18, 300_000],
      ['9965', 18, 1_000],
    ]);
    const discounted = invoiceLines({ ...sale, valuePaise: 500_000 }, { hsn, deliveryFeeRate: 18, intraState: false });
    expect(discounted).toHaveLength(2);
    expect(totalsOf(discounted).total).toBe(500_000);
    const totals = totalsOf(discounted);
    expect(totals.taxable + totals.igst).toBe(500_000);
  });
});

describe('SHOP_GSTIN', () => {
  it('makes the demo shop a valid Karnataka shop', () => {
    expect(gstinProblem(TAX_DEFAULTS.shopGstin)).toBeUndefined();
    expect(TAX_DEFAULTS.shopGstin.slice(0, 2)).toBe('29');
    // GSTN's published example.
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
  });

  it('stops the start on a GSTIN with a wrong check character or form, naming it', () => {
    const start = (gstin: string) => () =>
      loadConfig({ SHOP_GSTIN: gstin, DATA_DIR: '/tmp/unused-shop', JWT_SECRET: 'x'.repeat(32) }, '/tmp', false);
    expect(start('29AAGCK1234E1ZT')).toThrow(ConfigError);
    expect(start('29AAGCK1234E1ZT')).toThrow(
      /SHOP_GSTIN "29AAGCK1234E1ZT" is not a valid GSTIN: its check character is T, but these 14 characters need S/,
    );
    expect(start('29AAGCK1234E1Z')).toThrow(
      /SHOP_GSTIN "29AAGCK1234E1Z" is not a valid GSTIN: it must be 15 characters/,
    );
    expect(start('29aagck1234e1zs')().shopGstin).toBe('29AAGCK1234E1ZS');
  });
});
