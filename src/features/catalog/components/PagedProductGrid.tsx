// The collection's grid, a page at a time: however large the catalog, a view renders at most `pageSize` more
// cards per step, so filtering or a keystroke in the search bar never waits for thousands of cards.
import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useServerOrHydrating } from '../../../shared/browser/hydration';
import { Button } from '../../../shared/ui/primitives';
import type { Product } from '../catalogApi';
import { ProductGrid } from './ProductGrid';

/** Cards per step: whole rows at 2, 3 and 4 columns. */
export const COLLECTION_PAGE_SIZE = 96;
/**
 * A new view's first paint: a screenful of cards (two rows of four on a desktop), whole rows at 2, 3 and 4 columns.
 * Fewer cards in that frame make it shorter: with 12 instead of 24 the p95 from keystroke to painted frame at
 * 10,000 products was 43 and 66 ms against 52 and 90 ms, in runs taken in turn (npm run bench -- collection).
 */
const FIRST_PASS = 12;
/**
 * How long a new view waits before the rest of its page is drawn: longer than the pause between two keystrokes of
 * someone typing, so typing never pays for cards below the fold; short enough to be there before anyone scrolls.
 */
const FILL_AFTER_MS = 250;

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
  // Kept with its view rather than remounting the grid, so cards that stay in the results are reused. The server's
  // page (read without JavaScript too) holds the whole first page, and the browser's first pass over it the same.
  const whole = useServerOrHydrating();
  const [paging, setPaging] = useState({ view, shown: pageSize, complete: whole, changed: false });
  const changedView = { view, shown: pageSize, complete: false, changed: true };
  if (paging.view !== view) setPaging(changedView);
  const current = paging.view === view ? paging : changedView;
  // A screen's first view paints its first rows at once and the rest of the page right after. A changed view (a
  // filter, a keystroke in the search bar) adds the rest, and the cards' pictures, once it has stood still for a
  // moment: while a shopper types, each keystroke draws a screenful of names and prices and asks the network for
  // nothing. Both in an interruptible update.
  useEffect(() => {
    if (current.complete) return undefined;
    const fill = setTimeout(
      () => startTransition(() => setPaging((latest) => (latest.view === view ? { ...latest, complete: true } : latest))),
      current.changed ? FILL_AFTER_MS : 0,
    );
    return () => clearTimeout(fill);
  }, [current.complete, current.changed, view]);
  const shown = Math.min(current.shown, products.length);
  const rendered = current.complete ? shown : Math.min(shown, FIRST_PASS);
  const visible = rendered < products.length ? products.slice(0, rendered) : products;
  return (
    <>
      <ProductGrid products={visible} filling={visible.length < shown} pictures={current.complete} {...grid} />
      {shown < products.length && (
        <More>
          <p>
            Showing {count.format(shown)} of {count.format(products.length)}
          </p>
          <Button type="button" $variant="outline" onClick={() => setPaging((latest) => ({ ...latest, view, shown: latest.shown + pageSize }))}>
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
