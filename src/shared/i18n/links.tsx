// Links and navigation that keep the shopper in the language the address names: `to="/cart"` on a Hindi page goes to
// `/hi/cart`. Paths are written as the English routes; the language's prefix is added here.
import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
} from 'react-router-dom';
import { inLanguage, languageOfPath, type Language } from '../../../contract';

/** The language the address names. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname).language;
}

/** `to` (a path as the English route writes it, maybe with a query) in the page's language. */
export function useLocalPath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => (to.startsWith('/') ? inLanguage(to, language) : to), [language]);
}

/** The address's path without its language's prefix: `/hi/collection` is `/collection`. */
export function usePagePath(): string {
  return languageOfPath(useLocation().pathname).path;
}

export function useLocalNavigate(): (to: string, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useNavigate();
  const localPath = useLocalPath();
  return useCallback((to, options) => navigate(localPath(to), options), [navigate, localPath]);
}

type LocalLinkProps = Omit<LinkProps, 'to'> & { to: string };

export const Link = forwardRef<HTMLAnchorElement, LocalLinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={useLocalPath()(to)} {...props} />;
});

type LocalNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

export const NavLink = forwardRef<HTMLAnchorElement, LocalNavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={useLocalPath()(to)} {...props} />;
});

export function Navigate({ to, ...props }: Omit<NavigateProps, 'to'> & { to: string }) {
  return <RouterNavigate to={useLocalPath()(to)} {...props} />;
}
