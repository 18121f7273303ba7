// Where the search bar goes, under the header. The bar's code (its field and suggestions) is a chunk of its own,
// fetched while the browser is idle after the app has started, and drawn once the search icon has opened it on a
// collection route: no page's first script carries it.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePagePath } from '../../../shared/i18n';
import { searchOpened, selectSearchOpen } from '../catalogSlice';
import { pagePath } from '../../../../contract';

const SearchBar = lazy(() => import(/* webpackChunkName: "search-bar", webpackPrefetch: true */ './SearchBar'));

export function SearchSlot() {
  const open = useAppSelector(selectSearchOpen);
  const pathname = usePagePath();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const onCollection = pathname.startsWith(pagePath('collection'));
  const linkedSearch = params.get('q');

  // A link that carries a search opens the bar, so no search is ever applied out of sight. Only a new
  // search counts: while the shopper closes the bar, the URL still holds the old one for a moment.
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    if (onCollection && linkedSearch && !openNow.current) dispatch(searchOpened());
  }, [dispatch, onCollection, linkedSearch]);

  if (!open || !onCollection) return null;
  return (
    <Suspense fallback={null}>
      <SearchBar />
    </Suspense>
  );
}
