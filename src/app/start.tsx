// The storefront's app, started by src/index.tsx: one store and the routes. A page the server rendered
// (server/plugins/pages.ts) is taken over where it stands: the store asks for what the page shows, answered from the
// answers the page carries (no request), React hydrates the markup in an interruptible pass, and only then do the
// saved cart and sign-in arrive. QA mode (qa/qaMode.ts) is its own chunk, loaded only when it is on: a shopper's
// visit carries none of its code. Nor does it carry the field metrics' (fieldMetrics/), unless sampled, at idle time.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOfPath } from '../../contract';
import { pageAnswersFetch, readPageAnswers } from '../shared/api/pageAnswers';
import { loadMessages } from '../shared/i18n';
import { startFieldMetricsWhenIdle } from './fieldMetrics/startFieldMetrics';
import { loadPageData } from './page/pageData';
import { isQaMode } from './qa/qaMode';
import { makePersistor, makeStore } from './store';
import { storefront, strict } from './Storefront';

/** The mark the server leaves on #root when it rendered the page inside it. */
const SERVER_RENDERED = 'server';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const fetchFn = pageAnswersFetch(readPageAnswers(document), (input, init) => fetch(input, init));

async function startShop(container: HTMLElement): Promise<void> {
  const store = makeStore(undefined, { fetchFn });
  // The page's language's messages (the server announced their chunk with the page, so it is on its way).
  await loadMessages(languageOfPath(window.location.pathname).language);
  if (container.dataset.rendered !== SERVER_RENDERED) {
    makePersistor(store);
    createRoot(container).render(strict(storefront(store)));
    return;
  }
  // The server drew the page from these answers: the same go into the store before React compares.
  await loadPageData(store, window.location.pathname, window.location.search);
  const serverState = store.getState();
  makePersistor(store);
  startTransition(() => {
    hydrateRoot(container, strict(storefront(store, serverState)));
  });
}

if (isQaMode()) {
  void import(/* webpackChunkName: "qa" */ './qa/startQa').then(({ startQa }) => startQa(root, fetchFn));
} else {
  void startShop(root);
  startFieldMetricsWhenIdle(window.location.pathname);
}
