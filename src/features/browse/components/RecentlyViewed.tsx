// The products this browser opened last (newest first, up to 12), all asked for in one request: on the home page, and
// under a product (without that product). The server never knows them, so the row comes once the saved state is back,
// at the end of the page, where its arrival moves nothing the shopper is looking at.
import styled from 'styled-components';
import { useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Title } from '../../../shared/ui/primitives';
import { selectViewedIds } from '../../wishlist';
import { selectProductEntities, useProductsOf } from '../../catalog';
import { ProductGrid } from './ProductGrid';

export function RecentlyViewed({ except }: { except?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const restored = useSavedStateRestored();
  const viewed = useAppSelector(selectViewedIds);
  const ids = restored ? viewed.filter((id) => id !== except) : [];
  const { isSuccess } = useProductsOf(ids);
  const entities = useAppSelector((state) => selectProductEntities(state, language));
  const products = ids.flatMap((id) => entities[id] ?? []);
  if (!isSuccess || products.length === 0) return null;
  return (
    <Section aria-labelledby="viewed-title">
      <Title id="viewed-title" first={t('catalog.viewed.first')} second={t('catalog.viewed.second')} />
      <ProductGrid products={products} label={t('catalog.viewed.label')} row />
    </Section>
  );
}

/** Spaced below as the policies above it are, so the subscribe offer after it on the home page does not touch it. */
const Section = styled.section`
  margin: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(20)};
  & > h2 {
    justify-content: center;
  }
`;
