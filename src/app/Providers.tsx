// Everything a screen needs around it: the store, the theme and global styles. Used by the app and tests.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../shared/ui/GlobalStyle';
import { theme } from '../shared/ui/theme';
import type { AppStore, RootState } from './store';

interface ProvidersProps {
  store: AppStore;
  /** The state the server rendered the page from: the browser's first pass over that page reads it, not the store. */
  serverState?: RootState;
  children: ReactNode;
}

export function Providers({ store, serverState, children }: ProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
