// The collection's grid, a page at a time: however large the catalog, a view renders at most `pageSize` more
// cards per step, so filtering or a keystroke in the search bar never waits for thousands of cards.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/primitives';
import type { Product } from '../catalogApi';
import { ProductGrid } from './ProductGrid';

/** Cards per step: whole rows at 2, 3 and 4 columns. */
export const COLLECTION_PAGE_SIZE = 96;

const count = new Intl.NumberFormat('en-IN');

interface Props {
  products: readonly Product[];
  /** The view the products belong to: a new view starts again at the first page. */
  view: string;
  pageSize?: number;
  eagerCount: number;
  columns: number;
  label: string;
}

export function PagedProductGrid({ products, view, pageSize = COLLECTION_PAGE_SIZE, ...grid }: Props) {
  // Kept with its view rather than remounting the grid, so cards that stay in the results are reused.
  const [paging, setPaging] = useState({ view, shown: pageSize });
  if (paging.view !== view) setPaging({ view, shown: pageSize });
  const shown = paging.view === view ? paging.shown : pageSize;
  const visible = products.length > shown ? products.slice(0, shown) : products;
  return (
    <>
      <ProductGrid products={visible} {...grid} />
      {visible.length < products.length && (
        <More>
          <p>
            Showing {count.format(visible.length)} of {count.format(products.length)}
          </p>
          <Button type="button" $variant="outline" onClick={() => setPaging((current) => ({ view, shown: current.shown + pageSize }))}>
            SHOW MORE PRODUCTS
          </Button>
        </More>
      )}
    </>
  );
}

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
  & p { margin: 0; font-size: ${({ theme }) => theme.size.sm}; color: ${({ theme }) => theme.colors.muted}; }
`;
