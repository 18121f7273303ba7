// The profile icon: a link to /login for visitors; for a logged-in shopper a menu that opens on hover, click or keyboard.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { selectIsLoggedIn } from '../../features/auth';
import { Link, useTranslation } from '../../shared/i18n';
import { ProfileIcon } from '../../shared/ui/icons';
import { useAppSelector } from '../hooks';
import { IconButton } from '../../shared/ui/primitives';
import { SignedInDot } from './SignedInDot';
import { useLogout } from './useLogout';
import { pagePath } from '../../../contract';

export function ProfileMenu() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { t } = useTranslation();
  const logOut = useLogout();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signedInId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent && event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
      if (event instanceof MouseEvent && !wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  if (!loggedIn) {
    return (
      <ProfileLink to={pagePath('login')} aria-label={t('profile.logIn')}>
        <ProfileIcon />
      </ProfileLink>
    );
  }

  const logout = () => {
    setOpen(false);
    logOut();
  };

  return (
    <Wrapper
      ref={wrapper}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <IconButton
        ref={toggle}
        type="button"
        aria-label={t('profile.account')}
        aria-expanded={open}
        aria-controls={menuId}
        aria-describedby={signedInId}
        // A mouse has already opened the menu by hovering, so its click keeps it open; Enter and Space toggle it.
        onClick={(event) => setOpen(event.detail === 0 ? !open : true)}
      >
        <ProfileIcon />
      </IconButton>
      <SignedInDot descriptionId={signedInId} />
      <Menu id={menuId} hidden={!open}>
        <li>
          <MenuLink to={pagePath('account')} onClick={() => setOpen(false)}>
            {t('profile.myProfile')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to={pagePath('orders')} onClick={() => setOpen(false)}>
            {t('profile.orders')}
          </MenuLink>
        </li>
        <li>
          <MenuButton type="button" onClick={logout}>
            {t('profile.logout')}
          </MenuButton>
        </li>
      </Menu>
    </Wrapper>
  );
}

const ProfileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
`;

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 10;
  width: 11rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  &[hidden] {
    display: none;
  }
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 0.6rem 1.25rem;
  border: 0;
  background: none;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MenuLink = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
