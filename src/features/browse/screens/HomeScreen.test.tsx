import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { serverCatalog } from '../../../test/catalog';

describe('the home screen', () => {
  it('shows the hero texts beside the hero picture', async () => {
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(hero).getByText('OUR BESTSELLER')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: /SHOP NOW/ })).toHaveAttribute('href', '/collection');
    expect(within(hero).getByRole('img')).toHaveAttribute('src', '/images/hero.svg');
    await screen.findByRole('list', { name: 'latest collections' });
  });

  it('lists the first 10 products as latest collections and the first 5 bestsellers as best sellers', async () => {
    const catalog = await serverCatalog();
    renderApp('/');
    const latest = await screen.findByRole('list', { name: 'latest collections' });
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(within(latest).getAllByRole('link')).toHaveLength(10);
    expect(names(latest).map((text) => catalog.find((p) => text?.startsWith(p.name))?._id)).toEqual(
      catalog.slice(0, 10).map((p) => p._id),
    );
    const best = screen.getByRole('list', { name: 'best sellers' });
    const expected = catalog.filter((p) => p.bestseller).slice(0, 5);
    expect(
      within(best)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expected.map((p) => `/product/${p._id}`));
  });

  it('shows the three policies, and promises no newsletter nor a discount for an e-mail address', async () => {
    renderApp('/');
    await screen.findByRole('list', { name: 'latest collections' });
    const policies = screen.getByRole('list', { name: 'Our policies' });
    expect(
      within(policies)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Cash on Delivery', 'Follow Every Order', 'Best Customer Support']);
    // The shop takes no returns yet: the home page promises none (nor an exchange), in any words.
    expect(document.body).not.toHaveTextContent(/return|exchange/i);
    // It sends no offers by e-mail: nothing asks for an address or promises a discount or a subscription.
    expect(document.body).not.toHaveTextContent(/subscribe|% off|discount/i);
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="email"]')).toBeNull();
    // What it does send: one back-in-stock e-mail, asked for on a product's page with the control it names.
    const note = screen.getByRole('region', { name: 'Sold out in your size?' });
    expect(note).toHaveTextContent(
      'On the piece’s page, choose “Size sold out? Notify me when it is back” under the sizes: we e-mail you once, ' +
        'when your size is in stock again. We send no newsletter and no offers by e-mail.',
    );
  });
});
