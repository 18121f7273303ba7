// What a shopper paid with, on My Orders and on the order's page, against the real server: a card payment paid on the
// sandbox's checkout page says "Card" (and, on the order's page, the provider it went through), in English and Hindi.
import { screen, within } from '@testing-library/react';
import { orderNumber } from '../../../../contract';
import { shopClient } from '../../../../tools/testkit/shopClient';
import { orderAsTheStorefront, serverOrders, signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';

const shop = shopClient(() => process.env.SHOP_API_ORIGIN ?? '');

/** A shopper whose card payment was paid on the sandbox's checkout page and confirmed, as /verify confirms it. */
async function shopperWhoPaidByCard() {
  const shopper = await signUp();
  const [product] = await serverCatalog();
  if (!product) throw new Error('empty catalog');
  const { session_url } = (await orderAsTheStorefront(shopper.token, 'stripe', [{ product, quantity: 1 }])) as {
    session_url: string;
  };
  const back = await fetch(`${process.env.SHOP_API_ORIGIN}${new URL(session_url).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const orderId = new URL(String(back.headers.get('location'))).searchParams.get('orderId') ?? '';
  await shop.succeed('POST', '/api/order/verifyStripe', { body: { success: 'true', orderId }, token: shopper.token });
  const [order] = await serverOrders(shopper.token);
  // The API keeps its name of the method: the words are the storefront's.
  expect(order).toEqual(expect.objectContaining({ _id: orderId, paymentMethod: 'Stripe', payment: true }));
  return { shopper, orderId };
}

describe('the words for what an order was paid with', () => {
  it('says "Card" on My Orders and "Card, through Stripe" on the order page, never the bare provider', async () => {
    const { shopper, orderId } = await shopperWhoPaidByCard();
    const signedIn = { preloadedState: { auth: { token: shopper.token } } };
    const { unmount } = renderApp('/orders', signedIn);
    const list = await screen.findByRole('list', { name: 'Ordered items' });
    const card = within(list).getByRole('listitem', { name: `Order ${orderNumber(orderId)}` });
    expect(within(card).getByText('Payment: Card')).toBeInTheDocument();
    expect(within(card).queryByText(/Stripe/)).not.toBeInTheDocument();
    unmount();

    renderApp(`/orders/${orderId}`, signedIn);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Card, through Stripe')).toBeInTheDocument();
    expect(within(payment).queryByText('Stripe')).not.toBeInTheDocument();
  });

  it('says it in Hindi under /hi', async () => {
    const { shopper, orderId } = await shopperWhoPaidByCard();
    const signedIn = { preloadedState: { auth: { token: shopper.token } } };
    const { unmount } = renderApp('/hi/orders', signedIn);
    const list = await screen.findByRole('list', { name: 'ऑर्डर किया गया सामान' });
    expect(within(list).getByText('भुगतान: कार्ड')).toBeInTheDocument();
    unmount();

    renderApp(`/hi/orders/${orderId}`, signedIn);
    const payment = await screen.findByRole('region', { name: 'भुगतान' });
    expect(within(payment).getByText('कार्ड, Stripe के ज़रिए')).toBeInTheDocument();
  });
});
