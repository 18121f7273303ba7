// Checkout for a visitor (issue 32): told before the form that an order needs an account, the typed address kept
// while they sign up, and back at a filled /place-order afterwards; what is being bought is listed above the totals.
import { randomUUID } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { serverOrders } from '../../../test/api';
import { TYPED_ADDRESS } from '../../../test/builders';
import { serverCatalog } from '../../../test/catalog';
import { ordersSettled, renderApp } from '../../../test/render';
import { itemAdded } from '../../cart';

const DRAFT_KEY = 'kapda:delivery-draft';

async function visitorAtCheckout() {
  const [product] = await serverCatalog();
  if (!product) throw new Error('empty catalog');
  const view = renderApp('/place-order');
  const size = product.sizes[0] as string;
  act(() => {
    view.store.dispatch(itemAdded({ productId: product._id, size }));
    view.store.dispatch(itemAdded({ productId: product._id, size }));
  });
  await screen.findByRole('button', { name: 'PLACE ORDER' });
  return { ...view, product, size };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('checkout for a visitor', () => {
  it('says before the form that an order needs an account, with links that come back to checkout', async () => {
    await visitorAtCheckout();
    const notice = screen.getByRole('region', { name: 'Log in to place your order' });
    // Before the delivery form, so it is read first.
    expect(notice.compareDocumentPosition(textbox('First name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login?next=%2Fplace-order');
    expect(within(notice).getByRole('link', { name: 'SIGN UP' })).toHaveAttribute(
      'href',
      '/login?mode=signup&next=%2Fplace-order',
    );
    // The spec: the screen itself does not block visitors.
    expect(textbox('First name')).toBeEnabled();
  });

  it('keeps the typed address while the visitor signs up, then brings them back to the filled form to order', async () => {
    const { user, location, store } = await visitorAtCheckout();
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) {
      await user.clear(textbox(label));
      await user.type(textbox(label), value);
    }
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ city: TYPED_ADDRESS.City });

    await user.click(screen.getByRole('link', { name: 'SIGN UP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const email = `asha-${randomUUID()}@example.com`;
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(location()).toBe('/place-order'));
    await screen.findByRole('textbox', { name: 'First name' });
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) expect(textbox(label)).toHaveValue(value);
    expect(screen.queryByRole('region', { name: 'Log in to place your order' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 8000 });
    await ordersSettled();
    const token = store.getState().auth.token as string;
    const orders = await serverOrders(token);
    expect(orders).toEqual([
      expect.objectContaining({ address: expect.objectContaining({ city: TYPED_ADDRESS.City }) }),
    ]);
    // Placed: the address is no longer kept in the tab.
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('lists what is being bought above the totals: name, size, quantity and line total', async () => {
    const { product, size } = await visitorAtCheckout();
    const items = screen.getByRole('region', { name: 'YOUR ITEMS' });
    const line = await within(items).findByRole('listitem');
    expect(line).toHaveTextContent(product.name);
    expect(line).toHaveTextContent(`Size ${size} · Qty 2`);
    expect(line).toHaveTextContent(`₹${(product.price * 2).toLocaleString('en-IN')}`);
  });
});
