// The language the address names, handed to every screen: its i18next instance, the document's `lang`, the store
// (for toasts raised outside React), and a shopper's remembered choice applied when they arrive on an English address.
import { useEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { inLanguage, languageOfPath } from '../../contract';
import { i18nOf, languageShown, rememberedLanguage, selectLanguage } from '../shared/i18n';
import { useAppDispatch, useAppSelector } from './hooks';
import { matchPage, PRIVATE_PAGES } from './page/pages';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { language, path } = languageOfPath(pathname);
  const shown = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const arrived = useRef(false);

  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    // Only on arrival: once here, the switch and the links decide, and the switch remembers what it chose. A shopper's
    // own page stays where it is: /verify, say, has already begun confirming a payment the provider returned to.
    const remembered = rememberedLanguage();
    if (!remembered || remembered === language || PRIVATE_PAGES.has(matchPage(path).name)) return;
    void navigate(inLanguage(path, remembered) + search, { replace: true });
  }, [language, path, search, navigate]);

  useEffect(() => {
    if (shown !== language) dispatch(languageShown(language));
    document.documentElement.lang = language;
  }, [dispatch, language, shown]);

  return <I18nextProvider i18n={i18nOf(language)}>{children}</I18nextProvider>;
}
