// The order page's "Cancel order" and "Return or exchange" against answers written here (the contract's cancelOrder
// and requestReturn), with the real store and router: what each form sends and what the page shows afterwards.
import { configure, screen, within } from '@testing-library/react';
import { aProduct, anOrder, anOrderDetail } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { OrderDetail, ReturnRequest } from '../ordersApi';

const PLACED = Date.UTC(2026, 2, 5, 10);
const DAY = 86_400_000;
const SHIRT = aProduct('shirt', { name: 'Blue shirt', price: 500, sizes: ['S', 'M', 'L'] });
const TEE = aProduct('tee', { name: 'Plain tee', price: 250 });
const BRIEFS = aProduct('briefs', { name: 'Cotton briefs', price: 200, returnable: false });

/** Two blue shirts and a tee, paid online, not yet packed. */
const PLACED_ORDER: OrderDetail = anOrderDetail(
  anOrder('order-1', [SHIRT, TEE], {
    items: [
      { ...SHIRT, size: 'M', quantity: 2 },
      { ...TEE, size: 'M', quantity: 1 },
    ],
    amount: 1260,
    paymentMethod: 'Razorpay',
    payment: true,
    date: PLACED,
  }),
);

/** The same order delivered yesterday, with the briefs the shop does not take back; returns open for a week. */
const delivered = (paymentMethod: string): OrderDetail => {
  const order = anOrderDetail(
    anOrder('order-1', [SHIRT, TEE, BRIEFS], {
      items: [
        { ...SHIRT, size: 'M', quantity: 2 },
        { ...TEE, size: 'M', quantity: 1 },
        { ...BRIEFS, size: 'M', quantity: 1 },
      ],
      amount: 1460,
      paymentMethod,
      payment: paymentMethod !== 'COD',
      status: 'Delivered',
      date: PLACED,
    }),
  );
  return { ...order, canCancel: false, returnsUntil: Date.now() + 6 * DAY };
};

const DETAIL = '/api/order/detail/order-1';
/** A delivered order's page asks which of its lines the shopper may review: here, none. */
const REVIEWABLE = { '/api/user/reviewable': { success: true, lines: [] } };
const SOLD_OUT = 'Blue shirt in size L is sold out, so it cannot be exchanged now. You can ask for a refund instead.';
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };
const sentTo = (sent: SentRequest[], path: string) => sent.filter((request) => request.path === path);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

function cancelledAnswer(units: string[], whole: boolean): OrderDetail {
  const cancelled = new Set(units);
  return {
    ...PLACED_ORDER,
    status: whole ? 'Cancelled' : PLACED_ORDER.status,
    canCancel: !whole,
    history: whole ? [...PLACED_ORDER.history, { status: 'Cancelled', date: PLACED + DAY }] : PLACED_ORDER.history,
    lines: PLACED_ORDER.lines.map((line) => ({
      ...line,
      units: line.units.map((unit) => (cancelled.has(unit.id) ? { ...unit, state: 'cancelled' } : unit)),
    })),
    cancellations: [{ id: 'c1', units, amount: whole ? 1260 : 500, reason: 'foundCheaper', date: PLACED + DAY }],
    refunds: [
      {
        id: 'r1',
        amount: whole ? 1260 : 500,
        state: 'processed',
        providerRefundId: 'rfnd_Cancel0001',
        reason: 'Cancelled',
        date: PLACED + DAY,
      },
    ],
  };
}

