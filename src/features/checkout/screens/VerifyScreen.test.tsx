import { act, screen, waitFor } from '@testing-library/react';
import { orderAsTheStorefront, serverOrders, signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { ordersSettled, renderApp } from '../../../test/render';
import { itemAdded } from '../../cart';

/** A shopper back from the sandbox's card checkout page, having pressed Pay or Cancel there. */
async function returnFromCheckout(pay: boolean) {
  const shopper = await signUp();
  const [product] = await serverCatalog();
  if (!product) throw new Error('empty catalog');
  const { session_url } = (await orderAsTheStorefront(shopper.token, 'stripe', [{ product, quantity: 1 }])) as {
    session_url: string;
  };
  const page = new URL(session_url).pathname;
  const back = await fetch(`${process.env.SHOP_API_ORIGIN}${page}/${pay ? 'pay' : 'cancel'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const returnUrl = new URL(String(back.headers.get('location')));
  // As after a reload, the stored token is there from the start.
  const view = renderApp(`${returnUrl.pathname}${returnUrl.search}`, {
    preloadedState: { auth: { token: shopper.token } },
  });
  act(() => {
    view.store.dispatch(itemAdded({ productId: product._id, size: product.sizes[0] as string }));
  });
  return { ...view, shopper };
}

describe('the /verify screen', () => {
  it('shows a blank screen, then the orders with the cart emptied when the provider confirms the payment', async () => {
    const { location, store, shopper } = await returnFromCheckout(true);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 8000 });
    await ordersSettled();
    expect(store.getState().cart.ids).toEqual([]);
    const orders = await serverOrders(shopper.token);
    expect(orders).toEqual([expect.objectContaining({ paymentMethod: 'Stripe', payment: true })]);
    expect(location()).toBe(`/orders?placed=${String(orders[0]?._id)}`);
  });

  it('goes back to the cart, kept, when the payment was cancelled', async () => {
    const { location, store, shopper } = await returnFromCheckout(false);
    await waitFor(() => expect(location()).toBe('/cart'), { timeout: 8000 });
    expect(await screen.findByText('The payment was not completed. Your cart is as you left it.')).toBeInTheDocument();
    // The cart's line is on screen before anything else is awaited, so its products arrive inside act.
    expect(await screen.findByRole('list', { name: 'Cart lines' })).toBeInTheDocument();
    expect(store.getState().cart.ids).toHaveLength(1);
    expect(await serverOrders(shopper.token)).toEqual([]);
  });
});
