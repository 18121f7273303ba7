// Products, orders and reviews shaped as the API answers them, for tests that build state by hand.
import type { Product } from '../features/catalog';
import type { Order, OrderDetail, OrderMoney } from '../features/orders';
import type { Review, ReviewableLine } from '../features/reviews';
import { sumRupees, unitId } from '../../contract';
import { DELIVERY_ADDRESS, DELIVERY_FORM_LABELS, type DeliveryAddress } from '../../tools/testkit/fixtures';

export { DELIVERY_ADDRESS };

export const aProduct = (id: string, overrides: Partial<Product> = {}): Product => ({
  _id: id,
  name: id,
  description: '',
  price: 100,
  image: [`/images/${id}.webp`],
  category: 'Men',
  subCategory: 'Topwear',
  sizes: ['M'],
  bestseller: false,
  // Plenty of every size, unless a test says otherwise.
  stock: Object.fromEntries((overrides.sizes ?? ['M']).map((size) => [size, 100])),
  ...overrides,
});

/** Ravi's four-star review of a product's size M, true to size, in English, with no title, text or photo. */
export const aReview = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  productId: 'blue-shirt',
  stars: 4,
  fit: 'true',
  size: 'M',
  title: null,
  text: null,
  photo: null,
  language: 'en',
  author: 'Ravi',
  createdAt: Date.UTC(2026, 10, 20, 9),
  verified: true,
  ...overrides,
});

/** An order of one each of the given products, in size M, paid for on delivery. */
/** A delivered line of the shopper's, as GET /api/user/reviewable answers it; `reviewId` null until reviewed. */
export const aReviewableLine = (
  productId: string,
  size: string,
  reviewId: string | null,
  orderId = 'order-1',
): ReviewableLine => ({ orderId, productId, size, name: productId, image: null, reviewId });

export const anOrder = (id: string, products: Product[], overrides: Partial<Order> = {}): Order => {
  const order: Omit<Order, 'money'> = {
    _id: id,
    items: products.map((product) => ({ ...product, size: 'M', quantity: 1 })),
    amount: products.reduce((sum, product) => sum + product.price, 0) + 10,
    address: DELIVERY_ADDRESS,
    status: 'Order Placed',
    paymentMethod: 'COD',
    payment: false,
    date: Date.UTC(2025, 0, 15),
    ...overrides,
  };
  return { ...order, money: overrides.money ?? moneyOf(order) };
};

/** The money the server answers for an order nothing was cancelled or given back of. */
export const moneyOf = (order: Omit<Order, 'money'>): OrderMoney => {
  const subtotal = sumRupees(order.items.map((item) => item.price * item.quantity));
  const none = { payment: 0, storeCredit: 0, bank: 0 };
  return {
    subtotal,
    deliveryFee: sumRupees([order.amount, -subtotal]),
    cancelled: 0,
    total: order.amount,
    storeCredit: 0,
    paid: order.payment ? order.amount : 0,
    toPay: order.paymentMethod === 'COD' && !order.payment ? order.amount : 0,
    refunded: none,
    pending: none,
  };
};

/**
 * An order as its page answers it: the history given (the status it was placed in when none is), no refunds,
 * cancellations, returns, invoice or credit notes, every piece still ordered; pieces can be cancelled while it is Order Placed or Packing.
 */
export const anOrderDetail = (order: Order, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...order,
  history: [{ status: order.status, date: order.date }],
  refunds: [],
  lines: order.items.map((item, index) => ({
    line: index + 1,
    productId: item._id,
    size: item.size,
    returnable: item.returnable !== false,
    units: Array.from({ length: item.quantity }, (_, unit) => ({ id: unitId(index + 1, unit + 1), state: 'ordered' })),
  })),
  cancellations: [],
  returns: [],
  canCancel: ['Order Placed', 'Packing'].includes(order.status),
  returnsUntil: null,
  storeCredit: 0,
  exchangeOf: null,
  notTaken: null,
  invoice: null,
  creditNotes: [],
  ...overrides,
});

/** What a shopper types into the delivery form, by label: the test address (pincode 560001, Bengaluru, Karnataka). */
export const TYPED_ADDRESS: Record<string, string> = Object.fromEntries(
  Object.entries(DELIVERY_FORM_LABELS).map(([field, label]) => [
    label,
    DELIVERY_ADDRESS[field as keyof DeliveryAddress],
  ]),
);

/**
 * Answers, by path, for the directory and the delivery promise of Bengaluru pincodes (the test addresses'), for unit
 * tests whose delivery form looks its pincode up: delivered in two days, cash on delivery taken.
 */
export const bengaluruAnswers = (...pincodes: string[]): Record<string, unknown> =>
  Object.fromEntries<unknown>(
    pincodes.flatMap((pincode) => [
      [
        `/api/pincode/${pincode}`,
        { success: true, pincode, district: 'Bengaluru Urban', state: 'Karnataka', states: ['Karnataka'] },
      ],
      [
        `/api/delivery/${pincode}`,
        {
          success: true,
          pincode,
          zone: 'sameCity',
          delivers: true,
          deliveryBy: '2026-12-01',
          cod: { offered: true, reason: null, maxAmount: null },
        },
      ],
    ]),
  );

/** A product's reviews before any: what a product's answer carries then. */
export const NO_REVIEWS = {
  summary: {
    average: null,
    count: 0,
    stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    fit: { small: 0, true: 0, large: 0 },
    fitSays: null,
  },
  latest: [],
};
