// The storefront in QA mode: the app shows the shopper's own store, or the replay store of a log QA imported, with
// the QA panel beside it. Switching stores mounts the app afresh, so no screen keeps a subscription to the other one.
import { Fragment, type ReactNode } from 'react';
import type { AppStore } from '../store';
import { QaPanel } from './QaPanel';
import type { ActionRecorder } from './recorder';
import { useReplay } from './useReplay';

interface QaModeProps {
  live: AppStore;
  recorder: ActionRecorder;
  /** The app around `store`. */
  children: (store: AppStore) => ReactNode;
}

export function QaMode({ live, recorder, children }: QaModeProps) {
  const replay = useReplay();
  const { session } = replay;
  return (
    <>
      <Fragment key={session ? `replay-${session.id}` : 'live'}>{children(session?.store ?? live)}</Fragment>
      <QaPanel recorder={recorder} replay={replay} />
    </>
  );
}
