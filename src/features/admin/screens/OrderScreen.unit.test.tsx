// The operator's order screen against answers written here (the contract's adminShowOrder, adminRefundOrder and
// adminReconcileOrder), with the real store and router: an order's pieces to ship and those cancelled, the payments it
// took, its refunds with their tries (one refused: to send again), the Refund button of a Refund Due order (asked first in a dialog) and the check with the provider of an order
// awaiting payment.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { aProduct, anOrder } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type MadeAnswer } from '../../../test/requests';
import type { AdminOrder, AdminRefund, OrderLine, TakenPayment } from '../adminApi';

const PLACED = Date.UTC(2026, 10, 20, 9);
const PAID_LATE = Date.UTC(2026, 10, 21, 9);

const ORDER: AdminOrder = {
  ...anOrder('order-1', [aProduct('kurta', { name: 'Cotton kurta', price: 1289 })], {
    status: 'Refund Due',
    paymentMethod: 'Razorpay',
    payment: true,
    date: PLACED,
  }),
  userId: 'user-1',
  email: 'asha@example.in',
  cancelledPieces: 0,
};

const REFUND: AdminRefund = {
  id: 'refund-1',
  amount: 1299,
  state: 'processed',
  providerRefundId: 'rfnd_Nq2b7XyZ0aBcDe',
  reason: 'Paid after the hold ended',
  date: PAID_LATE,
  paymentId: 'pay_Nq2a1LateUpi0',
  attempts: 1,
  toSendAgain: false,
};

const SHOW = '/api/admin/orders/order-1';
const REFUND_CALL = '/api/admin/orders/order-1/refund';
const RECONCILE_CALL = '/api/admin/orders/order-1/reconcile';
const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
/** What every screen of the admin asks first: the account, and the returns queue the order page picks its own from. */
const ADMIN_CALLS = { '/api/user/me': ADMIN, '/api/admin/returns': { success: true, returns: [] } };
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

const shown = (
  order: AdminOrder,
  refunds: AdminRefund[] = [],
  lines: OrderLine[] = [],
  payments: TakenPayment[] = [],
) => ({
  success: true,
  order,
  lines,
  history: [],
  payments,
  refunds,
  // As the server counts it: a Refund Due order's payment, until a refund is asked for it.
  refundDue: order.status === 'Refund Due' && refunds.length === 0 ? order.amount : 0,
  invoice: null,
  creditNotes: [],
});

/** The show call answered from what `server.now` holds, which the test changes as the server's order changes. */
function serverOrder(order: AdminOrder, refunds: AdminRefund[] = []) {
  const server: { now: { order: AdminOrder; refunds: AdminRefund[] }; answer: MadeAnswer } = {
    now: { order, refunds },
    answer: () => Response.json(shown(server.now.order, server.now.refunds)),
  };
  return server;
}

/** The Refund Due order on a server whose refund call refunds it (or finds it refunded) and answers `answer`. */
function refundingServer(answer: () => Response) {
  const server = serverOrder(ORDER);
  return answerRequests({
    ...ADMIN_CALLS,
    [SHOW]: server.answer,
    [REFUND_CALL]: () => {
      server.now = { order: { ...ORDER, status: 'Refunded' }, refunds: [REFUND] };
      return answer();
    },
  });
}

// The admin chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 12_000 });
jest.setTimeout(30_000);

