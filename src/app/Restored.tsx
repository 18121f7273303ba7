// The shopper's own screens (cart, sign-in, checkout, orders) wait for the saved cart and sign-in to be read back
// from the browser's storage. Until then, on the server and in the browser's first pass over its page, they show a
// placeholder: the server never knows the shopper, so nothing of theirs is ever in its HTML.
import type { ReactNode } from 'react';
import type { PersistState } from 'redux-persist';
import { useServerOrHydrating } from '../shared/browser/hydration';
import { useTranslation } from '../shared/i18n';
import { Skeleton } from '../shared/ui/primitives';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

/** False while redux-persist is reading the saved state back; a store without persistence (tests) has nothing to wait for. */
const selectRestored = (state: RootState) =>
  (state as RootState & { _persist?: PersistState })._persist?.rehydrated ?? true;

export function Restored({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const waiting = useServerOrHydrating();
  const restored = useAppSelector(selectRestored);
  if (waiting || !restored) return <Skeleton $height="100vh" role="status" aria-label={t('layout.loading')} />;
  return children;
}
