import { screen, waitFor, within } from '@testing-library/react';
import { serverCatalog } from '../../../test/catalog';
import { COLLECTION_PAGE_SIZE } from '../../catalog';
import { renderApp } from '../../../test/render';

const shownIds = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')?.replace('/product/', ''));

/** On a phone-sized screen (jsdom matches no media query) the filters sit behind the FILTERS button. */
async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /FILTERS/ }));
}

describe('the collection screen', () => {
  it('shows the first page of products in list order with the count of all, and the next page on SHOW MORE', async () => {
    const catalog = await serverCatalog();
    expect(catalog.length).toBeGreaterThan(COLLECTION_PAGE_SIZE);
    const { user } = renderApp('/collection');
    await waitFor(() => expect(shownIds()).toEqual(catalog.slice(0, COLLECTION_PAGE_SIZE).map((p) => p._id)));
    expect(screen.getByRole('status')).toHaveTextContent(`${catalog.length} products`);
    expect(screen.getByText(`Showing ${COLLECTION_PAGE_SIZE} of ${catalog.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SHOW MORE PRODUCTS' }));
    await waitFor(() => expect(shownIds()).toEqual(catalog.map((p) => p._id)));
    expect(screen.queryByRole('button', { name: 'SHOW MORE PRODUCTS' })).not.toBeInTheDocument();
  });

  it('shows beside each filter value how many products it would give', async () => {
    const catalog = await serverCatalog();
    const { user } = renderApp('/collection?type=Topwear');
    await screen.findByRole('list', { name: 'Products' });
    await openFilters(user);
    const women = screen.getByRole('checkbox', { name: 'Women' }).closest('label') as HTMLElement;
    const expected = catalog.filter((p) => p.category === 'Women' && p.subCategory === 'Topwear').length;
    await waitFor(() => expect(women).toHaveTextContent(new RegExp(`Women\\s*${expected}$`)));
  });

  it('combines category and type checkboxes (any within a group, both groups) and keeps them in the URL', async () => {
    const catalog = await serverCatalog();
    const { user, location } = renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: 'Men' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kids' }));
    await user.click(screen.getByRole('checkbox', { name: 'SUMMERWEAR' }));
    await user.click(screen.getByRole('checkbox', { name: 'Topwear' }));
    const expected = catalog.filter(
      (p) => ['Men', 'Kids'].includes(p.category) && ['Summerwear', 'Topwear'].includes(p.subCategory),
    );
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(shownIds()).toEqual(expected.map((p) => p._id)));
    expect(location()).toBe('/collection?category=Men&category=Kids&type=Summerwear&type=Topwear');

    await user.click(screen.getByRole('checkbox', { name: 'Kids' }));
    await waitFor(() => expect(shownIds()).toEqual(expected.filter((p) => p.category === 'Men').map((p) => p._id)));
  });

  it('opens the filters on a phone as a sheet whose "Show N products" counts the choice and closes it', async () => {
    const catalog = await serverCatalog();
    const { user, location } = renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    const toggle = screen.getByRole('button', { name: 'FILTERS' });
    await user.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Choose filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(within(sheet).getByRole('heading', { name: 'Choose filters' })).toHaveFocus();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Kids' }));
    const kids = catalog.filter((p) => p.category === 'Kids').length;
    const show = await within(sheet).findByRole('button', { name: `Show ${kids} products` });
    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/collection?category=Kids');

    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Choose filters' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['/collection', 'ALL COLLECTIONS', 'Products'],
    ['/collection?category=Women&type=Topwear', 'WOMEN · TOPWEAR', 'Products'],
    ['/collection?category=Men&category=Kids&q=shirt', 'MEN, KIDS “shirt”', 'Products'],
    ['/collection?q=jeans', 'RESULTS FOR “jeans”', 'Products'],
    ['/hi/collection?category=Women&type=Topwear', 'महिलाएँ · टॉपवियर', 'उत्पाद'],
  ])('names the view in its heading: %s', async (url, heading, products) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await screen.findByRole('list', { name: products });
  });

  it('finds products for the spec’s SUMMERWEAR filter', async () => {
    const { user } = renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: 'SUMMERWEAR' }));
    await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
  });

  it.each([
    ['low-high', 'Sort by: Low to High', (a: number, b: number) => a - b],
    ['high-low', 'Sort by: High to Low', (a: number, b: number) => b - a],
  ])('sorts %s by price and keeps the filters', async (value, label, order) => {
    const catalog = await serverCatalog();
    const { user, location } = renderApp('/collection?category=Women');
    await screen.findByRole('list', { name: 'Products' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), label);
    const women = catalog.filter((p) => p.category === 'Women');
    const prices = () => shownIds().map((id) => catalog.find((p) => p._id === id)?.price ?? NaN);
    await waitFor(() => expect(prices()).toEqual(women.map((p) => p.price).sort(order)));
    expect(location()).toBe(`/collection?category=Women&sort=${value}`);
  });

  it('reproduces a shared URL: filters, search and sort', async () => {
    const catalog = await serverCatalog();
    const { user } = renderApp('/collection?category=Men&type=Winterwear&q=HOOD&sort=high-low');
    await screen.findByRole('list', { name: 'Products' });
    await openFilters(user);
    const expected = catalog
      .filter((p) => p.category === 'Men' && p.subCategory === 'Winterwear' && p.name.toLowerCase().includes('hood'))
      .sort((a, b) => b.price - a.price);
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(shownIds()).toEqual(expected.map((p) => p._id)));
    expect(screen.getByRole('checkbox', { name: 'Men' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Winterwear' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort products' })).toHaveValue('high-low');
    // The search from the link is shown in its bar, never applied out of sight.
    expect(screen.getByRole('combobox', { name: 'Search products by name' })).toHaveValue('HOOD');
  });

  it('searches by name from the search bar the search icon opens, and says so when nothing matches', async () => {
    const catalog = await serverCatalog();
    const { user, location } = renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('combobox', { name: 'Search products by name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    const search = await screen.findByRole('combobox', { name: 'Search products by name' });
    expect(search).toHaveFocus();
    await user.type(search, 'JEANS');
    // The names that contain it come first, in the chosen order; what search forgives (denim) comes after them.
    const containing = catalog.filter((p) => p.name.toLowerCase().includes('jeans')).map((p) => p._id);
    await waitFor(() => expect(shownIds().slice(0, containing.length)).toEqual(containing));
    expect(location()).toBe('/collection?q=JEANS');

    await user.type(search, ' made of moonlight');
    expect(
      await screen.findByText(/No products match these filters and “JEANS made of moonlight”/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox', { name: 'Search products by name' })).not.toBeInTheDocument();
    expect(location()).toBe('/collection');
    await waitFor(() => expect(shownIds()).toHaveLength(Math.min(catalog.length, COLLECTION_PAGE_SIZE)));
  });

  it('suggests products and categories from the second letter, chosen by the arrows and Enter', async () => {
    const catalog = await serverCatalog();
    const jacket = catalog.find((p) => p.name.toLowerCase().includes('jacket'));
    if (!jacket) throw new Error('the demo catalog has no jacket');
    const { user, location } = renderApp('/collection');
    await user.click(await screen.findByRole('button', { name: 'Search products' }));
    const search = await screen.findByRole('combobox', { name: 'Search products by name' });
    await user.type(search, 'j');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await user.type(search, 'ack');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(search).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(8);
    // The typed part is marked in each option that holds it.
    expect(within(options[0] as HTMLElement).getByText('Jack', { exact: false, selector: 'mark' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', (options[0] as HTMLElement).id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const first = within(await screen.findByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')[0];
    const chosenText = first?.textContent ?? '';
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toMatch(/^\/(product\/|collection\?)/));
    if (location().startsWith('/product/')) {
      expect(await screen.findByRole('heading', { level: 1, name: chosenText })).toBeInTheDocument();
    }
  });

  it('offers the closest words when a search finds nothing', async () => {
    const { user, location } = renderApp('/collection?q=kacket');
    const offer = await screen.findByRole('link', { name: 'jacket' });
    expect(offer.parentElement).toHaveTextContent('Did you mean: jacket?');
    await user.click(offer);
    await waitFor(() => expect(location()).toBe('/collection?q=jacket'));
    expect(await screen.findByRole('combobox', { name: 'Search products by name' })).toHaveValue('jacket');
  });
});
