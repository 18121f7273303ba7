// Keeps the session's last actions (sanitized, bounded) so QA can download them as a Redux DevTools log.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import { sanitizeAction } from './sanitize';

export const RECORDER_LIMIT = 500;

/** redux-persist's bookkeeping carries callbacks, not events; its REHYDRATE (the restored state) is kept. */
const UNRECORDED = new Set<string>([FLUSH, PAUSE, PERSIST, PURGE, REGISTER]);

export interface RecordedAction {
  action: UnknownAction;
  timestamp: number;
}

export interface ActionRecorder {
  middleware: Middleware;
  entries(): RecordedAction[];
}

export function createActionRecorder(limit = RECORDER_LIMIT): ActionRecorder {
  const ring: RecordedAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    const { type } = action as UnknownAction;
    if (typeof type === 'string' && !UNRECORDED.has(type)) {
      // A JSON round trip keeps exactly what a downloaded log would hold.
      ring.push({ action: JSON.parse(JSON.stringify(sanitizeAction(action))) as UnknownAction, timestamp: Date.now() });
      if (ring.length > limit) ring.splice(0, ring.length - limit);
    }
    return result;
  };
  return { middleware, entries: () => [...ring] };
}
