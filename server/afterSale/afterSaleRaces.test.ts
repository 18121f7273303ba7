// Races after the order, on SQLite and PostgreSQL (where requests really run at once on several connections): a
// shopper cancelling while the operator ships, two cancellations of the same pieces, two operators moving one return.
// Each round ends in one consistent outcome: stock counted once, money given back once, one step recorded.
import { toPaise } from '../../contract';
import { catalog, fillCart, newOperator, orderBodyFor, orderDetail, type CatalogProduct } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

const ROUNDS = 8;

describeEachDatabase(
  'after-sale races',
  (shop) => {
    let operator: Shopper;
    let product: CatalogProduct;
    beforeAll(async () => {
      operator = await newOperator(shop());
      const found = (await catalog(shop()))[0];
      if (!found) throw new Error('the catalog is empty');
      product = found;
    });
    const size = () => product.sizes[0] as string;
    const units = async () => {
      const answer = await shop().request({
        method: 'GET',
        url: `/api/admin/stock/${product._id}`,
        headers: { token: operator.token },
      });
      return (answer.body.stock as Record<string, number>)[size()] ?? 0;
    };
    async function orderOfTwo(): Promise<Shopper & { orderId: string }> {
      const shopper = await shop().newShopper();
      await fillCart(shop(), shopper.token, [{ itemId: product._id, size: size(), quantity: 2 }]);
      const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
      expect(placed.status).toBe(201);
      return { ...shopper, orderId: placed.body.orderId as string };
    }
    const move = (orderId: string, status: string) =>
      shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token);
    const cancel = (shopper: Shopper & { orderId: string }, units?: string[]) =>
      shop().post('/api/order/cancel', { orderId: shopper.orderId, reason: 'changedMind', units }, shopper.token);

    it('a cancellation and a dispatch at once: one wins, and the stock and the order agree with it', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await orderOfTwo();
        expect((await move(shopper.orderId, 'Packing')).status).toBe(200);
        const before = await units();
        const [cancelled, shipped] = await Promise.all([cancel(shopper), move(shopper.orderId, 'Shipped')]);
        expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
        const order = await orderDetail(shop(), shopper.token, shopper.orderId);
        if (cancelled.status === 200) {
          expect(order.status).toBe('Cancelled');
          expect(await units()).toBe(before + 2);
        } else {
          expect(order.status).toBe('Shipped');
          expect(await units()).toBe(before);
          expect(order.cancellations).toEqual([]);
        }
      }
    });

    it('the same piece cancelled twice at once, and the rest at the same moment: each unit back once', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await orderOfTwo();
        const before = await units();
        const placed = await orderDetail(shop(), shopper.token, shopper.orderId);
        const answers = await Promise.all([cancel(shopper, ['1.1']), cancel(shopper, ['1.1']), cancel(shopper)]);
        expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
        for (const answer of answers) expect([200, 409]).toContain(answer.status);
        const order = await orderDetail(shop(), shopper.token, shopper.orderId);
        const cancelledUnits = order.cancellations.flatMap((each) => each.units).sort();
        // Each piece in one cancellation; what they took off is the order's value, no more.
        expect(new Set(cancelledUnits).size).toBe(cancelledUnits.length);
        expect(await units()).toBe(before + cancelledUnits.length);
        const taken = order.cancellations.reduce((sum, each) => sum + toPaise(each.amount), 0);
        expect(taken).toBeLessThanOrEqual(toPaise(placed.amount));
        if (cancelledUnits.length === 2) expect([order.status, taken]).toEqual(['Cancelled', toPaise(placed.amount)]);
      }
    });

    it('two operators moving one return at once: one step is made and recorded', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await orderOfTwo();
        for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
          expect((await move(shopper.orderId, status)).status).toBe(200);
        const made = await shop().post(
          '/api/order/return',
          { orderId: shopper.orderId, units: ['1.1'], reason: 'tooBig', kind: 'refund', refundRoute: 'storeCredit' },
          shopper.token,
        );
        expect(made.status).toBe(201);
        const id = made.body.request.id as string;
        const step = (to: string) =>
          shop().post(`/api/admin/returns/${id}/step`, { to, from: 'requested', note: 'Checked.' }, operator.token);
        const [approved, rejected] = await Promise.all([step('approved'), step('rejected')]);
        expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
        const order = await orderDetail(shop(), shopper.token, shopper.orderId);
        expect(order.returns[0]?.steps).toHaveLength(2);
        expect(order.returns[0]?.state).toBe(approved.status === 200 ? 'approved' : 'rejected');
      }
    });
  },
  {},
  { listen: false },
);
