// The Redux DevTools "lifted state" format: what its Import button reads and its Export button writes.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RecordedAction } from './recorder';

export interface DevToolsLog {
  actionsById: Record<string, { type: 'PERFORM_ACTION'; action: UnknownAction; timestamp: number }>;
  computedStates: Array<{ state: unknown }>;
  committedState: unknown;
  currentStateIndex: number;
  nextActionId: number;
  skippedActionIds: number[];
  stagedActionIds: number[];
}

const INIT = { type: '@@INIT' };

/** `states[i]` is the (sanitized) state after `entries[i]`; `initial` the state before the first. */
export function toDevToolsLog(entries: RecordedAction[], initial: unknown, states: unknown[]): DevToolsLog {
  const all = [{ action: INIT, timestamp: entries[0]?.timestamp ?? Date.now() }, ...entries];
  return {
    actionsById: Object.fromEntries(all.map((entry, id) => [String(id), { type: 'PERFORM_ACTION', action: entry.action, timestamp: entry.timestamp }])),
    computedStates: [initial, ...states].map((state) => ({ state })),
    committedState: initial,
    currentStateIndex: all.length - 1,
    nextActionId: all.length,
    skippedActionIds: [],
    stagedActionIds: all.map((_, id) => id),
  };
}

/** The actions of a log, in order, without DevTools' own @@INIT. */
export function actionsOf(log: DevToolsLog | UnknownAction[]): UnknownAction[] {
  if (Array.isArray(log)) return log;
  return log.stagedActionIds
    .filter((id) => !log.skippedActionIds.includes(id))
    .map((id) => log.actionsById[String(id)]?.action)
    .filter((action): action is UnknownAction => action !== undefined && action.type !== INIT.type);
}
