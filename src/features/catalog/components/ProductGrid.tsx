// A responsive grid of product cards, with placeholders while the catalog loads.
import styled from 'styled-components';
import { media } from '../../../shared/ui/theme';
import type { Product } from '../catalogApi';
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
}

export function ProductGrid({ products, loading = false, placeholders = 10, eagerCount = 0, columns = 5, label, filling = false }: Props) {
  if (loading) {
    // A status rather than a list (a list given another role would leave its items outside any list).
    return (
      <Grid as="div" $columns={columns} role="status" aria-label={`Loading ${label}`}>
        {Array.from({ length: placeholders }, (_, index) => (
          <ProductCardPlaceholder key={index} />
        ))}
      </Grid>
    );
  }
  return (
    <Grid $columns={columns} aria-label={label} aria-busy={filling || undefined}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)); }
`;
