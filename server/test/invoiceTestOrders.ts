// The invoices tests' orders: one ₹3,000 piece (18%) and two ₹2,400 pieces (5%) of products with two sizes or more,
// paid online in the Razorpay sandbox or ordered for cash on delivery, and the operator who moves them along.
import { catalog, fillCart, newOperator, orderBodyFor, setPrice, type CatalogProduct } from './fixtures';
import type { Shopper, TestShop } from './harness';

export interface TestOrder {
  shopper: Shopper;
  orderId: string;
  /** The order's amount in rupees, as the storefront sent it. */
  amount: number;
}

/** Prices two products and answers the orders of them; call it in a describe block (it adds a beforeAll). */
export function invoiceTestOrders(shop: () => TestShop) {
  let operator: Shopper | undefined;
  let priced: { dear: CatalogProduct; cheap: CatalogProduct } | undefined;
  beforeAll(async () => {
    operator = await newOperator(shop());
    const [first, second] = (await catalog(shop())).filter((product) => product.sizes.length >= 2);
    if (!first || !second) throw new Error('the catalog has too few products with two sizes');
    await setPrice(shop(), first._id, 300_000);
    await setPrice(shop(), second._id, 240_000);
    const now = await catalog(shop());
    const find = (id: string) => now.find((product) => product._id === id) as CatalogProduct;
    priced = { dear: find(first._id), cheap: find(second._id) };
  });
  const ready = () => {
    if (!operator || !priced) throw new Error('the test orders were asked for outside a test');
    return { operator, ...priced };
  };

  /** A new shopper's cart of one ₹3,000 piece (line 1) and two ₹2,400 pieces (line 2). */
  async function cartOfBoth(): Promise<Shopper> {
    const { dear, cheap } = ready();
    const shopper = await shop().newShopper();
    await fillCart(shop(), shopper.token, [
      { itemId: dear._id, size: dear.sizes[0] as string, quantity: 1 },
      { itemId: cheap._id, size: cheap.sizes[0] as string, quantity: 2 },
    ]);
    return shopper;
  }

  /** The order paid in the Razorpay sandbox, delivered to `address` (the test address, changed by its fields). */
  async function paidOnline(address: Record<string, string> = {}): Promise<TestOrder & { payment: unknown }> {
    const shopper = await cartOfBoth();
    const body = await orderBodyFor(shop(), shopper.token);
    const started = await shop().post(
      '/api/order/razorpay',
      { ...body, address: { ...body.address, ...address } },
      shopper.token,
    );
    expect(started.status).toBe(200);
    const waiting = started.body as { order: { id: string } };
    const payment = (await shop().post('/sandbox/razorpay/pay', { order_id: waiting.order.id })).body as unknown;
    expect((await shop().post('/api/order/verifyRazorpay', payment, shopper.token)).status).toBe(200);
    const listed = (await shop().post('/api/order/userorder', undefined, shopper.token)).body as {
      orders: Array<{ _id: string }>;
    };
    return { shopper, payment, orderId: listed.orders[0]?._id ?? '', amount: body.amount };
  }

  /** The order for cash on delivery. */
  async function codOrder(address: Record<string, string> = {}): Promise<TestOrder> {
    const shopper = await cartOfBoth();
    const body = await orderBodyFor(shop(), shopper.token);
    const placed = await shop().post(
      '/api/order/place',
      { ...body, address: { ...body.address, ...address } },
      shopper.token,
    );
    expect(placed.status).toBe(201);
    return { shopper, orderId: (placed.body as { orderId: string }).orderId, amount: body.amount };
  }

  const move = (orderId: string, status: string) =>
    shop().post(`/api/admin/orders/${orderId}/status`, { status }, ready().operator.token);

  async function deliver(orderId: string): Promise<void> {
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
      expect((await move(orderId, status)).status).toBe(200);
  }

  return {
    operator: () => ready().operator,
    dear: () => ready().dear,
    paidOnline,
    codOrder,
    move,
    deliver,
  };
}
