// On a first visit to the English home page, a browser that prefers Hindi is offered the Hindi shop: a bar at the foot
// of the window, all of it in Hindi, with a link to the Hindi page and a "no thanks" (which keeps English). Never a redirect (an address always answers
// the same page, to shoppers and crawlers alike), never once the shopper has chosen (the switch, this bar), and only
// once the page is taken over, so the server's page and the first drawing agree and nothing moves under the shopper.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, inLanguage, languageOfPath, preferredLanguage, type Language } from '../../../contract';
import { loadMessages, rememberedLanguage, rememberLanguage, translatorOf } from '../../shared/i18n';
import { Button } from '../../shared/ui/primitives';

export function LanguageOffer() {
  const { pathname } = useLocation();
  const { language, path } = languageOfPath(pathname);
  const [offered, setOffered] = useState<Language>();

  useEffect(() => {
    const preferred = preferredLanguage(navigator.languages);
    if (language !== DEFAULT_LANGUAGE || path !== '/' || rememberedLanguage() || !preferred || preferred === language)
      return;
    let current = true;
    // Its words come in its own language, whose messages this English page has not loaded yet.
    void loadMessages(preferred).then(
      () => current && setOffered(preferred),
      () => undefined,
    );
    return () => {
      current = false;
      setOffered(undefined);
    };
  }, [language, path]);

  if (!offered) return null;
  const say = translatorOf(offered);
  return (
    <Bar aria-label={say('language.label')} lang={offered}>
      <p>{say('language.offer')}</p>
      <Link to={inLanguage(path, offered)} hrefLang={offered} onClick={() => rememberLanguage(offered)}>
        {say('language.offerAccept')}
      </Link>
      <Button
        type="button"
        $variant="outline"
        onClick={() => {
          rememberLanguage(language);
          setOffered(undefined);
        }}
      >
        {say('language.offerDismiss')}
      </Button>
    </Bar>
  );
}

const Bar = styled.aside`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 8%);
  & p {
    margin: 0;
  }
  & a {
    font-weight: 600;
  }
`;
