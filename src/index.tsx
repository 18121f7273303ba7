// The storefront's entry: one store, the persisted cart restored, then the routes.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { makePersistor, makeStore } from './app/store';

const store = makeStore();
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
      </PersistGate>
    </Providers>
  </StrictMode>,
);
