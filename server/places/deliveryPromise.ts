// When a parcel would come, and whether cash on delivery is offered: a pincode's zone as seen from the shop's dispatch
// pincode (same city, same state, metro, rest of India, north-east and islands), the days the operator's zone table
// gives it, the shop's dispatch days and cut-off (in India's time), and the areas the operator turned off or on. The
// largest cash order is the operator's too. Whether a date is past the cut-off is judged on the database's clock.
import type { Kysely } from 'kysely';
import { toRupees } from '../../contract';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';
import type { DispatchConfig } from '../config';
import { InvalidInput, Refused } from '../errors';
import { findPincode, type PincodeEntry } from './pincodes';
import { stateKey } from '../config/states';

export const ZONES = ['sameCity', 'sameState', 'metro', 'restOfIndia', 'northEastAndIslands'] as const;
export type Zone = (typeof ZONES)[number];

export type { DispatchConfig };

const NORTH_EAST_AND_ISLANDS = new Set(
  [
    'Arunachal Pradesh',
    'Assam',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Sikkim',
    'Tripura',
    'Andaman and Nicobar Islands',
    'Lakshadweep',
  ].map(stateKey),
);
/** The metros' districts as India Post names them; all of Delhi is one. */
const METRO_DISTRICTS = new Set([
  'MUMBAI',
  'MUMBAI SUBURBAN',
  'BENGALURU URBAN',
  'CHENNAI',
  'HYDERABAD',
  'KOLKATA',
  'PUNE',
  'AHMADABAD',
  'AHMEDABAD',
]);

/** The zone of a pincode as seen from the dispatch pincode. */
export function zoneOf(to: PincodeEntry, from: PincodeEntry): Zone {
  const toStates = to.states.map(stateKey);
  const fromStates = new Set(from.states.map(stateKey));
  if (toStates.some((state) => NORTH_EAST_AND_ISLANDS.has(state))) return 'northEastAndIslands';
  const sameState = toStates.some((state) => fromStates.has(state));
  if (sameState && to.district.toUpperCase() === from.district.toUpperCase()) return 'sameCity';
  if (sameState) return 'sameState';
  if (toStates.includes('DELHI') || METRO_DISTRICTS.has(to.district.toUpperCase())) return 'metro';
  return 'restOfIndia';
}

export interface ZoneRule {
  zone: Zone;
  days: number;
  delivers: boolean;
  cod: boolean;
}

export interface AreaRule {
  /** A pincode, or the first digits of the pincodes it covers. */
  area: string;
  delivers: boolean | null;
  cod: boolean | null;
}

export interface DeliveryRules {
  zones: ZoneRule[];
  areas: AreaRule[];
  /** The largest cash-on-delivery order in paise, or null: no limit. */
  codMaxPaise: number | null;
}

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);

export async function deliveryRules(db: Kysely<DB>): Promise<DeliveryRules> {
  const zones = await db.selectFrom('delivery_zones').selectAll().execute();
  const areas = await db.selectFrom('delivery_areas').selectAll().orderBy('area').execute();
  const limit = await db
    .selectFrom('delivery_settings')
    .select('value')
    .where('key', '=', 'codMaxPaise')
    .executeTakeFirst();
  return {
    zones: ZONES.flatMap((zone) => {
      const row = zones.find((each) => each.zone === zone);
      return row ? [{ zone, days: row.days, delivers: row.delivers === 1, cod: row.cod === 1 }] : [];
    }),
    areas: areas.map((row) => ({ area: row.area, delivers: flag(row.delivers), cod: flag(row.cod) })),
    codMaxPaise: limit ? Number(limit.value) : null,
  };
}

