// The shared header: logo, main links, search, profile and cart icons, and the small-screen menu button.
import { useState } from 'react';
import styled from 'styled-components';
import { searchOpened, selectSearchOpen } from '../../features/catalog';
import { selectCartCount } from '../../features/cart';
import { selectWishlistCount } from '../../features/wishlist';
import { SEARCH_BAR_ID } from '../../shared/browser/earlySearch';
import { SHOP_NAME } from '../../shared/constants';
import { Link, useLocalNavigate, usePagePath, useTranslation } from '../../shared/i18n';
import { CartIcon, HeartIcon, MenuIcon, SearchIcon } from '../../shared/ui/icons';
import { countPill, IconButton } from '../../shared/ui/primitives';
import { media } from '../../shared/ui/theme';
import { useAppDispatch, useAppSelector } from '../hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { ProfileMenu } from './ProfileMenu';
import { pagePath } from '../../../contract';

export function Header() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const navigate = useLocalNavigate();
  const pathname = usePagePath();
  const count = useAppSelector(selectCartCount);
  const saved = useAppSelector(selectWishlistCount);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchShown = useAppSelector(selectSearchOpen) && pathname.startsWith(pagePath('collection'));

  const openSearch = () => {
    dispatch(searchOpened());
    // The search bar lives on the collection; from elsewhere the icon takes the shopper there.
    if (!pathname.startsWith(pagePath('collection'))) void navigate(pagePath('collection'));
  };

  return (
    <Bar>
      <Logo to={pagePath('home')} aria-label={t('nav.logoHome', { shop: SHOP_NAME })}>
        {SHOP_NAME.toUpperCase()}
        <span aria-hidden="true">.</span>
      </Logo>
      <nav aria-label={t('nav.main')}>
        <DesktopLinks />
      </nav>
      <Actions>
        <HeaderLanguages />
        {/* Before the app it opens the page's own search form (earlySearch.ts), after it the app's bar. */}
        <IconButton
          type="button"
          aria-label={t('nav.searchProducts')}
          aria-expanded={searchShown}
          aria-controls={SEARCH_BAR_ID}
          onClick={openSearch}
        >
          <SearchIcon />
        </IconButton>
        <CountLink to={pagePath('wishlist')} aria-label={t('nav.wishlist', { count: saved })}>
          <HeartIcon />
          {saved > 0 && <Badge aria-hidden="true">{saved}</Badge>}
        </CountLink>
        <ProfileMenu />
        <CountLink to={pagePath('cart')} aria-label={t('nav.cart', { count })}>
          <CartIcon />
          {/* An empty cart shows no number: the icon alone says where the cart is. */}
          {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
        </CountLink>
        <MenuButton
          type="button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </MenuButton>
      </Actions>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </Bar>
  );
}

/**
 * On a phone the logo, the main links' (empty) place and five 44 px icons share the row: with the narrower gaps and logo
 * there they stay inside the page's margins from a 360 px phone up; below that (320 px) the icons are 40 px wide.
 */
const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: 359.98px) {
    gap: ${({ theme }) => theme.space(1)};
  }
  ${media.sm} {
    gap: ${({ theme }) => theme.space(4)};
  }
  padding: ${({ theme }) => theme.space(5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-decoration: none;
  @media (max-width: 379.98px) {
    font-size: 1.25rem;
  }
  @media (max-width: 359.98px) {
    font-size: 1.125rem;
  }
  ${media.sm} {
    font-size: 1.75rem;
  }
  & span {
    color: #c2410c;
  }
`;

const DesktopLinks = styled(NavLinks)`
  display: none;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.sm};
  ${media.md} {
    display: flex;
  }
  & a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  & a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  & a.active {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.text};
  }
`;

const HeaderLanguages = styled(LanguageSwitch)`
  display: none;
  ${media.md} {
    display: flex;
  }
`;

/** On a phone five 44 px icons and the logo fill the width: the icons' own padding is their spacing there. */
const Actions = styled.div`
  display: flex;
  align-items: center;
  @media (max-width: 359.98px) {
    & > a,
    & > button,
    & > div > button[aria-controls] {
      width: 40px;
    }
  }
  ${media.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The wishlist's and the cart's icons, each with its count. */
const CountLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
`;

const Badge = styled.span`
  position: absolute;
  right: 4px;
  bottom: 4px;
  ${countPill(18, 4)}
  font-size: 11px;
`;

const MenuButton = styled(IconButton)`
  ${media.md} {
    display: none;
  }
`;
