// The language the address names, handed to every screen: its i18n instance, the document's `lang`, and a shopper's
// remembered choice applied when they arrive on an English address. The store keeps no copy: what outside React needs
// it (the API's calls, the listeners, QA's recorder) reads the router through makeStore's `language`.
import { use, useEffect, useRef, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { inLanguage, languageOfPath } from '../../contract';
import { i18nOf, loadMessages, messagesLoaded, rememberedLanguage } from '../shared/i18n';
import { matchPage, PRIVATE_PAGES } from './page/pages';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { language, path } = languageOfPath(pathname);
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
    document.documentElement.lang = language;
  }, [language]);

  // A page in a language whose messages have not come yet (the switch, a link) waits for them: the router's
  // navigation is a transition, so the page the shopper is on stays until they have.
  if (!messagesLoaded(language)) use(loadMessages(language));
  return <I18nProvider i18n={i18nOf(language)}>{children}</I18nProvider>;
}
