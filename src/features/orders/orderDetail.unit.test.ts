import { orderSums, timelineOf } from './orderDetail';
import type { OrderItem } from './ordersApi';

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
      total: 410,
    });
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
    });
    expect(steps.map(({ status, current }) => [status, current])).toEqual([
      ['Order Placed', false],
      ['Packing', false],
      ['Shipped', true],
    ]);
    expect(new Set(steps.map((step) => step.key)).size).toBe(3);
  });

  it('shows the status now at the date placed when the answer has no history', () => {
    expect(timelineOf({ status: 'Order Placed', date: 5, history: [] })).toEqual([
      { status: 'Order Placed', date: 5, current: true, key: '0-Order Placed' },
    ]);
  });
});
