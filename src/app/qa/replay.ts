// Replays an action log into a fresh store: the client state is a pure function of its actions.
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/baseApi';
import { makeStore, type RootState } from '../store';
import { actionsOf, toDevToolsLog, type DevToolsLog } from './devtoolsLog';
import type { RecordedAction } from './recorder';
import { sanitizeState } from './sanitize';

/** RTK Query's note that its middleware started: the replaying store's own middleware writes it. */
const replayable = (action: UnknownAction) => !baseApi.internalActions.middlewareRegistered.match(action);

/** A fresh store from makeStore, without side effects, fed the log; answers the final state. */
export function replayActionLog(log: DevToolsLog | UnknownAction[]): RootState {
  const store = makeStore(undefined, { sideEffects: false });
  for (const action of actionsOf(log).filter(replayable)) store.dispatch(action);
  return store.getState();
}

/** The file QA downloads: the recorded actions with every state they lead to, sanitized. */
export function buildDevToolsLog(entries: RecordedAction[]): DevToolsLog {
  const store = makeStore(undefined, { sideEffects: false });
  const initial = sanitizeState(store.getState());
  const states = entries.map(({ action }) => {
    if (replayable(action)) store.dispatch(action);
    return sanitizeState(store.getState());
  });
  return JSON.parse(JSON.stringify(toDevToolsLog(entries, initial, states))) as DevToolsLog;
}
