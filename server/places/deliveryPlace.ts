// Whether a delivery address names a place India Post delivers to: its pincode in the directory, and its state one of
// the pincode's (a pincode near a border may serve two). The server refuses any other address, whatever the form said.
import { InvalidInput } from '../errors';
import { findPincode } from './pincodes';
import { stateKey, stateName } from './states';

export interface PincodeAnswer {
  pincode: string;
  district: string;
  /** The state to fill in: the pincode's (the first, for one that serves two). */
  state: string;
  states: string[];
}

/** The places a form fills from a pincode, or undefined for one India Post does not have. */
export function lookUpPincode(pincode: string): PincodeAnswer | undefined {
  const entry = findPincode(pincode);
  if (!entry) return undefined;
  const states = entry.states.map(stateName);
  return {
    pincode,
    district: stateName(entry.district),
    state: states[0] ?? '',
    states,
  };
}

/** Refuses (400) an address whose pincode India Post does not have, or whose state is not the pincode's. */
export function assertDeliveryPlace(address: { zipcode: string; state: string }): void {
  const entry = findPincode(address.zipcode.trim());
  if (!entry) throw new InvalidInput({ key: 'address.unknownPincode', values: { pincode: address.zipcode } });
  const key = stateKey(address.state);
  if (entry.states.length > 0 && !entry.states.some((state) => stateKey(state) === key))
    throw new InvalidInput({
      key: 'address.stateMismatch',
      values: {
        pincode: address.zipcode,
        state: address.state.trim(),
        expected: entry.states.map(stateName).join(' / '),
      },
    });
}
