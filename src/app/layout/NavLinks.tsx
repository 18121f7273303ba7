// The four main links, shared by the header and the small-screen menu.
import { NavLink, useTranslation } from '../../shared/i18n';

export const MAIN_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/collection', label: 'nav.collection' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
] as const;

export function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {MAIN_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} onClick={onNavigate}>
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
