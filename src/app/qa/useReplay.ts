// The replay panel's session: a log QA imported, every state it leads to, and the store that shows one of them
// to the app's own screens. The shopper's store is never touched; leaving the replay shows it again.
import { useCallback, useRef, useState } from 'react';
import type { AppStore, RootState } from '../store';
import { parseActionLog } from './devtoolsLog';
import { makeReplayStore, replayStates } from './replay';
import { replayJumped } from './replayStore';

export interface ReplaySession {
  /** Tells one import from the next, even of the same file. */
  id: number;
  /** The imported file's name. */
  name: string;
  /** `start`, then the type of each action. */
  steps: string[];
  /** The step shown: 0 before the first action, i after action i. */
  index: number;
  store: AppStore;
  states: RootState[];
}

export interface Replay {
  session: ReplaySession | null;
  /** Why the last file could not be replayed. */
  error: string | null;
  open: (file: File) => Promise<void>;
  jump: (index: number) => void;
  leave: () => void;
}

export function useReplay(): Replay {
  const [session, setSession] = useState<ReplaySession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const imports = useRef(0);

  const open = useCallback(async (file: File) => {
    try {
      const log = parseActionLog(await file.text());
      const states = replayStates(log);
      const index = states.length - 1;
      const store = makeReplayStore(states[index] as RootState);
      imports.current += 1;
      setSession({
        id: imports.current,
        name: file.name,
        steps: ['start', ...log.actions.map((action) => action.type)],
        index,
        store,
        states,
      });
      setError(null);
    } catch (failure) {
      // QA reads why the file cannot be replayed (LogFormatError says which field is wrong), never a stack trace.
      setError(`${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  }, []);

  const jump = useCallback(
    (index: number) => {
      const state = session?.states[index];
      if (!session || !state) return;
      session.store.dispatch(replayJumped(state));
      setSession({ ...session, index });
    },
    [session],
  );

  const leave = useCallback(() => setSession(null), []);
  return { session, error, open, jump, leave };
}
