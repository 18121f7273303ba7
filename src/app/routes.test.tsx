// The route table is written once (contract/pages.ts): the SPA's routes and the pages the server knows are both
// made from it, so a page added to the table is both, and none is one without the other.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PAGES, type PageSpec } from '../../contract';
import { App } from './App';
import { matchPage } from './page/pages';
import { Providers } from './Providers';
import { SCREENS } from './routes';
import { makeStore } from './store';

const GIFT_CARDS: PageSpec = { path: '/gift-cards', shoppersOwn: false };
const WITH_GIFT_CARDS = { ...PAGES, giftCards: GIFT_CARDS };
const GiftCardsScreen = () => <h1>Gift cards</h1>;

function showAt(url: string, app: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [url] });
  render(
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the route table', () => {
  test('a page added to the table is a route of the storefront and a page the server renders', async () => {
    showAt('/gift-cards', <App pages={WITH_GIFT_CARDS} screens={{ ...SCREENS, giftCards: GiftCardsScreen }} />);
    expect(await screen.findByRole('heading', { name: 'Gift cards' })).toBeInTheDocument();
    expect(matchPage('/gift-cards', WITH_GIFT_CARDS)).toEqual({ name: 'giftCards', productId: undefined });
  });

  test('a page not in the table is neither: the storefront shows NOT FOUND and the server answers 404', async () => {
    showAt('/gift-cards', <App />);
    expect(await screen.findByRole('heading', { name: /PAGE\s*NOT FOUND/ })).toBeInTheDocument();
    expect(matchPage('/gift-cards').name).toBe('notFound');
  });

  test.each(Object.entries(PAGES))('%s: the path the table gives it finds it', (name, { path }) => {
    expect(matchPage(path.replace(':productId', 'blue-shirt')).name).toBe(name);
  });
});
