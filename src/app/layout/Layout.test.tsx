import { act, screen, waitFor, within } from '@testing-library/react';
import { setServerLine, signUp, tokenAccepted } from '../../test/api';
import { serverCatalog } from '../../test/catalog';
import { loggedIn } from '../../features/auth';
import { selectCartCount } from '../../features/cart';
import { renderApp } from '../../test/render';
import { ageingToken } from '../../test/tokens';

describe('the shared layout', () => {
  it('links HOME, COLLECTION, ABOUT and CONTACT from the header and marks the current one', async () => {
    const { user, location } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    // jsdom matches no media query, so the desktop links are hidden as on a phone; the menu button shows them.
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['HOME', '/'],
      ['COLLECTION', '/collection'],
      ['ABOUT', '/about'],
      ['CONTACT', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'ABOUT', hidden: true })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'CONTACT' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CONTACT US' })).toBeInTheDocument();
    expect(location()).toBe('/contact');
  });

  it('opens the search bar only on collection routes: the icon elsewhere leads to the collection', async () => {
    const { user, location, router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    expect(location()).toBe('/collection');
    expect(await screen.findByRole('search')).toBeInTheDocument();

    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ABOUT US' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('sends a visitor’s profile icon to /login', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('gives a logged-in shopper a keyboard menu with My Profile, Orders and Logout; Logout goes to /login', async () => {
    const { user, store, location } = renderApp('/', { preloadedState: { auth: { token: 'a-token' } } });
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    const account = screen.getByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    account.focus();
    await user.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();

    // Hovering opens the menu; the click that usually follows keeps it open.
    await user.hover(account);
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.token).toBeNull();
    expect(location()).toBe('/login');
  });

  it('ends the session on the server too when the shopper logs out: the token is refused from then on', async () => {
    const shopper = await signUp();
    const { user } = renderApp('/', { preloadedState: { auth: { token: shopper.token } } });
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    expect(await tokenAccepted(shopper.token)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(async () => expect(await tokenAccepted(shopper.token)).toBe(false));
  });

  it('keeps the fresh token the server sends for an ageing one, so an active shopper stays logged in', async () => {
    const shopper = await signUp();
    const ageing = ageingToken(shopper.token);
    const { store } = renderApp('/orders', { preloadedState: { auth: { token: ageing } } });
    await waitFor(() => expect(store.getState().auth.token).not.toBe(ageing));
    const fresh = store.getState().auth.token ?? '';
    // The orders screen settles first (its answer draws it); the server is asked inside waitFor, so nothing the
    // screen still does lands outside act().
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    await waitFor(async () => expect(await tokenAccepted(fresh)).toBe(true));
  });

  it('opens the small-screen menu, follows a link and closes it; Escape closes it too', async () => {
    const { user, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(within(menu).getByRole('link', { name: 'COLLECTION' }));
    expect(location()).toBe('/collection');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('gives a visitor’s small-screen menu log in / sign up, the wishlist and the cart, and no signed-in sign', async () => {
    const { user, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const account = within(menu).getByRole('list', { name: 'Your account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Log in / Sign up', '/login'],
      ['Wishlist', '/wishlist'],
      ['Cart', '/cart'],
    ]);
    expect(within(menu).queryByText('Signed in')).not.toBeInTheDocument();
    await user.click(within(account).getByRole('link', { name: 'Log in / Sign up' }));
    expect(location()).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows a signed-in shopper the sign on the profile icon and the menu’s account, orders, wishlist, cart and logout', async () => {
    const shopper = await signUp();
    const product = (await serverCatalog()).find((each) => each.sizes.some((size) => (each.stock[size] ?? 0) > 1));
    const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > 1);
    if (!product || !size) throw new Error('The catalog has no size with two pieces in stock.');
    await setServerLine(shopper.token, product._id, size, 2);
    const { user, store, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    // Logging in brings the server's cart.
    act(() => {
      store.dispatch(loggedIn({ token: shopper.token }));
    });
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(2));
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAccessibleDescription('Signed in');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByText('Signed in')).toBeVisible();
    const account = within(menu).getByRole('list', { name: 'Your account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/account', '/orders', '/wishlist', '/cart']);
    expect(within(account).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('Cart2');
    await user.click(within(account).getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.token).toBeNull();
    expect(location()).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows a not-found screen for a route the shop does not have', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
  });
});
