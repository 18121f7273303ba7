// QA's action logs in Redux DevTools' export format, both ways: `{ "payload": "<actions>", "preloadedState": "<state>" }`,
// tab-indented, both strings of JSON, nothing else. Reading also takes the older QA log (DevTools' lifted state) and
// refuses anything else saying which field is wrong. An export's other keys are passed over, as DevTools' Import does
// (an earlier build wrote `languages`): the language each step was shown in is read from the log's own calls
// (stepLanguages.ts).
import type { UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import { baseApi } from '../../shared/api/baseApi';
import { encodeAction, encodeActions, resolveReferences, type EncodedAction } from './logReferences';
import { isObject } from './sanitize';

export interface ActionLog {
  /** The state before the first action; undefined: the app's initial state. */
  preloadedState?: unknown;
  actions: UnknownAction[];
}

/** A file that is not an action log; its message says why, for QA to read. */
export class LogFormatError extends Error {}

/** What a log leaves out: DevTools' and Redux's own actions, redux-persist's bookkeeping (it carries callbacks), RTK Query's registration. */
const NOT_REPLAYED = new Set<string>([
  PERSIST,
  FLUSH,
  PAUSE,
  PURGE,
  REGISTER,
  baseApi.internalActions.middlewareRegistered.type,
]);
export const isReplayed = (type: string) => !type.startsWith('@@') && !NOT_REPLAYED.has(type);

/** The file Redux DevTools' Export writes, from actions already encoded (the recorder keeps them so). */
export function devToolsExport(preloadedState: unknown, actions: EncodedAction[]): string {
  return JSON.stringify(
    { payload: encodeActions(actions), preloadedState: JSON.stringify(preloadedState) },
    null,
    '\t',
  );
}

export const toDevToolsExport = (log: ActionLog): string =>
  devToolsExport(log.preloadedState, log.actions.map(encodeAction));

type Fields = Record<string, unknown>;

function kind(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function parseField(text: string, field: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new LogFormatError(`\`${field}\` is not valid JSON: ${(error as Error).message}.`);
  }
  try {
    return resolveReferences(parsed);
  } catch (error) {
    throw new LogFormatError(`\`${field}\`: ${(error as Error).message}.`);
  }
}

function checkedActions(value: unknown, field: string): UnknownAction[] {
  if (!Array.isArray(value))
    throw new LogFormatError(`\`${field}\` must hold a list of actions; it holds ${kind(value)}.`);
  value.forEach((action, index) => {
    if (!isObject(action) || typeof action.type !== 'string') {
      throw new LogFormatError(`\`${field}\`: action ${index + 1} has no \`type\` string.`);
    }
  });
  return (value as UnknownAction[]).filter((action) => isReplayed(action.type));
}

/** An export's `payload` and `preloadedState`; any other key (an earlier build's `languages`) is passed over. */
function fromDevToolsExport({ payload, preloadedState }: Fields): ActionLog {
  if (typeof payload !== 'string')
    throw new LogFormatError(`\`payload\` must be a string holding the actions as JSON; it is ${kind(payload)}.`);
  if (preloadedState !== undefined && typeof preloadedState !== 'string') {
    throw new LogFormatError(
      `\`preloadedState\` must be a string holding the state as JSON; it is ${kind(preloadedState)}.`,
    );
  }
  const actions = checkedActions(parseField(payload, 'payload'), 'payload');
  const state = preloadedState === undefined ? undefined : parseField(preloadedState, 'preloadedState');
  if (state !== undefined && !isObject(state))
    throw new LogFormatError(`\`preloadedState\` must hold the state object; it holds ${kind(state)}.`);
  return { preloadedState: state, actions };
}

/**
 * Older logs may predate the orders list's normalization at the cache boundary: their listUserOrders result is the
 * server's answer ({ success, orders }), where the screens now read what the endpoint stores ({ ids, entities }).
 */
function withOrdersNormalized(action: UnknownAction): UnknownAction {
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  const orders = (action.payload as { orders?: unknown } | undefined)?.orders;
  if (endpoint !== 'listUserOrders' || !Array.isArray(orders)) return action;
  const byId = (orders as Array<{ _id: string }>).map((order): [string, unknown] => [order._id, order]);
  return { ...action, payload: { ids: byId.map(([id]) => id), entities: Object.fromEntries(byId) } };
}

/**
 * The older QA log: DevTools' lifted state. Its `committedState` is left out: the older download always wrote a new
 * store's initial state there, as the app was then, and the app's initial state now is what replays its actions.
 */
function fromLiftedState({ actionsById, stagedActionIds, skippedActionIds = [] }: Fields): ActionLog {
  if (!isObject(actionsById))
    throw new LogFormatError(`\`actionsById\` must be an object of actions by id; it is ${kind(actionsById)}.`);
  const isIdList = (ids: unknown): ids is number[] => Array.isArray(ids) && ids.every((id) => Number.isInteger(id));
  if (!isIdList(stagedActionIds)) throw new LogFormatError('`stagedActionIds` must be a list of action ids.');
  if (!isIdList(skippedActionIds)) throw new LogFormatError('`skippedActionIds` must be a list of action ids.');
  const actions = stagedActionIds
    .filter((id) => !skippedActionIds.includes(id))
    .map((id) => {
      const lifted = actionsById[String(id)];
      if (!isObject(lifted))
        throw new LogFormatError(`\`actionsById\` has no action ${id}, which \`stagedActionIds\` lists.`);
      return lifted.action;
    });
  return { actions: checkedActions(actions, 'actionsById').map(withOrdersNormalized) };
}

/** A log from a parsed file: a DevTools export (ours or DevTools' own) or an older QA log. */
export function readActionLog(file: unknown): ActionLog {
  if (!isObject(file))
    throw new LogFormatError(
      `The file must hold an object with \`payload\` and \`preloadedState\`; it holds ${kind(file)}.`,
    );
  if ('payload' in file) return fromDevToolsExport(file);
  if ('actionsById' in file) return fromLiftedState(file);
  throw new LogFormatError(
    'The file has neither `payload` (a Redux DevTools export) nor `actionsById` (an older QA log).',
  );
}

export function parseActionLog(text: string): ActionLog {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new LogFormatError(`The file is not JSON: ${(error as Error).message}.`);
  }
  return readActionLog(file);
}
