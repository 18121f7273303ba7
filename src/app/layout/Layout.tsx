// The page frame every route shares: skip link, header, search bar, the route's screen, footer and toasts.
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SearchSlot } from '../../features/catalog';
import { useTranslation } from '../../shared/i18n';
import { Page, Skeleton } from '../../shared/ui/primitives';
import { HydrateApart } from '../../shared/ui/HydrateApart';
import { Toasts } from '../../shared/ui/toasts';
import { useAppSelector } from '../hooks';
import { pageTitle } from '../page/pageHead';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageOffer';

/** A new page starts at its top; the first one stays where the shopper has scrolled it while the app was coming. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Marks the page as taken over by the app once the screen's boundary has hydrated (or rendered): until then a page
 * the server rendered is readable but its buttons do nothing. Browser tests wait for it after loading a page.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The tab's title follows client-side navigation (the server wrote the first page's). */
function PageTitle() {
  const { pathname, search } = useLocation();
  const title = useAppSelector((state) => pageTitle(state, pathname, search));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export function Layout() {
  const { t } = useTranslation();
  return (
    <Page>
      <SkipLink href="#main">{t('layout.skip')}</SkipLink>
      <ScrollToTopOnNavigation />
      <PageTitle />
      <Header />
      <SearchSlot />
      <main id="main" tabIndex={-1}>
        {/* A screen still loading fills the window, so the footer never shows and then jumps away as it arrives. */}
        <Suspense fallback={<Skeleton $height="100vh" aria-label={t('layout.loading')} role="status" />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <HydrateApart>
        <Footer />
      </HydrateApart>
      <LanguageOffer />
      <Toasts />
    </Page>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 30;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  &:focus {
    left: ${({ theme }) => theme.space(2)};
  }
`;
