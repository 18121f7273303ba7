// Everything a screen needs around it: the store, the theme and global styles. Used by the app and tests.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../shared/ui/GlobalStyle';
import { theme } from '../shared/ui/theme';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
