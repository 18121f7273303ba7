// The operator's returns queue (/admin/returns and /admin/returns/:id) against answers written here (the contract's
// adminListReturns, adminGetReturn and adminMoveReturn), with the real store and router.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { AdminReturn } from '../adminApi';

const ASKED = Date.UTC(2026, 10, 24, 9);
const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

const REFUND: AdminReturn = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  units: ['1.1', '2.1'],
  reason: 'tooBig',
  kind: 'refund',
  refundRoute: 'bank',
  exchangeSize: null,
  exchangeOrderId: null,
  state: 'pickedUp',
  amount: 2578,
  rejectReason: null,
  payoutReference: null,
  steps: [],
  date: ASKED,
  orderId: 'order-1',
  orderNumber: 'ORDER001',
  email: 'asha@example.in',
  paymentMethod: 'COD',
  payoutTo: 'asha@upi',
  damagedUnits: [],
  items: [
    { unit: '1.1', productId: 'kurta', name: 'Cotton kurta', size: 'M', price: 1289 },
    { unit: '2.1', productId: 'shirt', name: 'Linen shirt', size: 'L', price: 1289 },
  ],
  history: [
    { state: 'requested', by: 'shopper', at: ASKED, note: null },
    { state: 'approved', by: 'op@example.in', at: ASKED, note: null },
    { state: 'pickedUp', by: 'op@example.in', at: ASKED, note: null },
  ],
};

const EXCHANGE: AdminReturn = {
  ...REFUND,
  id: 'e5f6a7b8-0000-4000-8000-000000000002',
  units: ['1.1'],
  reason: 'tooSmall',
  kind: 'exchange',
  refundRoute: null,
  exchangeSize: 'L',
  state: 'requested',
  orderId: 'order-2',
  orderNumber: 'ORDER002',
  email: 'ravi@example.in',
  payoutTo: null,
  items: [REFUND.items[0] as AdminReturn['items'][number]],
  history: [{ state: 'requested', by: 'shopper', at: ASKED, note: null }],
};