describe("the operator's order screen", () => {
  it("lists the order's refunds with amount, state, tries, provider id, reason and date", async () => {
    const failed: AdminRefund = {
      ...REFUND,
      id: 'refund-0',
      state: 'failed',
      providerRefundId: null,
      amount: 1299.5,
      attempts: 2,
      toSendAgain: true,
    };
    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown({ ...ORDER, status: 'Refunded' }, [failed, REFUND]) });
    renderApp('/admin/orders/order-1', signedIn);

    await screen.findByRole('heading', { name: 'Refunds' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Amount', 'State', 'Tries', 'Provider refund id', 'Reason', 'Asked'],
      ['₹1,299.50', 'Failed: to send again', '2', 'None yet', 'Paid after the hold ended', '21 Nov 2026'],
      ['₹1,299', 'Processed', '1', 'rfnd_Nq2b7XyZ0aBcDe', 'Paid after the hold ended', '21 Nov 2026'],
    ]);
    // A refunded order has nothing left to ask the provider, and no move.
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByText('This order can move no further.')).toBeTruthy();
  });

  it('lists each payment the order took, paid or to be refunded, and the refused refund of the second to send again', async () => {
    const placed = { ...ORDER, status: 'Order Placed' };
    const payments: TakenPayment[] = [
      {
        provider: 'razorpay',
        paymentId: 'pay_Nq1FirstUpi00',
        amount: 1299,
        takenAt: Date.UTC(2026, 10, 20, 9, 1),
        outcome: 'paid',
      },
      {
        provider: 'razorpay',
        paymentId: 'pay_Nq2SecondTab0',
        amount: 1299,
        takenAt: Date.UTC(2026, 10, 21, 9, 5),
        outcome: 'refund',
      },
    ];
    const failed: AdminRefund = {
      ...REFUND,
      state: 'failed',
      providerRefundId: null,
      paymentId: 'pay_Nq2SecondTab0',
      attempts: 1,
      toSendAgain: true,
    };
    const answer = { ...shown(placed, [failed], [], payments), refundDue: 1299 };
    answerRequests({ ...ADMIN_CALLS, [SHOW]: answer });
    const { unmount } = renderApp('/admin/orders/order-1', signedIn);

    const cells = (region: HTMLElement) =>
      within(within(region).getByRole('table'))
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    const part = await screen.findByRole('region', { name: 'Payments' });
    expect(cells(part)).toEqual([
      ['Payment id', 'Provider', 'Amount', 'Taken', 'For'],
      ['pay_Nq1FirstUpi00', 'Razorpay', '₹1,299', '20 Nov 2026, 2:31 pm IST', 'Paid the order'],
      ['pay_Nq2SecondTab0', 'Razorpay', '₹1,299', '21 Nov 2026, 2:35 pm IST', 'To be refunded'],
    ]);
    // On a phone each payment is a card, each value under its column's name.
    expect(
      Array.from(within(part).getAllByRole('row')[2]!.children, (cell) => cell.getAttribute('data-label')),
    ).toEqual(['Payment id', 'Provider', 'Amount', 'Taken', 'For']);
    const refunds = screen.getByRole('heading', { name: 'Refunds' }).parentElement as HTMLElement;
    expect(cells(refunds)[1]).toEqual([
      '₹1,299',
      'Failed: to send again',
      '1',
      'None yet',
      'Paid after the hold ended',
      '21 Nov 2026',
    ]);
    // What the order still owes is the refused refund, sent again by the Refund button.
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    unmount();

    // Once its refund processed, the second payment is refunded; in Hindi.
    const processed: AdminRefund = { ...failed, state: 'processed', providerRefundId: 'rfnd_Nq3', toSendAgain: false };
    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown(placed, [processed], [], payments) });
    renderApp('/hi/admin/orders/order-1', signedIn);
    const hindi = await screen.findByRole('region', { name: 'भुगतान' });
    expect(cells(hindi)).toEqual([
      ['भुगतान आईडी', 'प्रदाता', 'राशि', 'कब आया', 'किसलिए'],
      ['pay_Nq1FirstUpi00', 'Razorpay', '₹1,299', '20 नव॰ 2026, 2:31 pm IST', 'ऑर्डर का भुगतान'],
      ['pay_Nq2SecondTab0', 'Razorpay', '₹1,299', '21 नव॰ 2026, 2:35 pm IST', 'लौटा दिया गया'],
    ]);
  });

  it('says when an order took no payment online', async () => {
    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown({ ...ORDER, status: 'Packing', paymentMethod: 'COD' }) });
    renderApp('/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'Payments' });
    expect(part.textContent).toContain('No payment taken online.');
    expect(within(part).queryByRole('table')).toBeNull();
  });

  it('asks before refunding: how much, to whom and where the money goes; "Do not refund" sends nothing', async () => {
    const sent = refundingServer(() => Response.json({ success: true, message: 'Refunded.', refunds: [REFUND] }));
    const failed: AdminRefund = {
      ...REFUND,
      id: 'refund-0',
      state: 'failed',
      providerRefundId: null,
      amount: 200,
      toSendAgain: true,
    };
    answerRequests({ ...ADMIN_CALLS, [SHOW]: { ...shown(ORDER, [failed]), refundDue: 1489 } });
    const { user } = renderApp('/admin/orders/order-1', signedIn);

    const refund = await screen.findByRole('button', { name: 'Refund' });
    expect(refund.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(refund);
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The title takes the focus; the due amount and the failed refund asked again, to the shopper, by the provider.
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Refund this order?' }));
    expect(dialog.textContent).toContain('Refund ₹1,489 of order ORDER-1 to Asha Rao (asha@example.in).');
    expect(dialog.textContent).toContain(
      'The money goes back through Razorpay to the UPI account, card, bank account or wallet the shopper paid with.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Do not refund' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(refund));
    await user.click(refund);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('refunds a Refund Due order once confirmed, says what the server said and shows the order Refunded', async () => {
    const sent = refundingServer(() =>
      Response.json({ success: true, message: 'Refunded ₹1,299 through Razorpay.', refunds: [REFUND] }),
    );
    const { user } = renderApp('/admin/orders/order-1', signedIn);

    expect(await screen.findByText('No refunds.')).toBeTruthy();
    expect(screen.queryByText('This order can move no further.')).toBeNull();
    const actions = screen.getByRole('group', { name: 'Payment actions' });
    await user.click(within(actions).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,299' }));

    const notice = await screen.findByText('Refunded ₹1,299 through Razorpay.');
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(await screen.findByText('rfnd_Nq2b7XyZ0aBcDe')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(
      sent.filter((request) => request.method === 'POST').map(({ path, body, token }) => [path, body, token]),
    ).toEqual([[REFUND_CALL, {}, 'admin-token']]);
  });

  it('keeps the Refund button off while the refund is on its way, so a second press sends nothing', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = answerRequests({
      ...ADMIN_CALLS,
      [SHOW]: shown(ORDER),
      // The refund's answer waits for the test: answerRequests awaits whatever an answer function returns.
      [REFUND_CALL]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/admin/orders/order-1', signedIn);
    const button = await screen.findByRole('button', { name: 'Refund' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Refund ₹1,299' }));
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    await user.click(button);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);

    answer(
      Response.json({
        success: true,
        message: 'The refund was already issued: nothing more was sent.',
        refunds: [REFUND],
      }),
    );
    expect(await screen.findByText('The refund was already issued: nothing more was sent.')).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it("shows the server's refusal when nothing is due, and the order as it is now", async () => {
    const sent = refundingServer(() =>
      Response.json({ success: false, message: 'Nothing is due on this order.' }, { status: 409 }),
    );
    const { user } = renderApp('/admin/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.click(await screen.findByRole('button', { name: 'Refund ₹1,299' }));

    expect(await screen.findByText('That did not work: Nothing is due on this order.')).toBeTruthy();
    expect(await screen.findByText('rfnd_Nq2b7XyZ0aBcDe')).toBeTruthy();
    expect(sent.filter((request) => request.path === SHOW).length).toBeGreaterThanOrEqual(2);
  });

  it('checks an order awaiting payment with the provider and shows it settled', async () => {
    const awaiting = { ...ORDER, status: 'Awaiting Payment', payment: false };
    const server = serverOrder(awaiting);
    const sent = answerRequests({
      ...ADMIN_CALLS,
      [SHOW]: server.answer,
      [RECONCILE_CALL]: () => {
        const paid = { ...ORDER, status: 'Order Placed', payment: true };
        server.now = { order: paid, refunds: [] };
        return Response.json({ success: true, message: 'Razorpay says it is paid: the order is placed.', order: paid });
      },
    });
    const { user } = renderApp('/admin/orders/order-1', signedIn);

    const actions = await screen.findByRole('group', { name: 'Payment actions' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Check with the provider' }));

    expect(await screen.findByText('Razorpay says it is paid: the order is placed.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Move to Packing' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Payment actions' })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST').map(({ path, body }) => [path, body])).toEqual([
      [RECONCILE_CALL, {}],
    ]);
  });

  it('says everything in Hindi under /hi/admin', async () => {
    const pending: AdminRefund = { ...REFUND, state: 'pending', providerRefundId: null, attempts: 0 };
    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown(ORDER, [pending]) });
    renderApp('/hi/admin/orders/order-1', signedIn);

    const actions = await screen.findByRole('group', { name: 'भुगतान के काम' });
    expect(within(actions).getByRole('button', { name: 'रिफ़ंड करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'रिफ़ंड' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['राशि', 'स्थिति', 'कोशिशें', 'प्रदाता की रिफ़ंड आईडी', 'कारण', 'माँगा गया'],
      ['₹1,299', 'बाकी', '0', 'अभी नहीं', 'Paid after the hold ended', '21 नव॰ 2026'],
    ]);
  });

  it('names the Refunded status and the provider check in Hindi', async () => {
    answerRequests({
      ...ADMIN_CALLS,
      [SHOW]: shown({ ...ORDER, status: 'Awaiting Payment', payment: false }),
    });
    const { unmount } = renderApp('/hi/admin/orders/order-1', signedIn);
    expect(await screen.findByRole('button', { name: 'प्रदाता से जाँचें' })).toBeTruthy();
    unmount();

    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown({ ...ORDER, status: 'Refunded' }, [REFUND]) });
    renderApp('/hi/admin/orders/order-1', signedIn);
    expect(await screen.findByText('रिफ़ंड हो गया')).toBeTruthy();
    expect(screen.getByText('हो गया')).toBeTruthy();
  });

  it('counts in the order list the pieces an order holds, the cancelled ones apart', async () => {
    const partly = { ...ORDER, status: 'Packing', items: [{ ...ORDER.items[0]!, quantity: 3 }], cancelledPieces: 1 };
    answerRequests({ ...ADMIN_CALLS, '/api/admin/orders': { success: true, orders: [partly], total: 1, counts: {} } });
    const { unmount } = renderApp('/admin', signedIn);
    const row = (await screen.findByRole('rowheader', { name: 'ORDER-1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 (1 cancelled)')).toBeTruthy();
    unmount();

    answerRequests({ ...ADMIN_CALLS, '/api/admin/orders': { success: true, orders: [partly], total: 1, counts: {} } });
    renderApp('/hi/admin', signedIn);
    const hindi = (await screen.findByRole('rowheader', { name: 'ORDER-1' })).closest('tr') as HTMLElement;
    expect(within(hindi).getByText('2 (1 रद्द)')).toBeTruthy();
  });

  it('names every status of the order list in Hindi under /hi/admin, the payment statuses the shopper never sees too', async () => {
    const statuses = ['Awaiting Payment', 'Payment Failed', 'Payment Expired', 'Order Placed', 'Refund Due'];
    const orders = statuses.map((status, index) => ({ ...ORDER, _id: `order-${index + 1}`, status }));
    const counts = Object.fromEntries(statuses.map((status) => [status, 1]));
    answerRequests({ ...ADMIN_CALLS, '/api/admin/orders': { success: true, orders, total: orders.length, counts } });
    const { container } = renderApp('/hi/admin', signedIn);
    await screen.findByRole('rowheader', { name: 'ORDER-5' });

    const words = container.textContent ?? '';
    for (const hindi of ['भुगतान का इंतज़ार', 'भुगतान नहीं हो सका', 'भुगतान का समय निकल गया'])
      expect(words.split(hindi).length - 1).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => words.includes(status))).toEqual([]);
    const filter = screen.getByRole('combobox', { name: 'स्थिति' });
    expect(within(filter).getByRole('option', { name: 'भुगतान का इंतज़ार' })).toBeTruthy();
  });

  it('offers Refunded among the statuses the order list filters by, in English and Hindi', async () => {
    const list = { success: true, orders: [ORDER], total: 1, counts: { 'Refund Due': 1 } };
    answerRequests({ ...ADMIN_CALLS, '/api/admin/orders': list });
    const { unmount } = renderApp('/admin', signedIn);
    const filter = await screen.findByRole('combobox', { name: 'Status' });
    expect(within(filter).getByRole('option', { name: 'Refunded' })).toBeTruthy();
    unmount();

    renderApp('/hi/admin', signedIn);
    const hindi = await screen.findByRole('combobox', { name: 'स्थिति' });
    expect(within(hindi).getByRole('option', { name: 'रिफ़ंड हो गया' })).toBeTruthy();
  });

  it('lists the pieces to ship apart from those the shopper cancelled, in English and Hindi', async () => {
    const twoKurtas = { ...ORDER, status: 'Packing', items: [{ ...ORDER.items[0]!, quantity: 2 }] };
    const [kurta] = twoKurtas.items;
    const lines: OrderLine[] = [
      {
        line: 1,
        productId: kurta!._id,
        size: 'M',
        returnable: true,
        units: [
          { id: '1.1', state: 'ordered' },
          { id: '1.2', state: 'cancelled' },
        ],
      },
    ];
    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown(twoKurtas, [], lines) });
    const { unmount } = renderApp('/admin/orders/order-1', signedIn);
    const toShip = await screen.findByRole('region', { name: 'To ship' });
    expect(
      within(toShip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cotton kurta, size M × 1, ₹1,289']);
    const cancelled = screen.getByRole('region', { name: 'Cancelled (not to ship)' });
    expect(
      within(cancelled)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cotton kurta, size M × 1, ₹1,289']);
    unmount();

    const allCancelled = lines.map((line) => ({
      ...line,
      units: line.units.map((unit) => ({ ...unit, state: 'cancelled' as const })),
    }));
    answerRequests({ ...ADMIN_CALLS, [SHOW]: shown({ ...twoKurtas, status: 'Cancelled' }, [], allCancelled) });
    renderApp('/hi/admin/orders/order-1', signedIn);
    const hindi = await screen.findByRole('region', { name: 'सामान' });
    expect(hindi.textContent).toContain('कुछ नहीं: हर सामान रद्द हो गया।');
    expect(within(screen.getByRole('region', { name: 'रद्द (भेजने नहीं हैं)' })).getByRole('listitem').textContent).toBe(
      'Cotton kurta, साइज़ M × 2, ₹1,289',
    );
  });
});
