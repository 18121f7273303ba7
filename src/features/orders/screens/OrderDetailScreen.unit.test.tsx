// The order page against answers written here (the contract's getOrder), with the real store and router.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { aProduct, anOrder, anOrderDetail, DELIVERY_ADDRESS } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import type { OrderDetail } from '../ordersApi';

const PLACED = Date.UTC(2026, 2, 5, 10);
const SHIPPED = Date.UTC(2026, 2, 7, 9);

const ORDER: OrderDetail = anOrderDetail(
  anOrder('order-1', [aProduct('shirt', { name: 'Blue shirt', price: 500 }), aProduct('tee', { price: 250 })], {
    status: 'Shipped',
    date: PLACED,
  }),
  {
    history: [
      { status: 'Order Placed', date: PLACED },
      { status: 'Packing', date: PLACED + 3_600_000 },
      { status: 'Shipped', date: SHIPPED },
    ],
  },
);

const PAID_LATE = Date.UTC(2026, 2, 5, 11);
const REFUNDED = Date.UTC(2026, 2, 6, 12);

/** Paid online after its hold ended: refunded once (failed), then again (processed), then a part still pending. */
const REFUNDED_ORDER: OrderDetail = {
  ...ORDER,
  amount: 1299,
  paymentMethod: 'Razorpay',
  payment: true,
  status: 'Refunded',
  history: [
    { status: 'Awaiting Payment', date: PLACED },
    { status: 'Refund Due', date: PAID_LATE },
    { status: 'Refunded', date: REFUNDED },
  ],
  refunds: [
    {
      id: 'r1',
      amount: 1299,
      state: 'failed',
      providerRefundId: null,
      reason: 'Paid after the hold ended',
      date: PAID_LATE,
    },
    {
      id: 'r2',
      amount: 1299,
      state: 'processed',
      providerRefundId: 'rfnd_Nq2b7XyZ0aBcDe',
      reason: 'Paid after the hold ended',
      date: PAID_LATE + 60_000,
    },
    {
      id: 'r3',
      amount: 250.5,
      state: 'pending',
      providerRefundId: 'rfnd_Pending0001',
      reason: 'A line returned',
      date: REFUNDED + 60_000,
    },
  ],
};

const DETAIL = '/api/order/detail/order-1';
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };

