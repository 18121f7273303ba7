import { listedAmounts, orderAmounts, timelineOf } from './orderDetail';
import type { OrderMoney, Refund } from './ordersApi';

const none = { payment: 0, storeCredit: 0, bank: 0 };

/** Money as GET /api/order/detail answers it (server/afterSale/money.ts): two pieces of ₹1,250 and the ₹10 fee. */
const money = (overrides: Partial<OrderMoney> = {}): OrderMoney => ({
  subtotal: 2500,
  deliveryFee: 10,
  cancelled: 0,
  total: 2510,
  storeCredit: 0,
  paid: 0,
  toPay: 0,
  refunded: none,
  pending: none,
  ...overrides,
});

describe("an order's amounts", () => {
  it('keeps a paid online order’s total when a piece is cancelled, and shows the piece’s refund instead', () => {
    const order = {
      paymentMethod: 'Razorpay',
      money: money({ cancelled: 1250, paid: 2510, refunded: { ...none, payment: 1250 } }),
    };
    expect(orderAmounts(order)).toEqual({
      parts: [
        ['subtotal', 2500],
        ['deliveryFee', 10],
      ],
      total: 2510,
      payment: [['paidOnline', 2510]],
      back: [['refunded.payment', 1250]],
    });
  });

  it('takes a cancelled piece off a cash order’s total, with what the courier collects', () => {
    const order = { paymentMethod: 'COD', money: money({ cancelled: 1250, total: 1260, toPay: 1260 }) };
    expect(orderAmounts(order)).toEqual({
      parts: [
        ['subtotal', 2500],
        ['deliveryFee', 10],
        ['lessCancelled', 1250],
      ],
      total: 1260,
      payment: [['toPay', 1260]],
      back: [],
    });
  });

  it('says what a partly returned order gave back and how, and what is still to come back', () => {
    // One piece refunded to the payment, one exchanged (nothing comes back for it), a refund still with the bank.
    const online = { paymentMethod: 'Stripe', money: money({ paid: 2510, refunded: { ...none, payment: 1250 } }) };
    expect(orderAmounts(online).back).toEqual([['refunded.payment', 1250]]);
    const waiting = { ...online, money: { ...online.money, refunded: none, pending: { ...none, payment: 1250 } } };
    expect(orderAmounts(waiting).back).toEqual([['pending.payment', 1250]]);
    // A cash order paid partly with store credit: one return to store credit made, one by bank transfer to come.
    const cash = {
      paymentMethod: 'COD',
      money: money({
        storeCredit: 500,
        paid: 2010,
        refunded: { ...none, storeCredit: 1250 },
        pending: { ...none, bank: 1260 },
      }),
    };
    expect(orderAmounts(cash)).toMatchObject({
      total: 2510,
      payment: [
        ['storeCredit', 500],
        ['paidOnDelivery', 2010],
      ],
      back: [
        ['refunded.storeCredit', 1250],
        ['pending.bank', 1260],
      ],
    });
  });

  it('lists on My orders the total, what came back in all and what is still to come back', () => {
    expect(
      listedAmounts(
        money({ paid: 2510, refunded: { payment: 1250, storeCredit: 0.5, bank: 0 }, pending: { ...none, bank: 10 } }),
      ),
    ).toEqual({ total: 2510, refunded: 1250.5, pending: 10 });
  });
});

describe("an order's timeline", () => {
  it('lists the statuses oldest first and marks the last one as the status now', () => {
    const steps = timelineOf({
      status: 'Shipped',
      date: 1,
      history: [
        { status: 'Order Placed', date: 1 },
        { status: 'Packing', date: 2 },
        { status: 'Shipped', date: 3 },
      ],
      refunds: [],
    });
    expect(steps.map((step) => step.kind === 'status' && [step.status, step.current])).toEqual([
      ['Order Placed', false],
      ['Packing', false],
      ['Shipped', true],
    ]);
    expect(new Set(steps.map((step) => step.key)).size).toBe(3);
  });

  it('shows the status now at the date placed when the answer has no history', () => {
    expect(timelineOf({ status: 'Order Placed', date: 5, history: [], refunds: [] })).toEqual([
      { kind: 'status', status: 'Order Placed', date: 5, current: true, key: '0-Order Placed' },
    ]);
  });

  it('places each refund among the statuses by its date, a status first when both have one date', () => {
    const refund = (id: string, date: number): Refund => ({
      id,
      amount: 1299,
      state: 'processed',
      providerRefundId: `rfnd_${id}`,
      reason: 'Paid after the hold ended',
      date,
    });
    const steps = timelineOf({
      status: 'Refunded',
      date: 1,
      history: [
        { status: 'Order Placed', date: 1 },
        { status: 'Refund Due', date: 2 },
        { status: 'Refunded', date: 4 },
      ],
      refunds: [refund('first', 2), refund('second', 3)],
    });
    expect(steps.map((step) => (step.kind === 'status' ? step.status : step.refund.id))).toEqual([
      'Order Placed',
      'Refund Due',
      'first',
      'second',
      'Refunded',
    ]);
    expect(steps.filter((step) => step.kind === 'status' && step.current).map((step) => step.date)).toEqual([4]);
    expect(new Set(steps.map((step) => step.key)).size).toBe(5);
  });
});
