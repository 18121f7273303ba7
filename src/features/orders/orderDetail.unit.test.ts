import { orderSums, timelineOf } from './orderDetail';
import type { OrderItem, Refund } from './ordersApi';

const item = (price: number, quantity: number): OrderItem => ({
  _id: `p${price}`,
  name: 'Shirt',
  description: 'A shirt',
  price,
  image: ['/shirt.jpg'],
  category: 'Men',
  subCategory: 'Topwear',
  sizes: ['M'],
  bestseller: false,
  size: 'M',
  quantity,
});

describe("an order's sums", () => {
  it('adds the items at their ordered prices and takes the delivery fee from the amount charged', () => {
    expect(orderSums({ items: [item(199.9, 2), item(0.2, 1)], amount: 410 })).toEqual({
      subtotal: 400,
      deliveryFee: 10,
      cancelled: 0,
      storeCredit: 0,
      total: 410,
    });
  });

  it('adds back the pieces cancelled and the store credit spent to find the fee the order was placed with', () => {
    const cancellations = [{ id: 'c1', units: ['1.1'], amount: 199.9, reason: 'other', date: 0 }];
    expect(
      orderSums({ items: [item(199.9, 2), item(0.2, 1)], amount: 110.1, cancellations, storeCredit: 100 }),
    ).toEqual({ subtotal: 400, deliveryFee: 10, cancelled: 199.9, storeCredit: 100, total: 110.1 });
  });

  it('never shows a negative fee when the amount is less than the items', () => {
    expect(orderSums({ items: [item(100, 1)], amount: 90 }).deliveryFee).toBe(0);
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