// The screen's chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe('the order page', () => {
  it('shows the items, the amount with the delivery fee, the address, the payment and the timeline', async () => {
    const sent = answerRequests({ [DETAIL]: { success: true, order: ORDER } });
    renderApp('/orders/order-1', signedIn);

    const items = await screen.findByRole('region', { name: 'Items in this order' });
    expect(within(items).getByText('Blue shirt')).toBeTruthy();
    expect(within(items).getByText('₹500')).toBeTruthy();
    expect(within(items).getAllByText('Quantity: 1')).toHaveLength(2);
    expect(within(items).getAllByText('Size: M')).toHaveLength(2);

    const amount = screen.getByRole('region', { name: 'Amount' });
    expect(within(amount).getByText('₹750')).toBeTruthy();
    expect(within(amount).getByText('₹10')).toBeTruthy();
    // The total, and what the courier collects: all of it.
    expect(within(amount).getAllByText('₹760')).toHaveLength(2);
    expect(within(within(amount).getByLabelText('Paid and given back')).getByText('To pay on delivery')).toBeTruthy();

    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address.textContent).toContain(DELIVERY_ADDRESS.street);
    expect(address.textContent).toContain(DELIVERY_ADDRESS.phone);

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('Cash on delivery');
    expect(payment.textContent).toContain('Not paid yet');

    const steps = within(screen.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Order Placed',
      'Packing',
      'Shipped',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    // The status it is in now has its own colour, as on My orders.
    expect((steps[2]?.querySelector('span') as HTMLElement).style.background).toBe('rgb(109, 40, 217)');
    expect(steps[2]?.textContent).toContain('7 Mar 2026');
    expect(screen.getByText('Status now: Shipped').getAttribute('role')).toBe('status');
    expect(sent.map((request) => [request.method, request.path, request.token])).toEqual([
      ['GET', DETAIL, 'shopper-token'],
    ]);
  });

  it('asks again with Track Order and shows the status the operator moved it to', async () => {
    let status = 'Shipped';
    const sent = answerRequests({
      '/api/user/reviewable': { success: true, lines: [] },
      [DETAIL]: () =>
        Response.json({
          success: true,
          order: {
            ...ORDER,
            status,
            history: [...ORDER.history, ...(status === 'Delivered' ? [{ status, date: SHIPPED + 1 }] : [])],
          },
        }),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await screen.findByText('Status now: Shipped');
    status = 'Delivered';
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Status now: Delivered')).toBeTruthy();
    expect(sent.filter((request) => request.path === DETAIL)).toHaveLength(2);
  });

  it('names the order by its number', async () => {
    answerRequests({ [DETAIL]: { success: true, order: { ...ORDER, _id: '3f2a91bc-0000-4000-8000-000000000001' } } });
    renderApp('/orders/order-1', signedIn);
    expect(await screen.findByText('Order 3F2A91BC')).toBeTruthy();
  });

  it('moves the keyboard to the refreshed status after Track Order, not to the page start', async () => {
    let status = 'Shipped';
    answerRequests({
      '/api/user/reviewable': { success: true, lines: [] },
      [DETAIL]: () => Response.json({ success: true, order: { ...ORDER, status } }),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await screen.findByText('Status now: Shipped');
    status = 'Delivered';
    screen.getByRole('button', { name: 'Track Order' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Status now: Delivered'));
  });

  it("says there is no such order when the server answers 404 (another shopper's or none), with no toast", async () => {
    answerRequests({
      '/api/order/detail/someone-elses': () =>
        Response.json({ success: false, message: 'There is no such order.' }, { status: 404 }),
    });
    renderApp('/orders/someone-elses', signedIn);
    expect(await screen.findByRole('heading', { name: 'There is no such order.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to try again when the order could not be loaded', async () => {
    answerRequests({
      [DETAIL]: () => Response.json({ success: false, message: 'Down for a moment.' }, { status: 503 }),
    });
    renderApp('/orders/order-1', signedIn);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this order.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const sent = answerRequests({});
    renderApp('/orders/order-1');
    expect(await screen.findByRole('heading', { name: 'Log in to see this order.' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows each refund in the timeline with its amount, its state in words and the provider's refund id", async () => {
    answerRequests({ [DETAIL]: { success: true, order: REFUNDED_ORDER } });
    renderApp('/orders/order-1', signedIn);

    expect(await screen.findByText('Status now: Refunded')).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Awaiting Payment5 Mar 2026',
      'Refund Due5 Mar 2026',
      'Refund of ₹1,299 failed: the shop will try again5 Mar 2026',
      'Refund of ₹1,299 processedRefund id rfnd_Nq2b7XyZ0aBcDe5 Mar 2026',
      'Refunded6 Mar 2026',
      'Refund of ₹250.50 pending with the bankRefund id rfnd_Pending00016 Mar 2026',
    ]);
    // The status now is the last status reached, in its own colour, though a refund is listed after it.
    expect(steps[4]?.getAttribute('aria-current')).toBe('step');
    expect((steps[4]?.querySelector('span') as HTMLElement).style.background).toBe('rgb(17, 94, 89)');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    // The shop's own reason is the operator's, in English: the shopper's page does not show it.
    expect(screen.queryByText(/Paid after the hold ended/)).toBeNull();
  });

  it('names the refunds and the Refunded status in Hindi under /hi', async () => {
    answerRequests({ [DETAIL]: { success: true, order: REFUNDED_ORDER } });
    renderApp('/hi/orders/order-1', signedIn);
    expect(await screen.findByText('अभी की स्थिति: रिफ़ंड हो गया')).toBeTruthy();
    const timeline = await screen.findByRole('region', { name: 'ऑर्डर की स्थिति' });
    expect(within(timeline).getByText('₹1,299 का रिफ़ंड हो गया')).toBeTruthy();
    expect(within(timeline).getByText('₹1,299 का रिफ़ंड नहीं हो सका: दुकान फिर से कोशिश करेगी')).toBeTruthy();
    expect(within(timeline).getByText('₹250.50 का रिफ़ंड बैंक में प्रक्रिया में है')).toBeTruthy();
    expect(within(timeline).getAllByText('रिफ़ंड आईडी', { exact: false })).toHaveLength(2);
    expect(within(timeline).getByText('rfnd_Nq2b7XyZ0aBcDe')).toBeTruthy();
  });

  it('shows the order in Hindi under /hi', async () => {
    answerRequests({ [DETAIL]: { success: true, order: ORDER } });
    renderApp('/hi/orders/order-1', signedIn);
    expect(await screen.findByText('अभी की स्थिति: भेज दिया गया')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'भुगतान' }).textContent).toContain('भुगतान अभी बाकी है'),
    );
  });
});
