// Whether this render is the server's or the browser's first pass over the server's markup: both must draw the same
// thing, so anything that depends on the browser (saved state, a second pass) waits until it is over.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

export const useServerOrHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
