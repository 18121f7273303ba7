import { act, screen, waitFor, within } from '@testing-library/react';
import { serverCart, setServerLine, signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';
import { loggedIn } from '../../auth';
import { itemAdded, quantityChanged } from '../cartSlice';

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
    expect(within(lines[0] as HTMLElement).getByText('Size', { exact: false }).parentElement).toHaveTextContent(
      `Size ${a.sizes[0] as string}`,
    );
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${a.name}, size ${a.sizes[0] as string}` })).toHaveValue(
      2,
    );
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

describe('the cart screen’s quantities', () => {
  const quantityOf = (product: { name: string; sizes: string[] }) =>
    screen.getByRole('spinbutton', { name: `Quantity of ${product.name}, size ${product.sizes[0] as string}` });
  const lineOf = (product: { name: string }) =>
    screen.getByRole('link', { name: product.name }).closest('li') as HTMLElement;

  it('shows each line’s total, its price times its quantity, beside the quantity', async () => {
    const { a, b } = await cartWithTwoLines();
    expect(within(lineOf(a)).getByText('Line total', { exact: false }).parentElement).toHaveTextContent(
      `Line total ${money(a.price * 2)}`,
    );
    expect(within(lineOf(b)).getByText('Line total', { exact: false }).parentElement).toHaveTextContent(
      `Line total ${money(b.price)}`,
    );
  });

  it('steps the quantity with − and +, and says so instead of going below 1', async () => {
    const { user, a, b, store } = await cartWithTwoLines();
    const key = `${a._id}:${a.sizes[0] as string}`;
    await user.click(screen.getByRole('button', { name: `One more of ${a.name}, size ${a.sizes[0] as string}` }));
    expect(store.getState().cart.entities[key]?.quantity).toBe(3);
    expect(quantityOf(a)).toHaveValue(3);
    expect(within(lineOf(a)).getByText('Line total', { exact: false }).parentElement).toHaveTextContent(
      money(a.price * 3),
    );
    await user.click(screen.getByRole('button', { name: `One less of ${a.name}, size ${a.sizes[0] as string}` }));
    expect(store.getState().cart.entities[key]?.quantity).toBe(2);

    const less = screen.getByRole('button', { name: `One less of ${b.name}, size ${b.sizes[0] as string}` });
    expect(less).toHaveAttribute('aria-disabled', 'true');
    await user.click(less);
    expect(store.getState().cart.entities[`${b._id}:${b.sizes[0] as string}`]?.quantity).toBe(1);
    expect(quantityOf(b)).toHaveAccessibleDescription('At least 1. To remove the line, use the bin.');
  });

  it('changes 999 to 20 with a note beside it, read out, that goes on the next accepted change', async () => {
    const { user, a, store } = await cartWithTwoLines();
    const field = quantityOf(a);
    await user.clear(field);
    await user.type(field, '999');
    expect(store.getState().cart.entities[`${a._id}:${a.sizes[0] as string}`]?.quantity).toBe(20);
    expect(field).toHaveValue(20);
    const note = within(lineOf(a)).getByText('We changed it to 20: at most 20 of one size per order.');
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(field).toHaveAccessibleDescription('We changed it to 20: at most 20 of one size per order.');
    expect(screen.getByRole('button', { name: `One more of ${a.name}, size ${a.sizes[0] as string}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.clear(field);
    await user.type(field, '7');
    expect(store.getState().cart.entities[`${a._id}:${a.sizes[0] as string}`]?.quantity).toBe(7);
    expect(note).toBeEmptyDOMElement();
    expect(field).toHaveAccessibleDescription('');
  });

  it.each(['-2', '2.5'])('refuses %s, keeps the quantity and says what is accepted', async (typed) => {
    const { user, a, store } = await cartWithTwoLines();
    const field = quantityOf(a);
    await user.clear(field);
    await user.type(field, typed);
    expect(store.getState().cart.entities[`${a._id}:${a.sizes[0] as string}`]?.quantity).toBe(2);
    expect(
      within(lineOf(a)).getByText('Type a whole number from 1 to 20. To remove the line, use the bin.'),
    ).toBeInTheDocument();
    await user.tab();
    expect(field).toHaveValue(2);
  });

  it('says what is accepted when the field is emptied', async () => {
    const { user, a } = await cartWithTwoLines();
    await user.clear(quantityOf(a));
    expect(quantityOf(a)).toHaveAccessibleDescription(
      'Type a whole number from 1 to 20. To remove the line, use the bin.',
    );
  });
});

