// Collection: every product, filtered by category and type, searched by name and sorted, all kept in the URL.
import { useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { useListProductsQuery } from '../catalogApi';
import { selectVisibleProducts } from '../catalogSlice';
import { FILTER_FORM_ID, FilterPanel } from '../components/FilterPanel';
import { PagedProductGrid } from '../components/PagedProductGrid';
import { ProductGrid } from '../components/ProductGrid';
import { parseView, SORT_ORDERS, viewParams, type CatalogView, type SortOrder } from '../filters';

export default function CollectionScreen() {
  const { isLoading } = useListProductsQuery();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // One view object per URL, so the memoized selector recomputes only when the view really changes.
  const view = useMemo(() => parseView(new URLSearchParams(query)), [query]);
  // The search field and filters answer at once; the grid follows as soon as React has a moment.
  const shownQuery = useDeferredValue(query);
  const shownView = useMemo(() => parseView(new URLSearchParams(shownQuery)), [shownQuery]);
  const products = useAppSelector((state) => selectVisibleProducts(state, shownView));
  const showView = (next: CatalogView) => setParams(viewParams(next));

  return (
    <Layout>
      <FilterPanel view={view} onChange={showView} />
      <Results aria-labelledby="collection-title">
        <Top>
          <Title as="h1" id="collection-title" first="ALL" second="COLLECTIONS" />
          <Sort
            form={FILTER_FORM_ID}
            name="sort"
            aria-label="Sort products"
            value={view.sort}
            onChange={(event) => showView({ ...view, sort: event.target.value as SortOrder })}
          >
            {SORT_ORDERS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Sort>
        </Top>
        <Count role="status">{isLoading ? 'Loading products…' : `${products.length} ${products.length === 1 ? 'product' : 'products'}`}</Count>
        {!isLoading && products.length === 0 ? (
          <Empty>
            <p>No products match these filters{shownView.search ? ` and “${shownView.search}”` : ''}.</p>
            <Link to="/collection">Show all products</Link>
          </Empty>
        ) : isLoading ? (
          <ProductGrid products={[]} loading placeholders={12} columns={4} label="Products" />
        ) : (
          <PagedProductGrid view={shownQuery} products={products} eagerCount={4} columns={4} label="Products" />
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
  ${media.sm} { flex-direction: row; gap: ${({ theme }) => theme.space(10)}; }
`;

const Results = styled.section`
  flex: 1;
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  & h1 { margin: 0; font-size: ${({ theme }) => theme.size.lg}; }
  ${media.md} { & h1 { font-size: ${({ theme }) => theme.size.xl}; } }
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
