// Collection: the catalog filtered by category and type, searched by name and sorted by the server, a page at a
// time, all kept in the URL. A search that finds nothing offers the server's closest words ("Did you mean: jacket?").
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount } from '../../../shared/format/count';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useTranslation, type Translate } from '../../../shared/i18n';
import { HydrateApart } from '../../../shared/ui/HydrateApart';
import { spreadRow, Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import {
  type CatalogView,
  CATEGORIES,
  COLLECTION_PAGE_SIZE,
  collectionQuery,
  parseView,
  SORT_ORDERS,
  type SortOrder,
  TYPES,
  useQueryProductsQuery,
  viewParams,
} from '../../catalog';
import { CollectionPages } from '../components/CollectionPages';
import { FILTER_FORM_ID, FilterPanel } from '../components/FilterPanel';
import { ProductGrid } from '../components/ProductGrid';
import { collectionPath, pagePath } from '../../../../contract';

/**
 * The heading names what is shown: ALL COLLECTIONS, or the chosen categories and types ("WOMEN · TOPWEAR", several
 * values of one group joined by commas) with the search in quotes after them.
 */
function viewHeading(view: CatalogView, t: Translate): { first: string; second: string } {
  const groups = [
    CATEGORIES.filter((category) => view.categories.includes(category)).map((category) =>
      t(`catalog.categories.${category}`),
    ),
    TYPES.filter(({ value }) => view.types.includes(value)).map(({ value }) => t(`catalog.types.${value}`)),
  ]
    .filter((labels) => labels.length > 0)
    .map((labels) => labels.join(', ').toUpperCase());
  const searched = view.search.trim() ? t('catalog.collection.searched', { search: view.search.trim() }) : '';
  if (groups.length === 0 && !searched)
    return { first: t('catalog.collection.first'), second: t('catalog.collection.second') };
  return { first: groups.length > 0 ? groups.join(' · ') : t('catalog.collection.searchFirst'), second: searched };
}

export default function CollectionScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const viewKey = params.toString();
  // One view object per URL, so the query (and its cache entry) changes only when the view really does.
  const view = useMemo(() => parseView(new URLSearchParams(viewKey)), [viewKey]);
  // `data` is the last answer this screen had: while a new view's is on its way (a keystroke in the search bar),
  // the grid keeps the previous one, marked busy, rather than going blank. Only the view's own answer is counted.
  const {
    data: first,
    currentData: current,
    error,
    isFetching,
  } = useQueryProductsQuery(collectionQuery(view, 1, language));
  const showView = (next: CatalogView) => setParams(viewParams(next));
  const stale = current === undefined;

  return (
    <Layout>
      <FilterPanel view={view} facets={first?.facets} total={current?.total} onChange={showView} />
      <Results aria-labelledby="collection-title">
        <Top>
          <Title as="h1" id="collection-title" {...viewHeading(view, t)} />
          <Sort
            form={FILTER_FORM_ID}
            name="sort"
            aria-label={t('catalog.sort.label')}
            value={view.sort}
            onChange={(event) => showView({ ...view, sort: event.target.value as SortOrder })}
          >
            {SORT_ORDERS.map(({ value }) => (
              <option key={value} value={value}>
                {t(`catalog.sort.${value}`)}
              </option>
            ))}
          </Sort>
        </Top>
        <Count role="status">
          {current
            ? t('catalog.collection.count', { count: current.total, shown: formatCount(current.total, language) })
            : error && !isFetching
              ? errorMessage(error, language)
              : t('catalog.collection.loading')}
        </Count>
        {current && current.total === 0 ? (
          <Empty>
            <p>
              {view.search
                ? t('catalog.collection.noMatchSearch', { search: view.search })
                : t('catalog.collection.noMatch')}
            </p>
            {current.didYouMean && (
              <p>
                {t('catalog.collection.didYouMean')}{' '}
                <Link to={collectionPath(viewParams({ ...view, search: current.didYouMean }))}>
                  {current.didYouMean}
                </Link>
                ?
              </p>
            )}
            <Link to={pagePath('collection')}>{t('catalog.collection.showAll')}</Link>
          </Empty>
        ) : first ? (
          <HydrateApart>
            <CollectionPages view={view} viewKey={viewKey} first={current ?? first} stale={stale} />
          </HydrateApart>
        ) : (
          <ProductGrid
            products={[]}
            loading
            placeholders={COLLECTION_PAGE_SIZE / 4}
            columns={4}
            label={t('catalog.products')}
          />
        )}
      </Results>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(10)};
  ${media.sm} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(10)};
  }
`;

const Results = styled.section`
  flex: 1;
  min-width: 0;
`;

const Top = styled.div`
  ${spreadRow(3)}
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
  }
  ${media.md} {
    & h1 {
      font-size: ${({ theme }) => theme.size.xl};
    }
  }
`;

const Sort = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.size.sm};
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
