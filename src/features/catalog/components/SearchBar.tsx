// The search bar under the header: shown on collection routes once the search icon opened it.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLanguage, usePagePath, useTranslation } from '../../../shared/i18n';
import { CloseIcon, SearchIcon } from '../../../shared/ui/icons';
import { IconButton } from '../../../shared/ui/primitives';
import { catalogApi } from '../catalogApi';
import { searchClosed, searchOpened, selectSearchOpen } from '../catalogSlice';
import { collectionQuery, parseView } from '../filters';

export function SearchBar() {
  const open = useAppSelector(selectSearchOpen);
  const { t } = useTranslation();
  const pathname = usePagePath();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const prefetch = catalogApi.usePrefetch('queryProducts');
  const onCollection = pathname.startsWith('/collection');
  const visible = open && onCollection;
  const linkedSearch = params.get('q');
  // The field shows what is typed at once; the URL follows in a router transition, which lags behind a fast typist
  // on a slow phone. A field bound to the URL would be set back to a lagging value and lose keystrokes.
  const [typed, setTyped] = useState(linkedSearch ?? '');
  const sent = useRef(new Set<string>());
  const typedNow = useRef(typed);
  typedNow.current = typed;
  // A search the URL brings that this bar did not send (a link, the back button) replaces what the field shows.
  useEffect(() => {
    const linked = linkedSearch ?? '';
    if (!sent.current.has(linked)) setTyped(linked);
    else if (linked === typedNow.current) sent.current.clear();
  }, [linkedSearch]);

  // A link that carries a search opens the bar, so no search is ever applied out of sight. Only a new
  // search counts: while the shopper closes the bar, the URL still holds the old one for a moment.
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    if (onCollection && linkedSearch && !openNow.current) dispatch(searchOpened());
  }, [dispatch, onCollection, linkedSearch]);

  useEffect(() => {
    if (visible) input.current?.focus();
  }, [visible]);

  if (!visible) return null;

  const setSearch = (text: string) => {
    setTyped(text);
    sent.current.add(text);
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    // The question goes out with the keystroke, not after the screen has drawn the new view: on a slow phone that
    // drawing takes longer than the answer does.
    prefetch(collectionQuery(parseView(next), 1, language));
    // Typing refines one view; it should not fill the history with every keystroke.
    setParams(next, { replace: true });
  };

  const close = () => {
    setSearch('');
    dispatch(searchClosed());
  };

  return (
    <Bar role="search">
      <Field>
        <input
          ref={input}
          type="search"
          aria-label={t('catalog.search.label')}
          placeholder={t('catalog.search.placeholder')}
          value={typed}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <SearchIcon size={18} />
      </Field>
      <IconButton type="button" aria-label={t('catalog.search.close')} onClick={close}>
        <CloseIcon size={18} />
      </IconButton>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Field = styled.label`
  display: flex;
  align-items: center;
  width: min(36rem, 80%);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.faint};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  & input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: none;
    background: none;
    font-size: ${({ theme }) => theme.size.sm};
  }
  /* The bar's own close button clears the search: the browser's clear button beside it would be a second one. */
  & input::-webkit-search-cancel-button {
    appearance: none;
    display: none;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
