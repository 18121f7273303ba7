// The order page against the real server (getOrder): reached from /orders, and 404 for another shopper's order.
// Needs the order-detail call of the server (issue 31).
import { screen, within } from '@testing-library/react';
import { orderNumber } from '../../../../contract';
import { orderAsTheStorefront, serverOrders, signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';

async function shopperWithOrder() {
  const shopper = await signUp();
  const [product] = await serverCatalog();
  if (!product) throw new Error('empty catalog');
  await orderAsTheStorefront(shopper.token, 'cod', [{ product, quantity: 2 }]);
  const [order] = await serverOrders(shopper.token);
  return { shopper, product, orderId: String(order?._id) };
}

describe('the order page', () => {
  it("opens from the order's row on /orders and shows its items and its first status", async () => {
    const { shopper, product, orderId } = await shopperWithOrder();
    const { user, location } = renderApp('/orders', { preloadedState: { auth: { token: shopper.token } } });
    await user.click(await screen.findByRole('link', { name: `ORDER DETAILS: order ${orderNumber(orderId)}` }));
    expect(location()).toBe(`/orders/${orderId}`);
    const items = await screen.findByRole('region', { name: 'Items in this order' });
    expect(within(items).getByText(product.name)).toBeInTheDocument();
    expect(within(items).getByText('Quantity: 2')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['Order Placed']);
    expect(screen.getByText('Status now: Order Placed')).toBeInTheDocument();
  });

  it("answers another shopper's order as no such order", async () => {
    const { orderId } = await shopperWithOrder();
    const other = await signUp();
    renderApp(`/orders/${orderId}`, { preloadedState: { auth: { token: other.token } } });
    expect(await screen.findByRole('heading', { name: 'There is no such order.' })).toBeInTheDocument();
  });
});
