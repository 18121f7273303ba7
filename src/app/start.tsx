// The storefront's app, started by src/index.tsx: one store and the routes. A page the server rendered (server/plugins/pages.ts) is taken
// over where it stands: the store asks for what the page shows, answered from the answers the page carries (no
// request), React hydrates the markup in an interruptible pass, and only then do the saved cart and sign-in arrive.
// In QA mode the recorder keeps the session in sessionStorage (it outlives reloads and payment redirects) and the QA
// panel can replay a log; QA mode draws the page afresh.
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pageAnswersFetch, readPageAnswers } from '../shared/api/pageAnswers';
import { App } from './App';
import { loadPageData } from './page/pageData';
import { Providers } from './Providers';
import { QaMode } from './qa/QaMode';
import { isQaMode } from './qa/qaMode';
import { createActionRecorder } from './qa/recorder';
import { makePersistor, makeStore, type AppStore, type RootState } from './store';

/** The mark the server leaves on #root when it rendered the page inside it. */
const SERVER_RENDERED = 'server';

const recorder = isQaMode() ? createActionRecorder({ storage: sessionStorage }) : undefined;
const fetchFn = pageAnswersFetch(readPageAnswers(document), (input, init) => fetch(input, init));
const store = makeStore(undefined, { recorder, devTools: recorder !== undefined, fetchFn });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const storefront = (shown: AppStore, serverState?: RootState) => (
  <Providers store={shown} serverState={serverState}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Providers>
);
const strict = (children: ReactNode) => <StrictMode>{children}</StrictMode>;

async function takeOverServerPage(container: HTMLElement): Promise<void> {
  // The server drew the page from these answers: the same go into the store before React compares.
  await loadPageData(store, window.location.pathname, window.location.search);
  const serverState = store.getState();
  makePersistor(store);
  startTransition(() => {
    hydrateRoot(container, strict(storefront(store, serverState)));
  });
}

if (!recorder && root.dataset.rendered === SERVER_RENDERED) {
  void takeOverServerPage(root);
} else {
  makePersistor(store);
  createRoot(root).render(
    strict(
      recorder ? (
        <QaMode live={store} recorder={recorder}>
          {(shown) => storefront(shown)}
        </QaMode>
      ) : (
        storefront(store)
      ),
    ),
  );
}
