// GST's state codes beside India Post's states: every state the directory names has one, and each code names one state.
import { gstStateCodes, stateOfGstCode } from '.';
import { findPincode } from './pincodes';

/** Every state the directory names, in its capitals, read pincode by pincode. */
function directoryStates(): Set<string> {
  const states = new Set<string>();
  for (let pincode = 110_000; pincode <= 999_999; pincode += 1)
    for (const state of findPincode(String(pincode))?.states ?? []) states.add(state);
  return states;
}

describe("GST's state codes", () => {
  it("give every state and union territory of India Post's directory its code", () => {
    const states = [...directoryStates()];
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(states.filter((state) => gstStateCodes(state).length === 0)).toEqual([]);
    // Each of today's codes is one state's, and leads back to it.
    const todays = states.map((state) => gstStateCodes(state)[0]);
    expect(new Set(todays).size).toBe(states.length);
    for (const state of states)
      expect(gstStateCodes(stateOfGstCode(gstStateCodes(state)[0] ?? '') ?? '')).toEqual(gstStateCodes(state));
  });

  it('read a state as shoppers and operators write it', () => {
    expect(gstStateCodes('Karnataka')).toEqual(['29']);
    expect(gstStateCodes('karnataka')).toEqual(['29']);
    expect(gstStateCodes('Orissa')).toEqual(['21']);
    expect(gstStateCodes('New Delhi')).toEqual(['07']);
    expect(gstStateCodes('Jammu & Kashmir')).toEqual(['01']);
    expect(gstStateCodes('Bengaluru')).toEqual([]);
  });

  it('name the state of a code, an older code of a split or merged state too, and none for 97 and 99', () => {
    expect(stateOfGstCode('29')).toBe('Karnataka');
    expect(stateOfGstCode('36')).toBe('Telangana');
    expect(stateOfGstCode('37')).toBe('Andhra Pradesh');
    expect(stateOfGstCode('28')).toBe('Andhra Pradesh');
    expect(stateOfGstCode('25')).toBe('The Dadra and Nagar Haveli and Daman and Diu');
    expect(stateOfGstCode('38')).toBe('Ladakh');
    expect(stateOfGstCode('97')).toBeUndefined();
    expect(stateOfGstCode('99')).toBeUndefined();
  });
});
