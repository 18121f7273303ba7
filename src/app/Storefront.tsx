// The storefront as the browser shows it: a store's state through the providers, and the routes under the browser's
// address. The shop's start (start.tsx) and QA mode's (qa/startQa.tsx) both draw it.
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { Providers } from './Providers';
import type { AppStore, RootState } from './store';

export const storefront = (shown: AppStore, serverState?: RootState) => (
  <Providers store={shown} serverState={serverState}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Providers>
);

export const strict = (children: ReactNode) => <StrictMode>{children}</StrictMode>;
