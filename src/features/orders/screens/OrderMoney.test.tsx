// The amounts of an order paid online with one piece cancelled, against the real server: the order page and My orders
// keep the total that was paid and say the cancelled piece came back to the payment (the server keeps the order's
// amount and refunds the piece; it does not lower the amount as it does for cash on delivery).
import { screen, within } from '@testing-library/react';
import { orderAmount, orderNumber } from '../../../../contract';
import { DELIVERY_ADDRESS } from '../../../../tools/testkit/fixtures';
import { shopClient } from '../../../../tools/testkit/shopClient';
import { setServerLine, signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';

const shop = shopClient(() => process.env.SHOP_API_ORIGIN ?? '');
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Two pieces of one product paid in the Razorpay sandbox's popup, then one of them cancelled by the shopper. */
async function paidOrderWithOnePieceCancelled() {
  const shopper = await signUp();
  const product = (await serverCatalog())[0];
  if (!product) throw new Error('empty catalog');
  const size = product.sizes[0] ?? '';
  await setServerLine(shopper.token, product._id, size, 2);
  const items = [{ ...product, size, quantity: 2 }];
  const body = { address: DELIVERY_ADDRESS, items, amount: orderAmount(items) };
  const started = await shop.succeed<{ order: { id: string; receipt: string } }>('POST', '/api/order/razorpay', {
    body,
    token: shopper.token,
  });
  const paid = await shop.call('POST', '/sandbox/razorpay/pay', { body: { order_id: started.order.id } });
  await shop.succeed('POST', '/api/order/verifyRazorpay', { body: paid.body, token: shopper.token });
  const orderId = started.order.receipt;
  await shop.succeed('POST', '/api/order/cancel', {
    body: { orderId, reason: 'changedMind', units: ['1.2'] },
    token: shopper.token,
  });
  return { shopper, product, orderId, total: orderAmount(items) };
}

describe('the amounts of a paid order with one piece cancelled', () => {
  it('keeps the total paid on the order page and shows the piece’s refund to the payment', async () => {
    const { shopper, product, orderId, total } = await paidOrderWithOnePieceCancelled();
    renderApp(`/orders/${orderId}`, { preloadedState: { auth: { token: shopper.token } } });

    const amount = await screen.findByRole('region', { name: 'Amount' });
    const rows = within(amount)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', rupees(product.price * 2)],
      ['Delivery fee', rupees(total - product.price * 2)],
      ['Total', rupees(total)],
      ['Paid online', rupees(total)],
      ['Refunded to the way you paid', rupees(product.price)],
    ]);
    expect(within(amount).queryByText('Less cancelled pieces')).not.toBeInTheDocument();
  });

  it('lists the order on My orders with its total and what came back', async () => {
    const { shopper, product, orderId, total } = await paidOrderWithOnePieceCancelled();
    renderApp('/orders', { preloadedState: { auth: { token: shopper.token } } });
    const list = await screen.findByRole('list', { name: 'Ordered items' });
    const card = within(list).getByRole('listitem', { name: `Order ${orderNumber(orderId)}` });
    expect(within(card).getByText(`Total: ${rupees(total)}`)).toBeInTheDocument();
    expect(within(card).getByText(`Refunded: ${rupees(product.price)}`)).toBeInTheDocument();
    expect(within(card).queryByText(/^Still to come back/)).not.toBeInTheDocument();
  });
});
