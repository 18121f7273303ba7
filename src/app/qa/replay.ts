// Replays an action log through the app's reducers alone, as Redux DevTools does: no middleware, listeners, server or
// storage. The client state is a function of its actions, so this reproduces every state a session went through.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Storage } from 'redux-persist';
import { makePersistedReducer, makeStore, type AppStore, type RootState } from '../store';
import { LogFormatError, type ActionLog } from './devtoolsLog';
import { REPLAY_PARTS } from './replayStore';

/** A replay restores nothing and saves nothing; redux-persist only asks for a storage to hold. */
const NO_STORAGE: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

export type ReplayReducer = (state: unknown, action: UnknownAction) => unknown;

/** The app's root reducer (with redux-persist's restore step, a REHYDRATE in a log) and nothing else. */
export const makeReplayReducer = (): ReplayReducer => makePersistedReducer(NO_STORAGE) as ReplayReducer;

/** Completes a preloaded state as a new store would (slices it lacks start empty). */
const STARTED = { type: 'qa/replayStarted' };

/** Every state of the log: [0] the one before its first action, [i] the one after action i. */
export function replayStates(log: ActionLog): RootState[] {
  const reducer = makeReplayReducer();
  const states = [reducer(log.preloadedState, STARTED)];
  log.actions.forEach((action, index) => {
    try {
      states.push(reducer(states[index], action));
    } catch (error) {
      // A log from another app (or another version of this one) whose action the reducers cannot take.
      throw new LogFormatError(`action ${index + 1} (${action.type}) cannot be replayed: ${(error as Error).message}.`);
    }
  });
  return states as RootState[];
}

export const replayActionLog = (log: ActionLog): RootState => replayStates(log).at(-1) as RootState;

/** What the replay panel shows: the app's own store and screens, at one state of a log, without side effects. */
export const makeReplayStore = (state: RootState): AppStore =>
  makeStore(state, { sideEffects: false, replay: REPLAY_PARTS });
