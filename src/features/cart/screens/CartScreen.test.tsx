import { act, screen, within } from '@testing-library/react';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';
import { itemAdded } from '../cartSlice';

async function cartWithTwoLines() {
  const catalog = await serverCatalog();
  const [a, b] = catalog;
  if (!a || !b) throw new Error('catalog too small');
  const view = renderApp('/cart');
  act(() => {
    view.store.dispatch(itemAdded({ productId: a._id, size: a.sizes[0] as string }));
    view.store.dispatch(itemAdded({ productId: a._id, size: a.sizes[0] as string }));
    view.store.dispatch(itemAdded({ productId: b._id, size: b.sizes[0] as string }));
  });
  await screen.findByRole('list', { name: 'Cart lines' });
  return { ...view, a, b };
}

const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

describe('the cart screen', () => {
  it('shows each line with picture, name, price, size and quantity, and the totals with the 10 delivery fee', async () => {
    const { a, b } = await cartWithTwoLines();
    const lines = within(screen.getByRole('list', { name: 'Cart lines' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByRole('link', { name: a.name })).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText(money(a.price))).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('Size', { exact: false }).parentElement).toHaveTextContent(`Size ${a.sizes[0] as string}`);
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${a.name}, size ${a.sizes[0] as string}` })).toHaveValue(2);
    const subtotal = a.price * 2 + b.price;
    const totals = screen.getByRole('region', { name: 'CART TOTALS' });
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent(money(subtotal));
    expect(within(totals).getByText('Shipping Fee').nextSibling).toHaveTextContent('₹10');
    expect(within(totals).getByText('Total').closest('div')).toHaveTextContent(money(subtotal + 10));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('takes a new quantity of 1 or more, and ignores an empty or 0 entry', async () => {
    const { user, a, store } = await cartWithTwoLines();
    const field = screen.getByRole('spinbutton', { name: `Quantity of ${a.name}, size ${a.sizes[0] as string}` });
    await user.clear(field);
    expect(store.getState().cart.entities[`${a._id}:${a.sizes[0] as string}`]?.quantity).toBe(2);
    await user.type(field, '0');
    expect(store.getState().cart.entities[`${a._id}:${a.sizes[0] as string}`]?.quantity).toBe(2);
    await user.clear(field);
    await user.type(field, '5');
    expect(store.getState().cart.entities[`${a._id}:${a.sizes[0] as string}`]?.quantity).toBe(5);
    await user.tab();
    expect(field).toHaveValue(5);
    expect(field).toHaveAttribute('min', '1');
  });

  it('removes a line with the bin, and says so when the cart is empty', async () => {
    const { user, a, b } = await cartWithTwoLines();
    await user.click(screen.getByRole('button', { name: `Remove ${a.name}, size ${a.sizes[0] as string}` }));
    expect(screen.queryByRole('link', { name: a.name })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove ${b.name}, size ${b.sizes[0] as string}` }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BROWSE THE COLLECTION' })).toHaveAttribute('href', '/collection');
  });

  it('goes to /place-order with PROCEED TO CHECKOUT', async () => {
    const { user, location } = await cartWithTwoLines();
    await user.click(screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    expect(location()).toBe('/place-order');
    expect(await screen.findByRole('button', { name: 'PLACE ORDER' })).toBeInTheDocument();
  });
});
