// The collection's grid, a page of the catalog query at a time: the first page comes with the screen, SHOW MORE
// PRODUCTS asks for the next one, and every page shown stays one list of cards.
import { useState } from 'react';
import styled from 'styled-components';
import { formatCount } from '../../../shared/format/count';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/primitives';
import {
  type CatalogView,
  COLLECTION_PAGE_SIZE,
  collectionQuery,
  type ProductPage,
  productsOf,
  useQueryProductsQuery,
} from '../../catalog';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';

/** Cards above the fold on a desktop load their pictures at once. */
const EAGER_CARDS = 4;

interface Props {
  view: CatalogView;
  /** The view's URL parameters: a new view starts again at its first page. */
  viewKey: string;
  /** The first page: the view's own, or the one before it while the view's is on its way. */
  first: ProductPage;
  /** The first page is another view's, still shown while this one's is on its way. */
  stale: boolean;
}

export function CollectionPages({ view, viewKey, first, stale }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [more, setMore] = useState({ viewKey, pages: 1 });
  const pages = more.viewKey === viewKey ? more.pages : 1;
  const shown = Math.min(pages * COLLECTION_PAGE_SIZE, first.total);
  const next = useQueryProductsQuery(collectionQuery(view, pages, language), { skip: pages === 1 });
  return (
    <>
      <ProductGrid
        products={productsOf(first)}
        eagerCount={EAGER_CARDS}
        columns={4}
        label={t('catalog.products')}
        filling={stale || next.isFetching}
      >
        {Array.from({ length: pages - 1 }, (_, index) => (
          <MorePage key={index + 2} view={view} page={index + 2} />
        ))}
      </ProductGrid>
      {!stale && first.total > COLLECTION_PAGE_SIZE && (
        <More>
          <p>
            {t('catalog.showing', { shown: formatCount(shown, language), total: formatCount(first.total, language) })}
          </p>
          {shown < first.total && (
            <Button
              type="button"
              $variant="outline"
              disabled={next.isFetching}
              onClick={() => setMore({ viewKey, pages: pages + 1 })}
            >
              {next.isFetching ? t('catalog.loadingMore') : t('catalog.showMore')}
            </Button>
          )}
        </More>
      )}
    </>
  );
}

/** A further page's cards, in the same list as the first page's. */
function MorePage({ view, page }: { view: CatalogView; page: number }) {
  const language = useLanguage();
  const { currentData } = useQueryProductsQuery(collectionQuery(view, page, language));
  return productsOf(currentData).map((product) => (
    <li key={product._id}>
      <ProductCard product={product} />
    </li>
  ));
}

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
