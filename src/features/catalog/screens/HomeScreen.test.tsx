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

  it('shows the three policies and a subscribe form that requires an e-mail and sends nothing', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('list', { name: 'latest collections' });
    const policies = screen.getByRole('list', { name: 'Our policies' });
    expect(
      within(policies)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Cash on Delivery', 'Follow Every Order', 'Best Customer Support']);
    // The shop takes no returns yet: the home page promises none (nor an exchange), in any words.
    expect(document.body).not.toHaveTextContent(/return|exchange/i);
    expect(screen.getByRole('heading', { name: 'Subscribe now & get 20% off' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Your e-mail address' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');

    const requests: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    try {
      await user.type(email, 'asha@example.com');
      await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
      // It promises nothing it does not do: no mail is coming.
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Thank you for your interest. We do not send offers by e-mail yet: your address was not kept.',
      );
      expect(requests).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
