// The storefront's entry: one store, the persisted cart restored, then the routes. In QA mode the recorder keeps the
// session in sessionStorage (it outlives reloads and payment redirects) and the QA panel can replay a log.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { QaMode } from './app/qa/QaMode';
import { isQaMode } from './app/qa/qaMode';
import { createActionRecorder } from './app/qa/recorder';
import { makePersistor, makeStore, type AppStore } from './app/store';

const recorder = isQaMode() ? createActionRecorder({ storage: sessionStorage }) : undefined;
const store = makeStore(undefined, { recorder, devTools: recorder !== undefined });
const persistor = makePersistor(store);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const storefront = (shown: AppStore) => (
  <Providers store={shown}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Providers>
);

createRoot(root).render(
  <StrictMode>
    <PersistGate persistor={persistor} loading={null}>
      {recorder ? (
        <QaMode live={store} recorder={recorder}>
          {storefront}
        </QaMode>
      ) : (
        storefront(store)
      )}
    </PersistGate>
  </StrictMode>,
);
