// Every route of the storefront (spec section 2, /verify aside), with what shows once each has loaded its data.
import type { Locator, Page } from 'playwright-core';
import type { Product } from './shopApi';

export interface ShopRoute {
  /** A file-name-safe name, used for screenshots. */
  name: string;
  path(product: Product): string;
  /** Whether the route is worth seeing with a cart that has items. */
  withCart: boolean;
  /** What the shopper sees once the screen is ready, logged in or not. */
  ready(page: Page, loggedIn: boolean): Locator;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const latestProducts = (page: Page) => page.getByRole('list', { name: 'latest collections' });

export const SHOP_ROUTES: ShopRoute[] = [
  { name: 'home', path: () => '/', withCart: false, ready: latestProducts },
  {
    name: 'collection',
    path: () => '/collection',
    withCart: false,
    ready: (page) => page.getByRole('list', { name: 'Products' }),
  },
  { name: 'about', path: () => '/about', withCart: false, ready: (page) => heading(page, 'ABOUT US') },
  { name: 'contact', path: () => '/contact', withCart: false, ready: (page) => heading(page, 'CONTACT US') },
  {
    name: 'product',
    path: (product) => `/product/${product._id}`,
    withCart: false,
    ready: (page) => page.getByRole('list', { name: 'Related products' }),
  },
  { name: 'cart', path: () => '/cart', withCart: true, ready: (page) => page.getByRole('spinbutton').first() },
  {
    name: 'login',
    path: () => '/login',
    withCart: false,
    // A logged-in shopper is sent home.
    ready: (page, loggedIn) => (loggedIn ? latestProducts(page) : heading(page, 'Login')),
  },
  {
    name: 'place-order',
    path: () => '/place-order',
    withCart: true,
    ready: (page) =>
      page
        .getByRole('region', { name: 'CART TOTALS' })
        .getByText(/^₹[1-9]/)
        .last(),
  },
  {
    name: 'orders',
    path: () => '/orders',
    withCart: false,
    ready: (page, loggedIn) =>
      loggedIn ? page.getByRole('list', { name: 'Ordered items' }) : page.getByText('Log in to see your orders.'),
  },
  { name: 'not-found', path: () => '/no-such-page', withCart: false, ready: (page) => heading(page, 'PAGE NOT FOUND') },
];
