// What makes a store a replay store (makeStore's `replay` option): it shows any state of a log, as DevTools'
// jump does, and the screens it feeds can change nothing on the server.
import { createAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/baseApi';
import type { ReplayParts } from '../store';

/** The replay panel moved to another step of the log: its state, computed by the reducers, replaces the store's. */
export const replayJumped = createAction<unknown>('qa/replayJumped');

export const jumpable =
  <S, P>(reducer: Reducer<S, UnknownAction, P>): Reducer<S, UnknownAction, P> =>
  (state, action) =>
    replayJumped.match(action) ? (action.payload as S) : reducer(state, action);

const MUTATION_STARTED = `${baseApi.reducerPath}/executeMutation/pending`;
export const REPLAY_REFUSAL = 'A replayed session sends nothing to the server.';

/**
 * A form on a replayed screen (log in, sign up) would call the server for real: its call fails before it is sent.
 * RTK Query's thunk catches the throw and settles the call as rejected. Reading (the catalog) stays allowed.
 */
export const refuseServerChanges: Middleware = () => (next) => (action) => {
  if ((action as UnknownAction).type === MUTATION_STARTED) throw new Error(REPLAY_REFUSAL);
  return next(action);
};

/** A replay store's parts, for makeStore's `replay` option. */
export const REPLAY_PARTS: ReplayParts = { jumpable, guard: refuseServerChanges, jumpedType: replayJumped.type };
