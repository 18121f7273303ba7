// A page that is the shopper's through and through (an order, a payment's return, an e-mailed link's confirmation)
// waits whole for the saved cart and sign-in; the others draw their frame and forms at once and wait in parts
// (useSavedStateRestored). The server never knows the shopper, so nothing of theirs is ever in its HTML.
import type { ReactNode } from 'react';
import { useTranslation } from '../shared/i18n';
import { Skeleton } from '../shared/ui/primitives';
import { useSavedStateRestored } from './hooks';

export function Restored({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const restored = useSavedStateRestored();
  if (!restored) return <Skeleton $height="100vh" role="status" aria-label={t('layout.loading')} />;
  return children;
}
