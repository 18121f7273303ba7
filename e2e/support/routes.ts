// Every route of the storefront (spec section 2, /verify aside, and the pages of issue 31), with what shows once each
// has loaded its data.
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
    name: 'delivery',
    path: () => '/delivery',
    withCart: false,
    ready: (page) => heading(page, 'DELIVERY & RETURNS'),
  },
  { name: 'privacy', path: () => '/privacy', withCart: false, ready: (page) => heading(page, 'PRIVACY POLICY') },
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
  {
    name: 'forgot-password',
    path: () => '/forgot-password',
    withCart: false,
    ready: (page) => heading(page, 'Forgot password'),
  },
  {
    name: 'reset-password',
    path: () => '/reset-password?token=from-the-e-mail',
    withCart: false,
    ready: (page) => heading(page, 'Set a new password'),
  },
  { name: 'not-found', path: () => '/no-such-page', withCart: false, ready: (page) => heading(page, 'PAGE NOT FOUND') },
];

/** A page of the shopper's account (issue 31), shown logged in to a shopper with a placed order and a saved address. */
export interface AccountRoute {
  /** A file-name-safe name, used for screenshots. */
  name: string;
  path(orderId: string): string;
  /** What the shopper sees once the screen has loaded its data. */
  ready(page: Page): Locator;
}

export const ACCOUNT_ROUTES: AccountRoute[] = [
  {
    name: 'account',
    path: () => '/account',
    ready: (page) => page.getByRole('list', { name: 'Your saved addresses' }),
  },
  {
    name: 'order-detail',
    path: (orderId) => `/orders/${orderId}`,
    ready: (page) => page.getByRole('region', { name: 'Order status' }).getByRole('listitem').first(),
  },
];
