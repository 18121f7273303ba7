// Where and when the shop's parcels leave: the dispatch pincode (the zones of the delivery promise are seen from it),
// the days parcels leave and the cut-off after which an order leaves on the next of them, in India's time.
import { ConfigError, type Env, type SettingsReader } from './values';

export interface DispatchConfig {
  pincode: string;
  /** 0 (Sunday) to 6 (Saturday). */
  days: number[];
  /** Minutes after midnight, India's time. */
  cutoffMinutes: number;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function dispatchDays(value: string | undefined): number[] {
  if (!value) return [1, 2, 3, 4, 5, 6];
  const days = value.split(',').map((day) => WEEKDAYS.indexOf(day.trim().toLowerCase().slice(0, 3)));
  if (days.length === 0 || days.some((day) => day < 0))
    throw new ConfigError(`DISPATCH_DAYS must be weekdays such as mon,tue,wed,thu,fri,sat; it is "${value}".`);
  return [...new Set(days)].sort();
}

function cutoff(value: string | undefined): number {
  if (!value) return 14 * 60;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) throw new ConfigError(`DISPATCH_CUTOFF must be a time such as 14:00; it is "${value}".`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function pincode(value: string | undefined): string {
  if (!value) return '560001';
  if (!/^[1-9][0-9]{5}$/.test(value.trim()))
    throw new ConfigError(`DISPATCH_PINCODE must be six digits; it is "${value}".`);
  return value.trim();
}

export function loadDispatchConfig(env: Env, settings: SettingsReader): { dispatch: DispatchConfig } {
  return {
    dispatch: {
      pincode: settings.read(() => pincode(env.DISPATCH_PINCODE), '560001'),
      days: settings.read(() => dispatchDays(env.DISPATCH_DAYS), [1, 2, 3, 4, 5, 6]),
      cutoffMinutes: settings.read(() => cutoff(env.DISPATCH_CUTOFF), 14 * 60),
    },
  };
}
