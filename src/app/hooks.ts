// Typed hooks, made once; components never use the untyped useSelector/useDispatch.
import { useDispatch, useSelector } from 'react-redux';
import type { PersistState } from 'redux-persist';
import { useServerOrHydrating } from '../shared/browser/hydration';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** False while redux-persist is reading the saved state back; a store without persistence (tests) has nothing to wait for. */
const selectRestored = (state: RootState) =>
  (state as RootState & { _persist?: PersistState })._persist?.rehydrated ?? true;

/**
 * Whether the shopper's saved cart and sign-in are known: never on the server (the page request carries no shopper),
 * nor in the browser's first pass over the server's page (which must draw what the server drew), nor before
 * redux-persist has read them back. Until then a screen draws what is the same for everyone and holds the place of
 * the rest.
 */
export function useSavedStateRestored(): boolean {
  const waiting = useServerOrHydrating();
  const restored = useAppSelector(selectRestored);
  return !waiting && restored;
}
