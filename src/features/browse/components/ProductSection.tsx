// A titled home-page section of products (latest collections, best sellers).
import styled from 'styled-components';
import { Lead, Title } from '../../../shared/ui/primitives';
import type { Product } from '../../catalog';
import { ProductGrid } from './ProductGrid';

interface Props {
  id: string;
  first: string;
  second: string;
  lead: string;
  products: readonly Product[];
  loading: boolean;
  placeholders: number;
  /** One row that scrolls sideways until the wide layout (ProductGrid's `row`): for a list too short to fill rows. */
  row?: boolean;
}

export function ProductSection({ id, first, second, lead, products, loading, placeholders, row = false }: Props) {
  return (
    <Section aria-labelledby={id}>
      <Title id={id} first={first} second={second} />
      <Lead>{lead}</Lead>
      <ProductGrid
        products={products}
        loading={loading}
        placeholders={placeholders}
        label={`${first} ${second}`.toLowerCase()}
        row={row}
      />
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.space(12)} 0;
  text-align: left;
  & > h2 {
    justify-content: center;
  }
`;
