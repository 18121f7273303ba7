import { screen, waitFor, within } from '@testing-library/react';
import { orderNumber } from '../../../../contract';
import { orderAsTheStorefront, serverOrders, signUp } from '../../../test/api';
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
  it('shows the order as one card with its number, status, date, total, payment and each item', async () => {
    const { shopper, a, b } = await shopperWithOrder();
    const [order] = await serverOrders(shopper.token);
    const number = orderNumber(String(order?._id));
    renderApp('/orders', { preloadedState: { auth: { token: shopper.token } } });
    const list = await screen.findByRole('list', { name: 'Ordered items' });
    const card = within(list).getByRole('listitem', { name: `Order ${number}` });
    expect(within(card).getByRole('heading', { name: `Order ${number}` })).toBeInTheDocument();
    expect(within(card).getByText('Order Placed')).toBeInTheDocument();
    expect(within(card).getByText(/^Date:/)).toHaveTextContent(
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()),
    );
    expect(within(card).getByText('Payment: Cash on delivery')).toBeInTheDocument();
    expect(
      within(card).getByText(`Total: ₹${(a.price * 2 + b.price + 10).toLocaleString('en-IN')}`),
    ).toBeInTheDocument();
    const items = within(within(card).getByRole('list', { name: `Items in order ${number}` })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText(a.name)).toBeInTheDocument();
    expect(within(first).getByText(`₹${a.price.toLocaleString('en-IN')}`)).toBeInTheDocument();
    expect(within(first).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(first).getByText(`Size: ${a.sizes[0] as string}`)).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', a.image[0]);
    expect(within(items[1] as HTMLElement).getByText(b.name)).toBeInTheDocument();
  });

  it('shows the confirmation of an order just placed above the list, and none for another shopper’s order', async () => {
    const { shopper } = await shopperWithOrder();
    const [order] = await serverOrders(shopper.token);
    const orderId = String(order?._id);
    const other = await signUp();
    const { unmount } = renderApp(`/orders?placed=${orderId}`, { preloadedState: { auth: { token: other.token } } });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Thank you! Your order is placed.' })).not.toBeInTheDocument();
    unmount();

    renderApp(`/orders?placed=${orderId}`, { preloadedState: { auth: { token: shopper.token } } });
    const panel = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
    expect(within(panel).getByText(`Order number: ${orderNumber(orderId)}`)).toBeInTheDocument();
    expect(
      within(panel).getByText(`To pay on delivery: ₹${Number(order?.amount).toLocaleString('en-IN')}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('shows the row in Hindi under /hi: the status, quantity and payment method in Hindi', async () => {
    const { shopper } = await shopperWithOrder();
    renderApp('/hi/orders', { preloadedState: { auth: { token: shopper.token } } });
    const list = await screen.findByRole('list', { name: 'ऑर्डर किया गया सामान' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: /^ऑर्डर [0-9A-F]{8}$/ })).toBeInTheDocument();
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
