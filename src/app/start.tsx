// The storefront's app, started by src/index.tsx: one store and the routes. A page the server rendered
// (server/plugins/pages.ts) is taken over where it stands: the store asks for what the page shows, answered from the
// answers the page carries (no request), React hydrates the markup in an interruptible pass, and only then do the
// saved cart and sign-in arrive. QA mode (qa/qaMode.ts) is its own chunk, loaded only when it is on: a shopper's
// visit carries none of its code. Nor does it carry the field metrics' (fieldMetrics/), unless sampled, at idle time.
// The app's own modules are evaluated a piece per task (evaluateInPieces.ts): this file imports only what is light, and
// takes the rest with eager imports once the pieces have run.
import { languageOfPath, needsMoreMessages } from '../../contract';
import { pageAnswersFetch, readPageAnswers } from '../shared/api/pageAnswers';
import { wholeNumbers } from '../shared/format/perLanguage';
import { evaluateInPieces, nextTask } from './evaluateInPieces';
import { startFieldMetricsWhenIdle } from './fieldMetrics/startFieldMetrics';
import { isQaMode } from './qa/qaMode';

/** The mark the server leaves on #root when it rendered the page inside it. */
const SERVER_RENDERED = 'server';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const fetchFn = pageAnswersFetch(readPageAnswers(document), (input, init) => fetch(input, init));

async function startShop(container: HTMLElement): Promise<void> {
  await evaluateInPieces();
  const [{ makePersistor, makeStore }, { loadMessages, loadMoreMessages }, { storefront, strict }, { matchPage }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './store'),
      import(/* webpackMode: "eager" */ '../shared/i18n'),
      import(/* webpackMode: "eager" */ './Storefront'),
      import(/* webpackMode: "eager" */ './page/pages'),
    ]);
  const store = makeStore(undefined, { fetchFn });
  // The page's language's messages, and the other screens' when this page's screen speaks them (the server announced
  // their chunks with the page, so they are on their way).
  const { language, path } = languageOfPath(window.location.pathname);
  await Promise.all([loadMessages(language), needsMoreMessages(matchPage(path).name) && loadMoreMessages()]);
  await nextTask();
  // The first number format made loads the browser's number data (about 100 ms on a slow phone): in a task of its own,
  // not in the middle of the first render's prices and counts.
  wholeNumbers(language).format(0);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  if (container.dataset.rendered !== SERVER_RENDERED) {
    makePersistor(store);
    createRoot(container).render(strict(storefront(store)));
    return;
  }
  // The server drew the page from these answers: the same go into the store before React compares.
  const { loadPageData } = await import(/* webpackMode: "eager" */ './page/pageData');
  await loadPageData(store, window.location.pathname, window.location.search);
  const serverState = store.getState();
  makePersistor(store);
  await nextTask();
  const { startTransition } = await import(/* webpackMode: "eager" */ 'react');
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