/** The most specific area rule naming this pincode (the longest prefix) that says something of `what`. */
function areaSays(areas: readonly AreaRule[], pincode: string, what: 'delivers' | 'cod'): boolean | null {
  const named = areas
    .filter((rule) => pincode.startsWith(rule.area) && rule[what] !== null)
    .sort((a, b) => b.area.length - a.area.length);
  return named[0]?.[what] ?? null;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a parcel ordered at `now` leaves: today before the cut-off on a dispatch day, else the next dispatch day. */
export function dispatchDay(now: number, dispatch: DispatchConfig): Date {
  const local = new Date(now + IST_OFFSET_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  let day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  if (!(dispatch.days.includes(day.getUTCDay()) && minutes < dispatch.cutoffMinutes)) {
    do day = new Date(day.getTime() + DAY_MS);
    while (!dispatch.days.includes(day.getUTCDay()));
  }
  return day;
}

export interface DeliveryPromise {
  pincode: string;
  zone: Zone;
  delivers: boolean;
  /** The day it would come by, `YYYY-MM-DD` in India; null where the shop does not deliver. */
  deliveryBy: string | null;
  cod: { offered: boolean; reason: 'area' | 'amount' | null; maxAmountPaise: number | null };
}

export async function deliveryPromise(
  db: Kysely<DB>,
  dispatch: DispatchConfig,
  pincode: string,
  orderPaise?: number,
): Promise<DeliveryPromise | undefined> {
  const to = findPincode(pincode);
  const from = findPincode(dispatch.pincode);
  if (!to || !from) return undefined;
  const rules = await deliveryRules(db);
  const zone = zoneOf(to, from);
  const rule = rules.zones.find((each) => each.zone === zone) ?? { zone, days: 7, delivers: true, cod: true };
  const delivers = areaSays(rules.areas, pincode, 'delivers') ?? rule.delivers;
  const codArea = delivers && (areaSays(rules.areas, pincode, 'cod') ?? rule.cod);
  const overLimit = orderPaise !== undefined && rules.codMaxPaise !== null && orderPaise > rules.codMaxPaise;
  const by = new Date(dispatchDay(await dbNow(db), dispatch).getTime() + rule.days * DAY_MS);
  return {
    pincode,
    zone,
    delivers,
    deliveryBy: delivers ? by.toISOString().slice(0, 10) : null,
    cod: {
      offered: codArea && !overLimit,
      reason: !codArea ? 'area' : overLimit ? 'amount' : null,
      maxAmountPaise: rules.codMaxPaise,
    },
  };
}

/** Refuses an order to a pincode the shop has turned off, and a cash order where or above what cash is not taken. */
export async function assertDeliverable(
  db: Kysely<DB>,
  dispatch: DispatchConfig,
  order: { pincode: string; amountPaise: number; cashOnDelivery: boolean },
): Promise<void> {
  const promise = await deliveryPromise(db, dispatch, order.pincode, order.amountPaise);
  if (!promise) return;
  if (!promise.delivers) throw new Refused({ key: 'delivery.notHere', values: { pincode: order.pincode } });
  if (order.cashOnDelivery && promise.cod.reason === 'area')
    throw new Refused({ key: 'delivery.noCashHere', values: { pincode: order.pincode } });
  if (order.cashOnDelivery && promise.cod.reason === 'amount')
    throw new Refused({ key: 'delivery.cashLimit', values: { max: toRupees(promise.cod.maxAmountPaise ?? 0) } });
}

/** The operator's changes: a zone's days and flags, an area's flags (null: as its zone), the largest cash order. */
export async function setZone(db: Kysely<DB>, zone: string, change: Partial<Omit<ZoneRule, 'zone'>>): Promise<void> {
  if (!(ZONES as readonly string[]).includes(zone))
    throw new InvalidInput(`"${zone}" is not a zone. The zones are: ${ZONES.join(', ')}.`);
  if (change.days !== undefined && !(Number.isInteger(change.days) && change.days >= 0 && change.days <= 60))
    throw new InvalidInput('days must be a whole number from 0 to 60.');
  const set = {
    ...(change.days === undefined ? {} : { days: change.days }),
    ...(change.delivers === undefined ? {} : { delivers: change.delivers ? 1 : 0 }),
    ...(change.cod === undefined ? {} : { cod: change.cod ? 1 : 0 }),
  };
  if (Object.keys(set).length > 0) await db.updateTable('delivery_zones').set(set).where('zone', '=', zone).execute();
}

export async function setArea(db: Kysely<DB>, rule: AreaRule): Promise<void> {
  if (!/^[1-9][0-9]{0,5}$/.test(rule.area))
    throw new InvalidInput(`"${rule.area}" is not a pincode or its first digits (1 to 6 digits, not starting with 0).`);
  if (rule.delivers === null && rule.cod === null) {
    await db.deleteFrom('delivery_areas').where('area', '=', rule.area).execute();
    return;
  }
  const values = {
    area: rule.area,
    delivers: rule.delivers === null ? null : rule.delivers ? 1 : 0,
    cod: rule.cod === null ? null : rule.cod ? 1 : 0,
  };
  await db
    .insertInto('delivery_areas')
    .values(values)
    .onConflict((conflict) => conflict.column('area').doUpdateSet({ delivers: values.delivers, cod: values.cod }))
    .execute();
}

export async function setCodLimit(db: Kysely<DB>, maxPaise: number | null): Promise<void> {
  if (maxPaise === null) {
    await db.deleteFrom('delivery_settings').where('key', '=', 'codMaxPaise').execute();
    return;
  }
  if (!(Number.isInteger(maxPaise) && maxPaise > 0)) throw new InvalidInput('The largest cash order must be above 0.');
  await db
    .insertInto('delivery_settings')
    .values({ key: 'codMaxPaise', value: String(maxPaise) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(maxPaise) }))
    .execute();
}
