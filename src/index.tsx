// The storefront's entry: one store, the persisted cart restored, then the routes (and, for QA, the recorder).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { QaPanel } from './app/qa/QaPanel';
import { isQaMode } from './app/qa/qaMode';
import { createActionRecorder } from './app/qa/recorder';
import { makePersistor, makeStore } from './app/store';

const qa = isQaMode();
const recorder = qa ? createActionRecorder() : undefined;
const store = makeStore(undefined, { recorder, devTools: qa });
const persistor = makePersistor(store);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        {recorder && <QaPanel recorder={recorder} />}
      </PersistGate>
    </Providers>
  </StrictMode>,
);
