// English / हिन्दी: the same page, with its query (filters, search), in the other language; the choice is remembered.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { inLanguage, LANGUAGES, languageOfPath, pageKey } from '../../../contract';
import { useServerOrHydrating } from '../../shared/browser/hydration';
import { rememberLanguage, useTranslation } from '../../shared/i18n';

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { language: shown, path } = languageOfPath(pathname);
  // The server draws a page under its meaningful address (contract/pageKey.ts: its parameters, in one order), not the
  // query as asked: until the browser has taken the page over, the links carry that address's query, so both draw
  // the same and a shopper without script still keeps filters and search; then the query as it is.
  const query = useServerOrHydrating() ? queryOf(pageKey(pathname + search)) : search;
  return (
    <List className={className} aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <Link
            to={inLanguage(path, language) + query}
            lang={language}
            hrefLang={language}
            aria-current={language === shown ? 'true' : undefined}
            onClick={() => rememberLanguage(language)}
          >
            {t(`language.${language}`)}
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.sm};
  & a {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }
  & a[aria-current='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;