const LIST = '/api/admin/returns';
const showPath = (request: AdminReturn) => `/api/admin/returns/${request.id}`;
const stepPath = (request: AdminReturn) => `/api/admin/returns/${request.id}/step`;
const posted = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map(({ path, body }) => [path, body]);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's returns queue", () => {
  it('lists each request with order, e-mail, pieces, kind, reason, state and date, and filters by state', async () => {
    answerRequests({ '/api/user/me': ADMIN, [LIST]: { success: true, returns: [REFUND, EXCHANGE] } });
    const { user, location } = renderApp('/admin/returns', signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Returns' }).getAttribute('aria-current')).toBe('page');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Order', 'State', 'Kind', 'Pieces', 'Reason', "Shopper's e-mail", 'Asked'],
      [
        'ORDER001',
        'Picked up',
        'Refund',
        'Cotton kurta, size M, piece 1.1Linen shirt, size L, piece 2.1',
        'Too big',
        'asha@example.in',
        '24 Nov 2026',
      ],
      [
        'ORDER002',
        'Requested',
        'Exchange for size L',
        'Cotton kurta, size M, piece 1.1',
        'Too small',
        'ravi@example.in',
        '24 Nov 2026',
      ],
    ]);
    expect(
      screen.getByRole('link', { name: 'Return of order ORDER002: Exchange for size L' }).getAttribute('href'),
    ).toBe(`/admin/returns/${EXCHANGE.id}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Picked up');
    await waitFor(() => expect(location()).toBe('/admin/returns?state=pickedUp'));
  });

  it("shows a bank refund's payout account, marks a damaged piece received, then refunds with the transfer reference", async () => {
    const server = { now: REFUND };
    const sent = answerRequests({
      '/api/user/me': ADMIN,
      [LIST]: { success: true, returns: [] },
      [showPath(REFUND)]: () => Response.json({ success: true, request: server.now }),
      [stepPath(REFUND)]: (request: SentRequest) => {
        const body = request.body as { to: AdminReturn['state']; damagedUnits?: string[]; payoutReference?: string };
        server.now = {
          ...server.now,
          state: body.to,
          damagedUnits: body.damagedUnits ?? server.now.damagedUnits,
          payoutReference: body.payoutReference ?? null,
          history: [...server.now.history, { state: body.to, by: 'op@example.in', at: ASKED, note: null }],
        };
        return Response.json({ success: true, message: `Return a1b2c3d4 is now ${body.to}.`, request: server.now });
      },
    });
    const { user } = renderApp(`/admin/returns/${REFUND.id}`, signedIn);

    expect(await screen.findByRole('heading', { name: 'Return a1b2c3d4 of order ORDER001' })).toBeTruthy();
    expect(screen.getByText('asha@upi')).toBeTruthy();
    expect(screen.getByText('Bank or UPI transfer')).toBeTruthy();
    expect(screen.getByText('Picked up, by op@example.in, 24 Nov 2026')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Next step' });
    // Picked up may become received or rejected, nothing else.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark received', 'Reject']);

    await user.click(within(actions).getByRole('checkbox', { name: 'Damaged: Linen shirt, size L, piece 2.1' }));
    await user.click(within(actions).getByRole('button', { name: 'Mark received' }));
    const notice = await screen.findByText('Return a1b2c3d4 is now received.');
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(await screen.findByText(/damaged, not back in stock/)).toBeTruthy();

    const reference = await screen.findByRole('textbox', { name: 'Transfer reference' });
    expect(reference.hasAttribute('required')).toBe(true);
    await user.type(reference, 'UTR 4411 2200');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Return a1b2c3d4 is now refunded.')).toBeTruthy();
    expect(await screen.findByText('This request is finished.')).toBeTruthy();

    expect(posted(sent)).toEqual([
      [stepPath(REFUND), { to: 'received', from: 'pickedUp', damagedUnits: ['2.1'] }],
      [stepPath(REFUND), { to: 'refunded', from: 'received', payoutReference: 'UTR 4411 2200' }],
    ]);
  });

  it('needs a reason to reject, and shows a refusal (someone moved it meanwhile) with the request as it is now', async () => {
    let shows = 0;
    const sent = answerRequests({
      '/api/user/me': ADMIN,
      [showPath(EXCHANGE)]: () => {
        shows += 1;
        return Response.json({ success: true, request: shows === 1 ? EXCHANGE : { ...EXCHANGE, state: 'approved' } });
      },
      [stepPath(EXCHANGE)]: () =>
        Response.json(
          { success: false, message: 'Return e5f6a7b8 was changed by someone else: it is now approved.' },
          { status: 409 },
        ),
    });
    const { user } = renderApp(`/admin/returns/${EXCHANGE.id}`, signedIn);
    const why = await screen.findByRole('textbox', { name: 'Reason for rejecting' });
    expect(why.hasAttribute('required')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(posted(sent)).toEqual([]);

    await user.type(why, 'Worn and washed');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        'Return e5f6a7b8 was changed by someone else: it is now approved. The request below is as it is now.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mark picked up' })).toBeTruthy();
    expect(posted(sent)).toEqual([
      [stepPath(EXCHANGE), { to: 'rejected', from: 'requested', note: 'Worn and washed' }],
    ]);
  });

  it('says everything in Hindi under /hi/admin/returns', async () => {
    answerRequests({ '/api/user/me': ADMIN, [LIST]: { success: true, returns: [EXCHANGE] } });
    const { unmount } = renderApp('/hi/admin/returns', signedIn);
    expect(await screen.findByRole('link', { name: 'वापसी' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('साइज़ L से बदलना')).toBeTruthy();
    expect(within(table).getByText('बहुत छोटा')).toBeTruthy();
    unmount();

    answerRequests({ '/api/user/me': ADMIN, [showPath(EXCHANGE)]: { success: true, request: EXCHANGE } });
    renderApp(`/hi/admin/returns/${EXCHANGE.id}`, signedIn);
    expect(await screen.findByRole('button', { name: 'स्वीकार करें' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'अस्वीकार करने का कारण' })).toBeTruthy();
  });

  it("lists an order's requests on its admin page, each a link to the request", async () => {
    const order = {
      _id: 'order-1',
      userId: 'user-1',
      email: 'asha@example.in',
      items: [],
      amount: 2588,
      address: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        street: '1 MG Road',
        city: 'Pune',
        state: 'MH',
        zipcode: '411001',
        country: 'India',
        phone: '9800000000',
      },
      status: 'Delivered',
      paymentMethod: 'COD',
      payment: true,
      date: ASKED,
    };
    answerRequests({
      '/api/user/me': ADMIN,
      [LIST]: { success: true, returns: [REFUND, EXCHANGE] },
      '/api/admin/orders/order-1': {
        success: true,
        order,
        history: [],
        payments: [],
        refunds: [],
        refundDue: 0,
        invoice: null,
        creditNotes: [],
      },
    });
    renderApp('/admin/orders/order-1', signedIn);
    const link = await screen.findByRole('link', { name: 'Return a1b2c3d4: Refund, Picked up' });
    expect(link.getAttribute('href')).toBe(`/admin/returns/${REFUND.id}`);
    expect(screen.queryByText(/Return e5f6a7b8/)).toBeNull();
  });
});
