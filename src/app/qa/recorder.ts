// Records the session's actions for QA, redacted and bounded, as a Redux DevTools log: the actions and the state before
// them, nothing beside (the language each step was shown in is read from the log's calls, stepLanguages.ts). Given a
// storage (the app gives sessionStorage) the recording outlives reloads and the card payment page's redirect: every
// page continues it.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { devToolsExport, isReplayed, LogFormatError, parseActionLog, type ActionLog } from './devtoolsLog';
import { encodeAction, type EncodedAction } from './logReferences';
import { RECORDER_LIMIT, RECORDING_MAX_CHARS } from './recorderLimits';
import { makeReplayReducer } from './replay';
import { sanitizeAction, sanitizeState } from './sanitize';

export const RECORDING_KEY = 'shop:qa-recording';

export interface ActionRecorder {
  /** The middleware that records a store's actions. */
  middleware: Middleware;
  /** The recording: the state before its first action, and its actions. */
  log: () => ActionLog;
  /** The recording as Redux DevTools' Export writes it. */
  exportFile: () => string;
  count: () => number;
  clear: () => void;
  /** Calls `listener` after each change of the recording; answers how to stop. */
  subscribe: (listener: () => void) => () => void;
}

export interface RecorderOptions {
  storage?: Storage;
  limit?: number;
  maxChars?: number;
}

/** Exactly what a file would hold: a JSON round trip drops functions and undefined. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function createActionRecorder({
  storage,
  limit = RECORDER_LIMIT,
  maxChars = RECORDING_MAX_CHARS,
}: RecorderOptions = {}): ActionRecorder {
  const fold = makeReplayReducer();
  const listeners = new Set<() => void>();
  let preloadedState: unknown;
  let entries: EncodedAction[] = [];
  let file = '';

  const restore = () => {
    const saved = storage?.getItem(RECORDING_KEY);
    if (!saved) return;
    try {
      const log = parseActionLog(saved);
      preloadedState = log.preloadedState;
      entries = log.actions.map(encodeAction);
    } catch (error) {
      // A recording this page cannot read (left by another version of the shop) is not continued.
      if (!(error instanceof LogFormatError)) throw error;
      storage?.removeItem(RECORDING_KEY);
    }
  };

  /** The oldest action moves into the state the recording starts from, as DevTools' maxAge does. */
  const dropOldest = () => {
    const [oldest] = entries.splice(0, 1);
    if (oldest) preloadedState = fold(preloadedState, oldest.action);
  };

  const save = () => {
    while (entries.length > limit) dropOldest();
    file = devToolsExport(preloadedState, entries);
    while (file.length > maxChars && entries.length > 1) {
      dropOldest();
      file = devToolsExport(preloadedState, entries);
    }
    for (;;) {
      try {
        storage?.setItem(RECORDING_KEY, file);
        break;
      } catch {
        // The browser's quota is smaller than our cap (other data of the site shares it): keep the newest that fit.
        if (entries.length <= 1) break;
        dropOldest();
        file = devToolsExport(preloadedState, entries);
      }
    }
    listeners.forEach((listener) => listener());
  };

  const middleware: Middleware = (api) => (next) => (action) => {
    const before: unknown = api.getState();
    const result = next(action);
    const { type } = action as UnknownAction;
    if (typeof type !== 'string' || !isReplayed(type)) return result;
    // A new recording starts from the restored state; after a reload, REHYDRATE shows what the new page restored.
    if (entries.length === 0 && type === REHYDRATE) return result;
    if (entries.length === 0) preloadedState = plain(sanitizeState(before));
    entries.push(encodeAction(plain(sanitizeAction(action as UnknownAction))));
    save();
    return result;
  };

  restore();
  file = devToolsExport(preloadedState, entries);
  return {
    middleware,
    log: () => ({ preloadedState, actions: entries.map((entry) => entry.action) }),
    exportFile: () => file,
    count: () => entries.length,
    clear: () => {
      entries = [];
      preloadedState = undefined;
      storage?.removeItem(RECORDING_KEY);
      file = devToolsExport(preloadedState, entries);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
