// The four main links, shared by the header and the small-screen menu.
import { NavLink } from 'react-router-dom';

export const MAIN_LINKS = [
  { to: '/', label: 'HOME' },
  { to: '/collection', label: 'COLLECTION' },
  { to: '/about', label: 'ABOUT' },
  { to: '/contact', label: 'CONTACT' },
] as const;

export function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {MAIN_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