describe('the cart screen’s stock', () => {
  async function sizeWhere(matches: (left: number) => boolean) {
    const product = (await serverCatalog()).find((each) => each.sizes.some((size) => matches(each.stock[size] ?? 0)));
    const size = product?.sizes.find((each) => matches(product.stock[each] ?? 0));
    if (!product || !size) throw new Error('the demo catalog has no size in that state');
    return { product, size, left: product.stock[size] ?? 0 };
  }

  it('marks a line whose size sold out and one holding more than is left, and stops the quantity at what is left', async () => {
    const gone = await sizeWhere((left) => left === 0);
    const low = await sizeWhere((left) => left >= 1 && left <= 5);
    const { user, store } = renderApp('/cart');
    act(() => {
      store.dispatch(itemAdded({ productId: gone.product._id, size: gone.size }));
      store.dispatch(quantityChanged({ productId: low.product._id, size: low.size, quantity: low.left + 1 }));
    });
    await screen.findByRole('list', { name: 'Cart lines' });
    expect(screen.getByText('Sold out: remove it to place your order.')).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: `Quantity of ${low.product.name}, size ${low.size}` });
    expect(field).toHaveAccessibleDescription(`Only ${low.left} left: lower the quantity to place your order.`);
    expect(field).toHaveAttribute('max', String(low.left));

    await user.clear(field);
    await user.type(field, '9');
    expect(store.getState().cart.entities[`${low.product._id}:${low.size}`]?.quantity).toBe(low.left);
    expect(field).toHaveAccessibleDescription(
      `Only ${low.left} left We changed it to ${low.left}: only ${low.left} left in this size.`,
    );
  });

  it('marks a sold-out line and a line holding more than is left in Hindi under /hi', async () => {
    const gone = await sizeWhere((left) => left === 0);
    const low = await sizeWhere((left) => left >= 1 && left <= 5);
    const { store } = renderApp('/hi/cart');
    act(() => {
      store.dispatch(itemAdded({ productId: gone.product._id, size: gone.size }));
      store.dispatch(quantityChanged({ productId: low.product._id, size: low.size, quantity: low.left + 1 }));
    });
    expect(await screen.findByText('यह बिक चुका है: ऑर्डर देने के लिए इसे हटाएँ।')).toBeInTheDocument();
    expect(screen.getByText(`सिर्फ़ ${low.left} बचे हैं: ऑर्डर देने के लिए मात्रा कम करें।`)).toBeInTheDocument();
  });

  it('shows the server’s refusal of more than is left, and the line goes back to what the server holds', async () => {
    const low = await sizeWhere((left) => left >= 1 && left <= 5);
    const shopper = await signUp();
    await setServerLine(shopper.token, low.product._id, low.size, 1);
    const { store } = renderApp('/cart');
    act(() => {
      store.dispatch(loggedIn({ token: shopper.token }));
    });
    const key = `${low.product._id}:${low.size}`;
    await waitFor(() => expect(store.getState().cart.entities[key]?.quantity).toBe(1));
    // A list seen before others bought: the screen would stop at what it says is left; the server knows better.
    act(() => {
      store.dispatch(quantityChanged({ productId: low.product._id, size: low.size, quantity: low.left + 2 }));
    });
    expect(await screen.findByText(`Only ${low.left} left in ${low.size}.`)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.entities[key]?.quantity).toBe(1));
    expect(await serverCart(shopper.token)).toEqual({ [low.product._id]: { [low.size]: 1 } });
  });
});
