// The four main links, shared by the header and the small-screen menu.
import { NavLink, useTranslation } from '../../shared/i18n';
import { pagePath } from '../../../contract';

export const MAIN_LINKS = [
  { to: pagePath('home'), label: 'nav.home' },
  { to: pagePath('collection'), label: 'nav.collection' },
  { to: pagePath('about'), label: 'nav.about' },
  { to: pagePath('contact'), label: 'nav.contact' },
] as const;

export function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {MAIN_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === pagePath('home')} onClick={onNavigate}>
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
