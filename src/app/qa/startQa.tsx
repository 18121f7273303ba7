// The storefront in QA mode: the recorder keeps the session in sessionStorage (it outlives reloads and payment
// redirects), Redux DevTools is connected with what must not leave the page redacted, and the QA panel can replay a
// log. QA mode draws the page afresh. Loaded as its own chunk by app/start.tsx, only when QA mode is on.
import { createRoot } from 'react-dom/client';
import { makePersistor, makeStore } from '../store';
import { storefront, strict } from '../Storefront';
import { DEVTOOLS_OPTIONS } from './devtools';
import { QaMode } from './QaMode';
import { createActionRecorder } from './recorder';

export function startQa(container: HTMLElement, fetchFn: typeof fetch): void {
  const recorder = createActionRecorder({ storage: sessionStorage });
  const store = makeStore(undefined, { recorder, devTools: DEVTOOLS_OPTIONS, fetchFn });
  makePersistor(store);
  createRoot(container).render(
    strict(
      <QaMode live={store} recorder={recorder}>
        {(shown) => storefront(shown)}
      </QaMode>,
    ),
  );
}
