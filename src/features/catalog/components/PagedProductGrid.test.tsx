import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../../../app/Providers';
import { makeStore } from '../../../app/store';
import { serverCatalog } from '../../../test/catalog';
import { PagedProductGrid } from './PagedProductGrid';

async function renderGrid(pageSize: number) {
  const products = await serverCatalog();
  render(
    <Providers store={makeStore()}>
      <MemoryRouter>
        <PagedProductGrid view="" products={products} pageSize={pageSize} eagerCount={4} columns={4} label="Products" />
      </MemoryRouter>
    </Providers>,
  );
  const shownIds = () =>
    within(screen.getByRole('list', { name: 'Products' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  return { products, shownIds, user: userEvent.setup() };
}

describe('the paged product grid', () => {
  it('renders one page of cards, then a page more on each SHOW MORE PRODUCTS until all are shown', async () => {
    const pageSize = 30;
    const { products, shownIds, user } = await renderGrid(pageSize);
    const hrefs = products.map((product) => `/product/${product._id}`);
    // The first rows at once, the rest of the page a moment later.
    expect(shownIds().length).toBeLessThan(pageSize);
    await waitFor(() => expect(shownIds()).toEqual(hrefs.slice(0, pageSize)));
    expect(screen.getByText(`Showing ${pageSize} of ${products.length}`)).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'SHOW MORE PRODUCTS' });
    await user.click(more);
    expect(shownIds()).toEqual(hrefs.slice(0, pageSize * 2));
    while (screen.queryByRole('button', { name: 'SHOW MORE PRODUCTS' })) {
      await user.click(screen.getByRole('button', { name: 'SHOW MORE PRODUCTS' }));
    }
    expect(shownIds()).toEqual(hrefs);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('draws a changed view without pictures, and asks for them once the view has stood still', async () => {
    const products = await serverCatalog();
    const grid = (view: string) => (
      <Providers store={makeStore()}>
        <MemoryRouter>
          <PagedProductGrid view={view} products={products} eagerCount={4} columns={4} label="Products" />
        </MemoryRouter>
      </Providers>
    );
    const { rerender } = render(grid('first'));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(products.length));
    rerender(grid('second'));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(products.length));
  });

  it('shows a catalog smaller than a page whole, without the button', async () => {
    const { products, shownIds } = await renderGrid((await serverCatalog()).length + 1);
    await waitFor(() => expect(shownIds()).toHaveLength(products.length));
    expect(screen.queryByRole('button', { name: 'SHOW MORE PRODUCTS' })).not.toBeInTheDocument();
  });
});
