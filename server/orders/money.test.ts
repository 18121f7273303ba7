// An order's money (`money` on the order list and the order's page), through the real server on SQLite and
// PostgreSQL: a paid online order keeps its total when a piece is cancelled and gives the piece back as a refund; a
// cash order charges less instead; a partly returned order (one piece refunded, one exchanged) says what came back,
// how, and what is still to come.
import { toPaise, toRupees } from '../../contract';
import { catalog, fillCart, newOperator, orderBodyFor, type CatalogProduct } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

interface Money {
  subtotal: number;
  deliveryFee: number;
  cancelled: number;
  total: number;
  storeCredit: number;
  paid: number;
  toPay: number;
  refunded: { payment: number; storeCredit: number; bank: number };
  pending: { payment: number; storeCredit: number; bank: number };
}

interface Answered {
  _id: string;
  amount: number;
  status: string;
  money: Money;
}

const none = { payment: 0, storeCredit: 0, bank: 0 };

describeEachDatabase("an order's money", (shop) => {
  let operator: Shopper;
  let product: CatalogProduct;
  beforeAll(async () => {
    operator = await newOperator(shop());
    const sized = (await catalog(shop())).find((each) => each.sizes.length >= 2);
    if (!sized) throw new Error('the catalog has no product with two sizes');
    product = sized;
  });
  const size = () => product.sizes[0] as string;

  /** The order as its page answers it, and as the order list does. */
  async function answers(shopper: Shopper, orderId: string): Promise<{ detail: Answered; listed: Answered }> {
    const detail = await shop().request({
      method: 'GET',
      url: `/api/order/detail/${orderId}`,
      headers: { token: shopper.token },
    });
    expect(detail.status).toBe(200);
    const list = await shop().post('/api/order/userorder', undefined, shopper.token);
    expect(list.status).toBe(200);
    const listed = (list.body.orders as Answered[]).find((order) => order._id === orderId);
    if (!listed) throw new Error(`order ${orderId} is not listed`);
    return { detail: detail.body.order as Answered, listed };
  }

  async function twoPieces(shopper: Shopper): Promise<void> {
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: size(), quantity: 2 }]);
  }

  async function paidOnline(): Promise<Shopper & { orderId: string }> {
    const shopper = await shop().newShopper();
    await twoPieces(shopper);
    const started = await shop().post('/api/order/razorpay', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(started.status).toBe(200);
    const result = (await shop().post('/sandbox/razorpay/pay', { order_id: started.body.order.id })).body;
    expect((await shop().post('/api/order/verifyRazorpay', result, shopper.token)).status).toBe(200);
    return { ...shopper, orderId: started.body.order.receipt as string };
  }

  async function cashOrder(): Promise<Shopper & { orderId: string }> {
    const shopper = await shop().newShopper();
    await twoPieces(shopper);
    const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    return { ...shopper, orderId: placed.body.orderId as string };
  }

  const cancelOne = async (shopper: Shopper & { orderId: string }) => {
    const answer = await shop().post(
      '/api/order/cancel',
      { orderId: shopper.orderId, reason: 'changedMind', units: ['1.2'] },
      shopper.token,
    );
    expect(answer.status).toBe(200);
  };

  async function deliver(orderId: string): Promise<void> {
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
      expect((await shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token)).status).toBe(200);
  }

  async function ask(shopper: Shopper & { orderId: string }, body: Record<string, unknown>): Promise<string> {
    const made = await shop().post(
      '/api/order/return',
      { orderId: shopper.orderId, reason: 'tooSmall', ...body },
      shopper.token,
    );
    expect(made.status).toBe(201);
    return made.body.request.id as string;
  }

  async function steps(requestId: string, to: readonly string[], extra: Record<string, unknown> = {}) {
    for (const state of to)
      expect(
        (await shop().post(`/api/admin/returns/${requestId}/step`, { to: state, ...extra }, operator.token)).status,
      ).toBe(200);
  }

  it('keeps a paid online order’s total when a piece is cancelled, and says the piece came back to the payment', async () => {
    const shopper = await paidOnline();
    const before = await answers(shopper, shopper.orderId);
    const whole = before.detail.amount;
    expect(before.detail.money).toEqual({
      subtotal: toRupees(2 * toPaise(product.price)),
      deliveryFee: toRupees(toPaise(whole) - 2 * toPaise(product.price)),
      cancelled: 0,
      total: whole,
      storeCredit: 0,
      paid: whole,
      toPay: 0,
      refunded: none,
      pending: none,
    });

    await cancelOne(shopper);
    const { detail, listed } = await answers(shopper, shopper.orderId);
    // The payment stands: the order's amount and total stay, and the piece's price went back to the payment.
    expect(detail.amount).toBe(whole);
    expect(detail.money).toEqual({
      ...before.detail.money,
      cancelled: product.price,
      refunded: { ...none, payment: product.price },
    });
    expect(listed.money).toEqual(detail.money);
    expect(listed.amount).toBe(whole);
  });

  it('takes a cancelled piece off a cash order’s total: nothing to give back, less to collect', async () => {
    const shopper = await cashOrder();
    const before = (await answers(shopper, shopper.orderId)).detail;
    expect(before.money).toMatchObject({ paid: 0, toPay: before.amount, total: before.amount });

    await cancelOne(shopper);
    const { detail, listed } = await answers(shopper, shopper.orderId);
    const left = toRupees(toPaise(before.amount) - toPaise(product.price));
    expect(detail.money).toEqual({
      ...before.money,
      cancelled: product.price,
      total: left,
      toPay: left,
    });
    expect(listed.money).toEqual(detail.money);

    await deliver(shopper.orderId);
    expect((await answers(shopper, shopper.orderId)).detail.money).toMatchObject({ paid: left, toPay: 0 });
  });

  it('says what a partly returned online order gave back: one piece refunded to the payment, one exchanged', async () => {
    const shopper = await paidOnline();
    await deliver(shopper.orderId);
    const whole = (await answers(shopper, shopper.orderId)).detail.amount;

    const refund = await ask(shopper, { units: ['1.1'], kind: 'refund' });
    // Asked for, not made yet: still to come back, to the payment.
    const asked = (await answers(shopper, shopper.orderId)).detail;
    expect(asked.money).toMatchObject({ refunded: none, pending: { ...none, payment: product.price } });

    await steps(refund, ['approved', 'pickedUp', 'received', 'refunded']);
    const exchange = await ask(shopper, { units: ['1.2'], kind: 'exchange', exchangeSize: product.sizes[1] });
    await steps(exchange, ['approved', 'pickedUp', 'received', 'exchanged']);

    const { detail, listed } = await answers(shopper, shopper.orderId);
    expect(detail.money).toMatchObject({
      total: whole,
      paid: whole,
      cancelled: 0,
      refunded: { ...none, payment: product.price },
      pending: none,
    });
    expect(listed.money).toEqual(detail.money);
  });

  it('says how a cash order’s returns come back: store credit added, a bank transfer still to make', async () => {
    const shopper = await cashOrder();
    await deliver(shopper.orderId);
    const credit = await ask(shopper, { units: ['1.1'], kind: 'refund', refundRoute: 'storeCredit' });
    await steps(credit, ['approved', 'pickedUp', 'received', 'refunded']);
    const bank = await ask(shopper, { units: ['1.2'], kind: 'refund', refundRoute: 'bank', payoutTo: 'ravi@upi' });
    await steps(bank, ['approved']);

    const { detail } = await answers(shopper, shopper.orderId);
    // The second piece is the order's last: its refund takes the delivery fee with it.
    const rest = toRupees(toPaise(detail.amount) - toPaise(product.price));
    expect(detail.money).toMatchObject({
      paid: detail.amount,
      toPay: 0,
      refunded: { ...none, storeCredit: product.price },
      pending: { ...none, bank: rest },
    });

    await steps(bank, ['pickedUp', 'received']);
    await steps(bank, ['refunded'], { payoutReference: 'UTR123' });
    expect((await answers(shopper, shopper.orderId)).detail.money).toMatchObject({
      refunded: { payment: 0, storeCredit: product.price, bank: rest },
      pending: none,
    });
  });
});
