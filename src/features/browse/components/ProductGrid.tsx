// A responsive grid of product cards, with placeholders while the catalog loads.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';
import type { Product } from '../../catalog';
import { ProductCard, ProductCardPlaceholder } from './ProductCard';

interface Props {
  products: readonly Product[];
  loading?: boolean;
  /** How many placeholders to show while loading. */
  placeholders?: number;
  /** Cards above the fold load their pictures at once. */
  eagerCount?: number;
  columns?: number;
  label: string;
  /** More cards of this list are on their way (aria-busy). */
  filling?: boolean;
  /**
   * One row that scrolls sideways until the wide layout: for a short list (5 related products) that would
   * otherwise leave a card alone on the last row of a phone's 2 columns or a tablet's 3.
   */
  row?: boolean;
  /** False while the view is still changing: cards keep their places without asking for pictures yet. */
  pictures?: boolean;
  /** More items of the same list after these cards (the collection's further pages). */
  children?: ReactNode;
}

export function ProductGrid({
  products,
  loading = false,
  placeholders = 10,
  eagerCount = 0,
  columns = 5,
  label,
  filling = false,
  row = false,
  pictures = true,
  children,
}: Props) {
  const { t } = useTranslation();
  if (loading) {
    // A status rather than a list (a list given another role would leave its items outside any list).
    return (
      <Grid as="div" $columns={columns} $row={row} role="status" aria-label={t('catalog.loadingLabel', { label })}>
        {Array.from({ length: placeholders }, (_, index) => (
          <ProductCardPlaceholder key={index} />
        ))}
      </Grid>
    );
  }
  return (
    <Grid $columns={columns} $row={row} aria-label={label} aria-busy={filling || undefined}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} picture={pictures} />
        </li>
      ))}
      {children}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number; $row: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ $row }) => $row && rowUntilWide}
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    grid-auto-flow: row;
    overflow-x: visible;
  }
`;

/** A phone shows two cards and a part of the third, a tablet three and a part of the fourth: more lies to the side. */
const rowUntilWide = css`
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: 42%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding-bottom: ${({ theme }) => theme.space(2)};
  & > * {
    scroll-snap-align: start;
  }
  ${media.sm} {
    grid-template-columns: none;
    grid-auto-columns: 30%;
  }
`;
