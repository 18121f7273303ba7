// The storefront: the shop's layout around the page the address names (routes.tsx, from the contract's page table),
// or the not-found page. Each screen loads as its own chunk.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PAGES, type PageSpec } from '../../contract';
import { LanguageProvider } from './LanguageProvider';
import { Layout } from './layout/Layout';
import { adminRoutes, pageRoutes, SCREENS } from './routes';

const NotFoundScreen = lazy(() => import(/* webpackChunkName: "route-not-found" */ './NotFoundScreen'));

interface Props<Name extends string> {
  /** The page table and its screens: the contract's, unless a test adds a page. */
  pages?: Readonly<Record<Name, PageSpec>>;
  screens?: Readonly<Record<Name, ComponentType>>;
}

export function App<Name extends string>({ pages, screens }: Props<Name> = {}) {
  return (
    <LanguageProvider>
      <Routes>
        <Route element={<Layout />}>
          {pages && screens ? pageRoutes(pages, screens) : pageRoutes(PAGES, SCREENS)}
          {adminRoutes(<NotFoundScreen />)}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </LanguageProvider>
  );
}
