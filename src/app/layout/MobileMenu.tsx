// The slide-in menu for small screens: the main links and the shopper's own (log in, or account, orders, cart and log
// out) in a panel that Escape or Back closes, and the language switch.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../shared/i18n';
import { ChevronIcon } from '../../shared/ui/icons';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuAccountLinks } from './MenuAccountLinks';
import { NavLinks } from './NavLinks';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const backButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    backButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <Panel id="mobile-menu" $open={open} hidden={!open}>
      <nav aria-label={t('nav.menu')}>
        <Back ref={backButton} type="button" onClick={onClose}>
          <ChevronIcon direction="left" size={18} /> {t('nav.back')}
        </Back>
        <Links onNavigate={onClose} />
        <MenuAccountLinks onNavigate={onClose} />
      </nav>
      {/* Beside the menu's links, not among them: the same page in another language, not another page. */}
      <MenuLanguages />
    </Panel>
  );
}

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 20;
  width: 100%;
  background: ${({ theme }) => theme.colors.background};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  transition: transform 0.25s ease;
  /* Opened by a tap before the app has started (src/shared/browser/earlyTaps.ts). */
  &[data-early-open] {
    transform: translateX(0);
  }
`;

const Back = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
`;

const MenuLanguages = styled(LanguageSwitch)`
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled(NavLinks)`
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: block;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }
  & a.active {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;
