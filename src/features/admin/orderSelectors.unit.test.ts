import {
  commonMoves,
  FILTER_STATUSES,
  filtersOf,
  nextStatuses,
  paymentAction,
  piecesOfLines,
  queryOf,
  refundAmount,
  searchOf,
} from './orderSelectors';

describe("the operator's order selectors", () => {
  it('offers only the moves the lifecycle allows, and none for a final or unknown status', () => {
    expect(nextStatuses('Order Placed')).toEqual(['Packing', 'Cancelled']);
    expect(nextStatuses('Out for delivery')).toEqual(['Delivered']);
    expect(nextStatuses('Delivered')).toEqual([]);
    expect(nextStatuses('Awaiting Payment')).toEqual([]);
    expect(nextStatuses('constructor')).toEqual([]);
  });

  it('offers a bulk move only where every selected order may go', () => {
    expect(commonMoves([{ status: 'Order Placed' }, { status: 'Packing' }])).toEqual(['Cancelled']);
    expect(commonMoves([{ status: 'Order Placed' }, { status: 'Order Placed' }])).toEqual(['Packing', 'Cancelled']);
    expect(commonMoves([{ status: 'Shipped' }, { status: 'Delivered' }])).toEqual([]);
    expect(commonMoves([])).toEqual([]);
  });

  it('asks the provider to refund a Refund Due order and to settle one awaiting payment, and nothing else', () => {
    expect(paymentAction('Refund Due')).toBe('refund');
    expect(paymentAction('Awaiting Payment')).toBe('reconcile');
    // A second payment for an order that went on: money to give back whatever its status.
    expect(paymentAction('Order Placed', 659)).toBe('refund');
    expect(
      ['Refunded', 'Order Placed', 'Delivered', 'Cancelled', 'constructor'].map((status) => paymentAction(status)),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("filters by every status, the payment's own included", () => {
    expect(FILTER_STATUSES).toEqual(
      expect.arrayContaining(['Refund Due', 'Refunded', 'Awaiting Payment', 'Delivered']),
    );
    expect(new Set(FILTER_STATUSES).size).toBe(FILTER_STATUSES.length);
  });

  it('reads filters from the address, ignoring nonsense, and writes back only those set', () => {
    const filters = filtersOf(new URLSearchParams('status=Packing&paid=maybe&page=-3&email=a%40b.in'));
    expect(filters).toEqual({
      status: 'Packing',
      paymentMethod: '',
      paid: '',
      since: '',
      until: '',
      email: 'a@b.in',
      page: 1,
    });
    expect(searchOf({ ...filters, page: 3 })).toEqual({ status: 'Packing', email: 'a@b.in', page: '3' });
  });

  it('asks the API for one page of 20 with the set filters only', () => {
    const filters = filtersOf(new URLSearchParams('paid=false&since=2026-11-01&page=2&email=%20A%40b.in%20'));
    expect(queryOf(filters)).toEqual({
      status: undefined,
      paymentMethod: undefined,
      paid: 'false',
      since: '2026-11-01',
      until: undefined,
      email: 'A@b.in',
      limit: '20',
      offset: '20',
    });
  });

  it('counts what the Refund button sends: what is due (refused refunds in it), and the refunds never answered', () => {
    const refund = { amount: 500, state: 'processed' as const, providerRefundId: 'rfnd_1' };
    expect(refundAmount(1299, [])).toBe(1299);
    expect(
      refundAmount(0, [
        refund,
        { ...refund, state: 'failed', providerRefundId: 'rfnd_2', amount: 200 },
        { ...refund, state: 'pending', providerRefundId: null, amount: 49.5 },
        { ...refund, state: 'pending', providerRefundId: 'rfnd_3', amount: 1000 },
      ]),
    ).toBe(49.5);
  });

  it("splits an order's pieces into those to ship and those cancelled, a line with none left out", () => {
    const item = (name: string, quantity: number) => ({ name, quantity }) as never;
    const order = { status: 'Packing', items: [item('kurta', 2), item('dupatta', 1)] };
    const units = (...states: string[]) => states.map((state, index) => ({ id: `x.${index + 1}`, state })) as never;
    const lines = [
      { line: 1, productId: 'kurta', size: 'M', returnable: true, units: units('ordered', 'cancelled') },
      { line: 2, productId: 'dupatta', size: 'M', returnable: true, units: units('cancelled') },
    ];
    expect(piecesOfLines(order, lines)).toEqual({
      kept: [{ item: order.items[0], count: 1 }],
      cancelled: [
        { item: order.items[0], count: 1 },
        { item: order.items[1], count: 1 },
      ],
      beforeDispatch: true,
    });
    // Without the pieces' states every piece is as ordered; once shipped they are no longer "to ship".
    expect(piecesOfLines({ ...order, status: 'Shipped' }, [])).toEqual({
      kept: [
        { item: order.items[0], count: 2 },
        { item: order.items[1], count: 1 },
      ],
      cancelled: [],
      beforeDispatch: false,
    });
  });
});
