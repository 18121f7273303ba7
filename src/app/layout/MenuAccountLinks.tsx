// The phone menu's entries for the shopper's own pages: log in or sign up for a visitor; for a signed-in shopper a
// line saying so, then the account, orders, the wishlist and the cart with their counts, and log out.
import styled from 'styled-components';
import { countPill } from '../../shared/ui/primitives';
import { selectIsLoggedIn } from '../../features/auth';
import { selectCartCount } from '../../features/cart';
import { selectWishlistCount } from '../../features/wishlist';
import { NavLink, useTranslation } from '../../shared/i18n';
import { useAppSelector } from '../hooks';
import { SIGNED_IN_GREEN } from './SignedInDot';
import { useLogout } from './useLogout';
import { pagePath } from '../../../contract';

export function MenuAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const count = useAppSelector(selectCartCount);
  const saved = useAppSelector(selectWishlistCount);
  const logOut = useLogout();
  const countedLinks = (
    <>
      <li>
        <NavLink to={pagePath('wishlist')} onClick={onNavigate} aria-label={t('nav.wishlist', { count: saved })}>
          {t('nav.menuWishlist')}
          {saved > 0 && <Count aria-hidden="true">{saved}</Count>}
        </NavLink>
      </li>
      <li>
        <NavLink to={pagePath('cart')} onClick={onNavigate} aria-label={t('nav.cart', { count })}>
          {t('nav.menuCart')}
          {count > 0 && <Count aria-hidden="true">{count}</Count>}
        </NavLink>
      </li>
    </>
  );
  if (!loggedIn) {
    return (
      <Entries aria-label={t('nav.account')}>
        <li>
          <NavLink to={pagePath('login')} onClick={onNavigate}>
            {t('nav.logInSignUp')}
          </NavLink>
        </li>
        {countedLinks}
      </Entries>
    );
  }
  return (
    <>
      <SignedIn>
        <Dot aria-hidden="true" />
        {t('profile.signedIn')}
      </SignedIn>
      <Entries aria-label={t('nav.account')}>
        <li>
          <NavLink to={pagePath('account')} onClick={onNavigate}>
            {t('profile.myProfile')}
          </NavLink>
        </li>
        <li>
          <NavLink to={pagePath('orders')} onClick={onNavigate}>
            {t('profile.orders')}
          </NavLink>
        </li>
        {countedLinks}
        <li>
          <button
            type="button"
            onClick={() => {
              onNavigate();
              logOut();
            }}
          >
            {t('profile.logout')}
          </button>
        </li>
      </Entries>
    </>
  );
}

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & a,
  & button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  & li:first-child > * {
    border-top: 0;
  }
  & a.active {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const SignedIn = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${SIGNED_IN_GREEN};
`;

const Count = styled.span`
  ${countPill(20, 6)}
  font-size: ${({ theme }) => theme.size.xs};
  .active > & {
    background: ${({ theme }) => theme.colors.onAccent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
