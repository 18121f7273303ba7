// The shopper's own pages before their saved cart and sign-in are read back (as the server draws them, and the
// browser's first pass over them): what is the same for everyone shows, what is the shopper's holds its place, and
// once redux-persist has read the saved state back each page shows what it says.
import { act, screen, within } from '@testing-library/react';
import { REHYDRATE } from 'redux-persist';
import type { RootState } from './store';
import { signUp } from '../test/api';
import { serverCatalog } from '../test/catalog';
import { renderApp } from '../test/render';

/** A store whose saved state is still being read back, as in the browser the moment the app starts. */
const NOT_RESTORED = { _persist: { version: 1, rehydrated: false } } as Partial<RootState>;

interface Saved {
  token?: string;
  line?: { productId: string; size: string; quantity: number };
}

/** What redux-persist dispatches once it has read the browser's storage: the saved sign-in and cart. */
function restore(store: ReturnType<typeof renderApp>['store'], { token, line }: Saved) {
  const id = line ? `${line.productId}:${line.size}` : undefined;
  const cart = line && id ? { ids: [id], entities: { [id]: { id, ...line } }, pending: {} } : undefined;
  act(() => {
    store.dispatch({
      type: REHYDRATE,
      key: 'shop',
      payload: { auth: { token: token ?? null }, ...(cart ? { cart } : {}) },
    });
  });
}

async function firstProduct() {
  const [product] = (await serverCatalog()).filter((each) => each.sizes.length > 0);
  if (!product) throw new Error('The test catalog is empty.');
  return { productId: product._id, size: product.sizes[0] as string, quantity: 1, name: product.name };
}

describe("the shopper's own pages before their saved state is back", () => {
  it('/login: the whole form shows at once, and a saved sign-in then goes on to the page asked for', async () => {
    const shopper = await signUp();
    const { store, location } = renderApp('/login?next=%2Forders', { preloadedState: NOT_RESTORED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Sent by the app only: tapped before it, or without scripts, the form goes nowhere.
    expect(screen.getByRole('button', { name: 'Sign In' }).closest('form')).toHaveAttribute('method', 'dialog');
    restore(store, { token: shopper.token });
    expect(await screen.findByRole('heading', { level: 1, name: /MY\s*ORDERS/ })).toBeInTheDocument();
    expect(location()).toBe('/orders');
  });

  it('/cart: the title, the totals and PROCEED TO CHECKOUT show, the lines and amounts hold their place', async () => {
    const line = await firstProduct();
    const { store } = renderApp('/cart', { preloadedState: NOT_RESTORED });
    expect(await screen.findByRole('heading', { level: 1, name: /YOUR\s*CART/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your cart' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'CART TOTALS' });
    expect(within(totals).getByText('Subtotal')).toBeInTheDocument();
    expect(totals.textContent).not.toMatch(/₹/);
    const checkout = screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' });

    restore(store, { line });
    expect(await screen.findByRole('link', { name: line.name })).toBeInTheDocument();
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent(/^₹[1-9]/);
    expect(screen.queryByRole('status', { name: 'Loading your cart' })).not.toBeInTheDocument();
    // The same button, so a tap held before the app is made on the one the shopper sees.
    expect(screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBe(checkout);
  });

  it('/cart: a cart read back empty says so', async () => {
    const { store } = renderApp('/cart', { preloadedState: NOT_RESTORED });
    await screen.findByRole('status', { name: 'Loading your cart' });
    restore(store, {});
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument();
  });

  it('/place-order: the delivery form and payment methods show; the visitor notice and the items wait', async () => {
    const line = await firstProduct();
    const { store, user } = renderApp('/place-order', { preloadedState: NOT_RESTORED });
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toBeRequired();
    expect(screen.getByRole('radio', { name: 'CASH ON DELIVERY' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
    // The visitor's notice holds its place, unseen, until it is known the shopper is one.
    expect(screen.queryByRole('heading', { name: 'Log in to place your order' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'YOUR ITEMS' })).getByRole('status')).toBeInTheDocument();
    await user.type(firstName, 'Asha');

    restore(store, { line });
    expect(await screen.findByRole('heading', { name: 'Log in to place your order' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'YOUR ITEMS' })).findByText(line.name)).toBeInTheDocument();
    // The form was not drawn again: what was typed is still there.
    expect(screen.getByRole('textbox', { name: 'First name' })).toBe(firstName);
    expect(firstName).toHaveValue('Asha');
  });

  it('/place-order: a saved sign-in shows no visitor notice', async () => {
    const shopper = await signUp();
    const { store } = renderApp('/place-order', { preloadedState: NOT_RESTORED });
    await screen.findByRole('textbox', { name: 'First name' });
    restore(store, { token: shopper.token });
    expect(await screen.findByRole('checkbox', { name: 'Save this address for my next order' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to place your order' })).not.toBeInTheDocument();
  });

  it.each([
    ['/orders', /MY\s*ORDERS/, 'Loading your orders', 'Log in to see your orders.'],
    ['/account', /MY\s*ACCOUNT/, 'Loading your account', 'Log in to see your account.'],
  ])(
    '%s: the title shows, the rest as while it loads; a visitor is then asked to log in',
    async (url, title, loading, logIn) => {
      const { store } = renderApp(url, { preloadedState: NOT_RESTORED });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
      expect(screen.queryByText(logIn)).not.toBeInTheDocument();
      restore(store, {});
      expect(await screen.findByText(logIn)).toBeInTheDocument();
    },
  );
});
