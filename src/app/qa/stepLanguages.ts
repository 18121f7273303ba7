// The language each step of an action log was shown in, read from the log itself: the catalog's calls all name the
// page's language (`lang`), so the latest call up to a step says it. A log holds nothing else about it, since the
// language is the router's (the address), not the state's, and the file is exactly what DevTools' Export writes.
import type { UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contract';
import { baseApi } from '../../shared/api/baseApi';
import type { ActionLog } from './devtoolsLog';
import { isObject } from './sanitize';

/** The `lang` a query's arguments name, if one of the shop's languages. */
function langOf(originalArgs: unknown): Language | undefined {
  return isObject(originalArgs) && isLanguage(originalArgs.lang) ? originalArgs.lang : undefined;
}

const QUERY_ACTION = `${baseApi.reducerPath}/executeQuery/`;

/** The language an RTK Query action asked in (`meta.arg.originalArgs.lang` of `api/executeQuery/*`), if any. */
export function askedLanguage(action: UnknownAction): Language | undefined {
  if (!action.type.startsWith(QUERY_ACTION)) return undefined;
  const arg = isObject(action.meta) ? action.meta.arg : undefined;
  return isObject(arg) ? langOf(arg.originalArgs) : undefined;
}

/** The language of the latest query the state's cache holds (by when it was asked), if any names one. */
export function cachedLanguage(state: unknown): Language | undefined {
  const api = isObject(state) ? state[baseApi.reducerPath] : undefined;
  const queries = isObject(api) && isObject(api.queries) ? Object.values(api.queries) : [];
  let latest: { language: Language; started: number } | undefined;
  for (const query of queries) {
    const language = isObject(query) ? langOf(query.originalArgs) : undefined;
    if (!isObject(query) || !language) continue;
    const started = typeof query.startedTimeStamp === 'number' ? query.startedTimeStamp : -Infinity;
    if (!latest || started >= latest.started) latest = { language, started };
  }
  return latest?.language;
}

/**
 * The language of each step: [0] before the first action, [i] after action i. It is the `lang` of the latest RTK Query
 * call up to the step, else that of the queries the starting state holds, else English.
 */
export function stepLanguages({ preloadedState, actions }: ActionLog): Language[] {
  let language = cachedLanguage(preloadedState) ?? DEFAULT_LANGUAGE;
  return [
    language,
    ...actions.map((action) => {
      language = askedLanguage(action) ?? language;
      return language;
    }),
  ];
}