describe('cancelling an order from its page', () => {
  it('cancels the whole order with every piece ticked: sends no pieces and shows the cancelled order', async () => {
    const all = ['1.1', '1.2', '2.1'];
    const sent = answerRequests({
      [DETAIL]: { success: true, order: PLACED_ORDER },
      '/api/order/cancel': { success: true, message: 'Order cancelled', order: cancelledAnswer(all, true) },
      '/api/order/userorder': { success: true, orders: [] },
      '/api/order/credit': { success: true, balance: 0, entries: [] },
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    const open = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Cancel pieces of this order' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual([
      'Blue shirt, size M, piece 1 of 2',
      'Blue shirt, size M, piece 2 of 2',
      'Plain tee, size M, piece 1 of 1',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'I found it cheaper elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await screen.findByText('Your order is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The answer's order reaches the page in the same tick as the message or the next one.
    expect(await screen.findByText('Status now: Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(sentTo(sent, '/api/order/cancel').map((request) => request.body)).toEqual([
      { orderId: 'order-1', reason: 'foundCheaper' },
    ]);
    const timeline = screen.getByRole('region', { name: 'Order status' });
    expect(timeline.textContent).toContain(
      'Cancelled Blue shirt, size M, piece 1 of 2; Blue shirt, size M, piece 2 of 2; Plain tee, size M, piece 1 of 1',
    );
    expect(timeline.textContent).toContain('Refund of ₹1,260 processed');
    expect(timeline.textContent).toContain('rfnd_Cancel0001');
    // The page shows the answer: it does not ask for the order again.
    expect(sentTo(sent, DETAIL)).toHaveLength(1);
  });

  it('cancels only the ticked pieces when some are unticked, and marks them Cancelled in the items', async () => {
    const sent = answerRequests({
      [DETAIL]: { success: true, order: PLACED_ORDER },
      '/api/order/cancel': { success: true, message: 'Pieces cancelled', order: cancelledAnswer(['1.2'], false) },
      '/api/order/userorder': { success: true, orders: [] },
      '/api/order/credit': { success: true, balance: 0, entries: [] },
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue shirt, size M, piece 1 of 2' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plain tee, size M, piece 1 of 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await screen.findByText('The pieces you chose are cancelled.')).toBeTruthy();
    expect(sentTo(sent, '/api/order/cancel').map((request) => request.body)).toEqual([
      { orderId: 'order-1', reason: 'orderedByMistake', units: ['1.2'] },
    ]);
    const items = screen.getByRole('region', { name: 'Items in this order' });
    expect((await within(items).findByRole('list', { name: 'What became of the pieces' })).textContent).toBe(
      'Piece 2: Cancelled',
    );
    // Pieces are left: the order can still be cancelled.
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    answerRequests({
      [DETAIL]: { success: true, order: PLACED_ORDER },
      '/api/order/cancel': () =>
        Response.json({ success: false, message: 'This order has left the warehouse.' }, { status: 409 }),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order has left the warehouse.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes with Escape and gives the focus back to "Cancel order", sending nothing', async () => {
    const sent = answerRequests({ [DETAIL]: { success: true, order: PLACED_ORDER } });
    const { user } = renderApp('/orders/order-1', signedIn);
    const open = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(open);
    expect(document.activeElement?.textContent).toBe('Cancel pieces of this order');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(sent.map((request) => request.path)).toEqual([DETAIL]);
  });

  it('keeps Tab inside the dialog', async () => {
    answerRequests({ [DETAIL]: { success: true, order: PLACED_ORDER } });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

function requested(order: OrderDetail, request: Partial<ReturnRequest> & { units: string[] }): OrderDetail {
  const asked = new Set(request.units);
  const made: ReturnRequest = {
    id: 'ret-1',
    reason: 'tooSmall',
    kind: 'refund',
    refundRoute: 'provider',
    exchangeSize: null,
    exchangeOrderId: null,
    state: 'requested',
    amount: 500,
    rejectReason: null,
    payoutReference: null,
    steps: [{ state: 'requested', date: Date.now() }],
    date: Date.now(),
    ...request,
  };
  return {
    ...order,
    status: 'Return Requested',
    lines: order.lines.map((line) => ({
      ...line,
      units: line.units.map((unit) => (asked.has(unit.id) ? { ...unit, state: 'returnRequested' } : unit)),
    })),
    returns: [made],
  };
}

function returnShop(order: OrderDetail, answer: (request: SentRequest) => Response) {
  return answerRequests({
    ...REVIEWABLE,
    [DETAIL]: { success: true, order },
    '/api/order/return': answer,
    '/api/order/userorder': { success: true, orders: [] },
  });
}

const made = (order: OrderDetail) => (request: SentRequest) => {
  const body = request.body as { units: string[]; kind: 'refund' | 'exchange'; exchangeSize?: string };
  const answered = requested(order, {
    units: body.units,
    kind: body.kind,
    exchangeSize: body.exchangeSize ?? null,
    refundRoute: body.kind === 'exchange' ? null : 'provider',
  });
  return Response.json(
    { success: true, message: 'Return requested', request: answered.returns[0], order: answered },
    { status: 201 },
  );
};

async function openReturn() {
  const rendered = renderApp('/orders/order-1', signedIn);
  await rendered.user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Return or exchange pieces' }) };
}

describe('returning or exchanging pieces from the order page', () => {
  it('says until when, lists the returnable pieces, and sends a refund of an online order through the provider', async () => {
    const order = delivered('Razorpay');
    const sent = returnShop(order, made(order));
    const { user, dialog } = await openReturn();

    expect(screen.getByText(/^Return or exchange until \d+ \w+ \d{4}$/)).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(
      boxes.map((box) => [box.closest('label')?.querySelector('span')?.textContent, box.hasAttribute('disabled')]),
    ).toEqual([
      ['Blue shirt, size M, piece 1 of 2', false],
      ['Blue shirt, size M, piece 2 of 2', false],
      ['Plain tee, size M, piece 1 of 1', false],
      ['Cotton briefs, size M, piece 1 of 1', true],
    ]);
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Cotton briefs/ })
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Not returnable')).toBeTruthy();
    // An online payment goes back the way it came: no store credit or bank choice.
    expect(within(dialog).queryByRole('radio', { name: 'Store credit' })).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue shirt, size M, piece 2 of 2' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Too small');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(/Your request is sent/)).toBeTruthy();
    expect(sentTo(sent, '/api/order/return').map((request) => request.body)).toEqual([
      { orderId: 'order-1', units: ['1.2'], reason: 'tooSmall', kind: 'refund', refundRoute: 'provider' },
    ]);
    expect(await screen.findByText('Status now: Return requested')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Order status' });
    expect(timeline.textContent).toContain('Return for a refund: Blue shirt, size M, piece 2 of 2');
    expect(timeline.textContent).toContain('Refund: ₹500 · back the way you paid');
    expect(within(timeline).getByRole('list', { name: 'Steps of this request' }).textContent).toMatch(/^Requested/);
  });

  it('exchanges pieces of one item for another of its sizes', async () => {
    const order = delivered('Razorpay');
    const sent = returnShop(order, made(order));
    const { user, dialog } = await openReturn();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue shirt, size M, piece 1 of 2' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Exchange for another size' }));
    const size = within(dialog).getByRole('combobox', { name: 'New size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['S', 'L']);
    await user.selectOptions(size, 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(/Your request is sent/)).toBeTruthy();
    expect(sentTo(sent, '/api/order/return').map((request) => request.body)).toEqual([
      { orderId: 'order-1', units: ['1.1'], reason: 'tooSmall', kind: 'exchange', exchangeSize: 'L' },
    ]);
    await screen.findByText('Status now: Return requested');
    expect(screen.getByRole('region', { name: 'Order status' }).textContent).toContain(
      'Exchange for size L: Blue shirt, size M, piece 1 of 2',
    );
  });

  it('asks for pieces of one item only before sending an exchange', async () => {
    const order = delivered('Razorpay');
    const sent = returnShop(order, made(order));
    const { user, dialog } = await openReturn();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue shirt, size M, piece 1 of 2' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plain tee, size M, piece 1 of 1' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Exchange for another size' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'An exchange is for pieces of one item: tick pieces of one item only.',
    );
    expect(sentTo(sent, '/api/order/return')).toEqual([]);
  });

  it('says the new size is sold out, and lets the shopper switch to a refund', async () => {
    const order = delivered('Razorpay');
    let soldOut = true;
    const sent = returnShop(order, (request) =>
      soldOut ? Response.json({ success: false, message: SOLD_OUT }, { status: 409 }) : made(order)(request),
    );
    const { user, dialog } = await openReturn();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue shirt, size M, piece 1 of 2' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Exchange for another size' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New size' }), 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SOLD_OUT);

    soldOut = false;
    await user.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your request is sent/)).toBeTruthy();
    expect(sentTo(sent, '/api/order/return').map((request) => (request.body as { kind: string }).kind)).toEqual([
      'exchange',
      'refund',
    ]);
  });

  it('lets a cash-on-delivery shopper take store credit', async () => {
    const order = delivered('COD');
    const sent = returnShop(order, made(order));
    const { user, dialog } = await openReturn();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plain tee, size M, piece 1 of 1' }));
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Store credit' }).checked).toBe(true);
    expect(within(dialog).queryByRole('textbox', { name: 'UPI id or bank account' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your request is sent/)).toBeTruthy();
    expect(sentTo(sent, '/api/order/return').map((request) => request.body)).toEqual([
      { orderId: 'order-1', units: ['2.1'], reason: 'tooSmall', kind: 'refund', refundRoute: 'storeCredit' },
    ]);
  });

  it('asks a cash-on-delivery shopper for the UPI id or account before sending a bank refund', async () => {
    const order = delivered('COD');
    const sent = returnShop(order, made(order));
    const { user, dialog } = await openReturn();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plain tee, size M, piece 1 of 1' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Bank or UPI transfer' }));
    const payout = within(dialog).getByRole('textbox', { name: 'UPI id or bank account' });
    expect(payout.getAttribute('aria-required')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Type the UPI id or bank account the refund should go to.',
    );
    expect(payout.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(sent, '/api/order/return')).toEqual([]);

    await user.type(payout, ' shopper@okbank ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your request is sent/)).toBeTruthy();
    expect(sentTo(sent, '/api/order/return').map((request) => request.body)).toEqual([
      {
        orderId: 'order-1',
        units: ['2.1'],
        reason: 'tooSmall',
        kind: 'refund',
        refundRoute: 'bank',
        payoutTo: 'shopper@okbank',
      },
    ]);
  });

  it('offers no return once the window has closed, and says when it closed', async () => {
    const closed = Date.UTC(2026, 0, 5, 6);
    answerRequests({
      ...REVIEWABLE,
      [DETAIL]: { success: true, order: { ...delivered('COD'), returnsUntil: closed } },
    });
    renderApp('/orders/order-1', signedIn);
    await screen.findByText('Status now: Delivered');
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const said = screen.getByText('Returns and exchanges closed on 5 Jan 2026');
    expect(said.getAttribute('datetime')).toBe(new Date(closed).toISOString());
  });

  it('says when the window closed in Hindi under /hi', async () => {
    answerRequests({
      ...REVIEWABLE,
      [DETAIL]: { success: true, order: { ...delivered('COD'), returnsUntil: Date.UTC(2026, 0, 5, 6) } },
    });
    renderApp('/hi/orders/order-1', signedIn);
    expect(await screen.findByText(/^वापसी और बदलाव .+ को बंद हो गए$/)).toBeTruthy();
  });

  it('says nothing of a closing while the window is open', async () => {
    answerRequests({
      ...REVIEWABLE,
      [DETAIL]: { success: true, order: { ...delivered('COD'), returnsUntil: Date.now() + DAY } },
    });
    renderApp('/orders/order-1', signedIn);
    expect(await screen.findByRole('button', { name: 'Return or exchange' })).toBeTruthy();
    expect(screen.queryByText(/closed on/)).toBeNull();
  });
});

describe("an order's return steps on its timeline", () => {
  it('shows each step, the refund, the transfer reference, the reason for a refusal and the exchange order', async () => {
    const base = delivered('COD');
    const order: OrderDetail = {
      ...base,
      status: 'Refunded',
      storeCredit: 100,
      lines: base.lines.map((line) =>
        line.line === 1
          ? {
              ...line,
              units: [
                { id: '1.1', state: 'returned' },
                { id: '1.2', state: 'exchanged' },
              ],
            }
          : line,
      ),
      returns: [
        {
          ...requested(base, { units: ['1.1'] }).returns[0]!,
          refundRoute: 'bank',
          state: 'refunded',
          payoutReference: 'UTR0042',
          steps: [
            { state: 'requested', date: PLACED + 2 * DAY },
            { state: 'approved', date: PLACED + 3 * DAY },
            { state: 'pickedUp', date: PLACED + 4 * DAY },
            { state: 'received', date: PLACED + 5 * DAY },
            { state: 'refunded', date: PLACED + 5 * DAY },
          ],
        },
        {
          ...requested(base, { units: ['1.2'] }).returns[0]!,
          id: 'ret-2',
          kind: 'exchange',
          refundRoute: null,
          exchangeSize: 'L',
          exchangeOrderId: 'a1b2c3d4-0000-4000-8000-000000000009',
          state: 'exchanged',
          steps: [{ state: 'requested', date: PLACED + 2 * DAY }],
        },
        {
          ...requested(base, { units: ['2.1'] }).returns[0]!,
          id: 'ret-3',
          state: 'rejected',
          rejectReason: 'The tag was removed.',
          steps: [
            { state: 'requested', date: PLACED + 2 * DAY },
            { state: 'rejected', date: PLACED + 3 * DAY },
          ],
        },
      ],
    };
    answerRequests({ ...REVIEWABLE, [DETAIL]: { success: true, order } });
    renderApp('/orders/order-1', signedIn);
    const timeline = await screen.findByRole('region', { name: 'Order status' });
    const [refund, exchange, rejected] = within(timeline).getAllByRole('list', { name: 'Steps of this request' });
    expect(
      within(refund!)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('span')?.textContent),
    ).toEqual(['Requested', 'Approved', 'Picked up', 'Received', 'Refunded']);
    expect(timeline.textContent).toContain('Refund: ₹500 · by bank or UPI transfer');
    expect(timeline.textContent).toContain('Transfer reference UTR0042');
    expect(exchange?.textContent).toContain('Requested');
    expect(
      within(timeline).getByRole('link', { name: 'Your new size ships as order A1B2C3D4' }).getAttribute('href'),
    ).toBe('/orders/a1b2c3d4-0000-4000-8000-000000000009');
    expect(rejected?.textContent).toContain('Rejected');
    expect(timeline.textContent).toContain('Why: The tag was removed.');
    const items = screen.getByRole('region', { name: 'Items in this order' });
    expect((await within(items).findByRole('list', { name: 'What became of the pieces' })).textContent).toBe(
      'Piece 1: ReturnedPiece 2: Exchanged',
    );
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Store credit used: ₹100');
  });
});
