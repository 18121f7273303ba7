// Whether a delivery address names a place India Post delivers to: its pincode in the directory, and its state one of
// the pincode's (a pincode near a border may serve two). The server refuses any other address, whatever the form said.
import { InvalidInput } from '../errors';
import { findPincode } from './pincodes';
import { stateKey, stateName, statesNamed } from '../config/states';

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

/**
 * The address as the shop delivers to it, its state written as the directory names it; refuses (400) an address whose
 * pincode India Post does not have, or whose state field clearly names a state the pincode is not in. A state's code
 * ("MH"), another spelling ("maharashtra", "Tamilnadu", "Orissa") or "Delhi NCR" names its state; an empty state, or a
 * text that names none, takes the pincode's.
 */
export function deliveryPlace<A extends { zipcode: string; state: string }>(address: A): A {
  const pincode = address.zipcode.trim();
  const entry = findPincode(pincode);
  if (!entry) throw new InvalidInput({ key: 'address.unknownPincode', values: { pincode: address.zipcode } });
  if (entry.states.length === 0) return { ...address, state: address.state.trim() };
  const named = statesNamed(address.state);
  const state = named.length === 0 ? entry.states[0] : entry.states.find((one) => named.includes(stateKey(one)));
  if (state === undefined)
    throw new InvalidInput({
      key: 'address.stateMismatch',
      values: { pincode, state: address.state.trim(), expected: entry.states.map(stateName).join(' / ') },
    });
  return { ...address, state: stateName(state) };
}
