// The search bar under the header, drawn by SearchSlot on collection routes once the search icon opened it. From the
// second letter it suggests up to 8 products, categories and types (a combobox): the arrows move through them, Enter
// or a tap opens one, Escape closes the list (and then the bar). Each keystroke asks for its own suggestions, and only
// the answer for what the field holds now is shown: an older keystroke's never replaces a newer one's.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { SEARCH_BAR_ID, takeEarlySearch } from '../../../shared/browser/earlySearch';
import { useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { CloseIcon, SearchIcon } from '../../../shared/ui/icons';
import { IconButton } from '../../../shared/ui/primitives';
import { catalogApi, useSuggestProductsQuery, type Suggestion } from '../catalogApi';
import { searchClosed } from '../catalogSlice';
import { collectionQuery, parseView, viewParams } from '../filters';
import { optionId, Suggestions, SUGGESTIONS_ID } from './Suggestions';
import { collectionPath, productPath } from '../../../../contract';

/** Suggestions are asked for from this many characters typed. */
const SUGGEST_FROM = 2;

export default function SearchBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const prefetch = catalogApi.usePrefetch('queryProducts');
  const linkedSearch = params.get('q');
  // The field shows what is typed at once; the URL follows in a router transition, which lags behind a fast typist
  // on a slow phone. A field bound to the URL would be set back to a lagging value and lose keystrokes.
  const [typed, setTyped] = useState(linkedSearch ?? '');
  const sent = useRef(new Set<string>());
  const typedNow = useRef(typed);
  typedNow.current = typed;
  // A search the URL brings that this bar did not send (a link, the back button) replaces what the field shows: only
  // a change of it, so what the bar opened with (a search typed before the app, below) stays.
  const linkedBefore = useRef(linkedSearch);
  useEffect(() => {
    if (linkedBefore.current === linkedSearch) return;
    linkedBefore.current = linkedSearch;
    const linked = linkedSearch ?? '';
    if (!sent.current.has(linked)) setTyped(linked);
    else if (linked === typedNow.current) sent.current.clear();
  }, [linkedSearch]);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const navigate = useLocalNavigate();
  const asked = typed.trim();
  const asking = [...asked].length >= SUGGEST_FROM;
  const { currentData } = useSuggestProductsQuery({ q: asked, lang: language }, { skip: !asking });
  const suggestions = asking ? (currentData?.suggestions ?? []) : [];
  const [active, setActive] = useState(-1);
  const [listClosed, setListClosed] = useState(false);
  const listShown = suggestions.length > 0 && !listClosed;
  // A new list starts with no option active.
  useEffect(() => setActive(-1), [currentData]);

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

  // The page's own form, opened and typed into before the app came, gives its text to this bar, which takes its
  // place (and its id) before the screen is drawn.
  useLayoutEffect(() => {
    const early = takeEarlySearch(document);
    if (early?.trim() && early !== typedNow.current) setSearch(early);
    // Once, when the bar first opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (suggestion: Suggestion) => {
    setListClosed(true);
    setActive(-1);
    if (suggestion.kind === 'product' && suggestion.productId) {
      void navigate(productPath(suggestion.productId));
      return;
    }
    const view =
      suggestion.kind === 'category'
        ? { categories: [suggestion.text], types: [], search: '', sort: 'relevant' as const }
        : { categories: [], types: [suggestion.text], search: '', sort: 'relevant' as const };
    setTyped('');
    sent.current.add('');
    void navigate(collectionPath(viewParams(view)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setListClosed(false);
      setActive((was) => (was + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setListClosed(false);
      setActive((was) => (was <= 0 ? count - 1 : was - 1));
    } else if (event.key === 'Enter' && listShown && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape') {
      if (listShown) {
        // Only the list closes: a search field's own Escape would also empty it.
        event.preventDefault();
        setListClosed(true);
        setActive(-1);
      } else close();
    }
  };

  return (
    <Bar role="search" id={SEARCH_BAR_ID}>
      {/* The list stands beside the field's label, not in it: a tap on an option is not a tap on the field. */}
      <Combo>
        <Field>
          <input
            ref={input}
            type="search"
            aria-label={t('catalog.search.label')}
            placeholder={t('catalog.search.placeholder')}
            value={typed}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={SUGGESTIONS_ID}
            aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              setListClosed(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <SearchIcon size={18} />
        </Field>
        {listShown && <Suggestions suggestions={suggestions} typed={asked} active={active} onChoose={choose} />}
      </Combo>
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

const Combo = styled.div`
  position: relative;
  width: min(36rem, 80%);
`;

const Field = styled.label`
  display: flex;
  align-items: center;
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
