import { screen, waitFor, within } from '@testing-library/react';
import { orderAsTheStorefront, signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';

async function shopperWithOrder() {
  const shopper = await signUp();
  const catalog = await serverCatalog();
  const [a, b] = catalog;
  if (!a || !b) throw new Error('catalog too small');
  await orderAsTheStorefront(shopper.token, 'cod', [
    { product: a, quantity: 2 },
    { product: b, quantity: 1 },
  ]);
  return { shopper, a, b };
}

describe('the orders screen', () => {
  it('shows one row per ordered item with picture, name, price, quantity, size, date, payment method and status', async () => {
    const { shopper, a, b } = await shopperWithOrder();
    renderApp('/orders', { preloadedState: { auth: { token: shopper.token } } });
    const list = await screen.findByRole('list', { name: 'Ordered items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText(a.name)).toBeInTheDocument();
    expect(within(first).getByText(`₹${a.price.toLocaleString('en-IN')}`)).toBeInTheDocument();
    expect(within(first).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(first).getByText(`Size: ${a.sizes[0] as string}`)).toBeInTheDocument();
    expect(within(first).getByText(/^Date:/)).toHaveTextContent(
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()),
    );
    expect(within(first).getByText('Payment: Cash on delivery')).toBeInTheDocument();
    expect(within(first).getByText('Order Placed')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', a.image[0]);
    expect(within(rows[1] as HTMLElement).getByText(b.name)).toBeInTheDocument();
  });

  it('shows the row in Hindi under /hi: the status, quantity and payment method in Hindi', async () => {
    const { shopper } = await shopperWithOrder();
    renderApp('/hi/orders', { preloadedState: { auth: { token: shopper.token } } });
    const list = await screen.findByRole('list', { name: 'ऑर्डर किया गया सामान' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('ऑर्डर हो गया')).toBeInTheDocument();
    expect(within(first).getByText('भुगतान: कैश ऑन डिलीवरी')).toBeInTheDocument();
  });

  it('reloads the orders with Track Order', async () => {
    const { shopper } = await shopperWithOrder();
    const requests: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    };
    try {
      const { user } = renderApp('/orders', { preloadedState: { auth: { token: shopper.token } } });
      await screen.findByRole('list', { name: 'Ordered items' });
      const before = requests.filter((url) => url.endsWith('/api/order/userorder')).length;
      await user.click(screen.getAllByRole('button', { name: 'Track Order' })[0] as HTMLElement);
      await waitFor(() =>
        expect(requests.filter((url) => url.endsWith('/api/order/userorder')).length).toBe(before + 1),
      );
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('shows an empty list without a token and asks nothing of the server', async () => {
    renderApp('/orders');
    expect(await screen.findByText('Log in to see your orders.')).toBeInTheDocument();
  });

  it('says so when a shopper has no orders yet', async () => {
    const shopper = await signUp();
    renderApp('/orders', { preloadedState: { auth: { token: shopper.token } } });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});
