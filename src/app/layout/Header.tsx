// The shared header: logo, main links, search, profile and cart icons, and the small-screen menu button.
import { useState } from 'react';
import styled from 'styled-components';
import { searchOpened } from '../../features/catalog';
import { selectCartCount } from '../../features/cart';
import { SHOP_NAME } from '../../shared/constants';
import { Link, useLocalNavigate, usePagePath, useTranslation } from '../../shared/i18n';
import { CartIcon, MenuIcon, SearchIcon } from '../../shared/ui/icons';
import { countPill, IconButton } from '../../shared/ui/primitives';
import { media } from '../../shared/ui/theme';
import { useAppDispatch, useAppSelector } from '../hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { ProfileMenu } from './ProfileMenu';

export function Header() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const navigate = useLocalNavigate();
  const pathname = usePagePath();
  const count = useAppSelector(selectCartCount);
  const [menuOpen, setMenuOpen] = useState(false);

  const openSearch = () => {
    dispatch(searchOpened());
    // The search bar lives on the collection; from elsewhere the icon takes the shopper there.
    if (!pathname.startsWith('/collection')) void navigate('/collection');
  };

  return (
    <Bar>
      <Logo to="/" aria-label={t('nav.logoHome', { shop: SHOP_NAME })}>
        {SHOP_NAME.toUpperCase()}
        <span aria-hidden="true">.</span>
      </Logo>
      <nav aria-label={t('nav.main')}>
        <DesktopLinks />
      </nav>
      <Actions>
        <HeaderLanguages />
        <IconButton type="button" aria-label={t('nav.searchProducts')} onClick={openSearch}>
          <SearchIcon />
        </IconButton>
        <ProfileMenu />
        <CartLink to="/cart" aria-label={t('nav.cart', { count })}>
          <CartIcon />
          {/* An empty cart shows no number: the icon alone says where the cart is. */}
          {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
        </CartLink>
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

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-decoration: none;
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

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const CartLink = styled(Link)`
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
