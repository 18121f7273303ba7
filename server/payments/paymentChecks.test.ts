// "Check my Razorpay payment" (the popup closed without a result) against the Razorpay double, with two server
// processes on one database: a burst of checks asks Razorpay once, whichever process each reaches; an order no longer
// waiting is answered from the database and Razorpay is not asked at all.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { PAYMENT_EXPIRED } from '../constants';
import { catalog, fillCart, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { providerSettings, useProviderDoubles } from '../test/doubles/providerDoubles';
import { PAYMENT_CHECK_EVERY_MS, reconcileWaitingOrders, shopSettlement } from './reconcile';
import { razorpaySignature } from './providers/signature';

const RAZORPAY_SECRET = 'razorpay_test_secret';
const doubles = useProviderDoubles();

const CHECK = '/api/order/razorpay/check';

describeEachDatabase(
  "a shopper's checks of a Razorpay payment",
  (shop) => {
    let second: FastifyInstance | undefined;
    beforeAll(async () => {
      second = await buildApp(shop().config);
      // Booted before the tests: its first request would otherwise wait for it, holding the burst up.
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
    });

    async function startedPopup(testShop: TestShop) {
      const shopper = await testShop.newShopper();
      const [product] = await catalog(testShop);
      await fillCart(testShop, shopper.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 },
      ]);
      const answer = await testShop.post(
        '/api/order/razorpay',
        await orderBodyFor(testShop, shopper.token),
        shopper.token,
      );
      expect(answer.status).toBe(200);
      const providerOrder = (answer.body as { order: { id: string; amount: number; receipt: string } }).order;
      return { token: shopper.token, providerOrder, orderId: providerOrder.receipt };
    }

    /** The calls Razorpay has had for this order's payments (what a check asks). */
    const providerCalls = (providerOrderId: string) =>
      doubles().razorpay.received.filter((call) => call.path.startsWith(`/v1/orders/${providerOrderId}/payments`))
        .length;

    /** A check through this process or the second one. */
    async function check(
      token: string,
      providerOrderId: string,
      through: 'first' | 'second' = 'first',
    ): Promise<{ status: number | undefined; body: unknown }> {
      const payload = { razorpay_order_id: providerOrderId };
      if (through === 'first') {
        const answer = await shop().post(CHECK, payload, token);
        return { status: answer.status, body: answer.body as unknown };
      }
      const answer = await second?.inject({ method: 'POST', url: CHECK, payload, headers: { token } });
      return { status: answer?.statusCode, body: answer?.json<unknown>() };
    }

    /** As if the last time anyone asked Razorpay about the order was a whole window ago. */
    const windowPassed = (orderId: string) =>
      shop()
        .app.db.updateTable('orders')
        .set((eb) => ({ reconciled_at: eb('reconciled_at', '-', PAYMENT_CHECK_EVERY_MS) }))
        .where('id', '=', orderId)
        .execute();

    it('asks Razorpay at most once a window for a burst of 20 checks through two processes', async () => {
      const { token, providerOrder, orderId } = await startedPopup(shop());
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, n) => check(token, providerOrder.id, n % 2 === 0 ? 'first' : 'second')),
      );
      const states = burst.map((answer) => {
        expect(answer.status).toBe(200);
        return (answer.body as { state: string }).state;
      });
      for (const state of states) expect(['pending', 'not paid']).toContain(state);
      // The one check that asked learnt nothing was paid; the rest were told to ask again.
      expect(states.filter((state) => state === 'not paid')).toHaveLength(1);
      const asked = providerCalls(providerOrder.id);
      expect(asked).toBe(1);

      // Within the window, the payment made meanwhile is not asked about: ask again later.
      doubles().razorpay.pay(providerOrder.id, providerOrder.amount);
      expect((await check(token, providerOrder.id, 'second')).body).toEqual({ success: true, state: 'pending' });
      expect(providerCalls(providerOrder.id)).toBe(asked);

      // Once the window has passed, one check of the next burst asks, and the order is paid.
      await windowPassed(orderId);
      const after = await Promise.all(
        Array.from({ length: 10 }, (_, n) => check(token, providerOrder.id, n % 2 === 0 ? 'first' : 'second')),
      );
      expect(after.map((answer) => answer.body)).toContainEqual({ success: true, state: 'paid' });
      expect(providerCalls(providerOrder.id)).toBe(asked + 1);
      const row = await shop()
        .app.db.selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'Order Placed', payment: 1 });
    });

    it("answers a paid order's checks from the database, asking Razorpay nothing", async () => {
      const { token, providerOrder, orderId } = await startedPopup(shop());
      const paymentId = doubles().razorpay.pay(providerOrder.id, providerOrder.amount).id;
      const result = {
        razorpay_order_id: providerOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpaySignature(providerOrder.id, paymentId, RAZORPAY_SECRET),
      };
      expect((await shop().post('/api/order/verifyRazorpay', result, token)).status).toBe(200);
      const asked = providerCalls(providerOrder.id);
      await windowPassed(orderId);
      const checks = await Promise.all(
        Array.from({ length: 20 }, (_, n) => check(token, providerOrder.id, n % 2 === 0 ? 'first' : 'second')),
      );
      for (const answer of checks) expect(answer.body).toEqual({ success: true, state: 'paid' });
      expect(providerCalls(providerOrder.id)).toBe(asked);
    });

    it("asks Razorpay for a check a moment after the schedule's ask: a popup just closed learns it at once", async () => {
      const { token, providerOrder } = await startedPopup(shop());
      await reconcileWaitingOrders(shop().app.db, shopSettlement(shop().app), { everyMs: 0 });
      const asked = providerCalls(providerOrder.id);
      expect(asked).toBe(1);
      expect((await check(token, providerOrder.id)).body).toEqual({ success: true, state: 'not paid' });
      expect(providerCalls(providerOrder.id)).toBe(asked + 1);
      // The check's own ask holds the window for the checks after it.
      expect((await check(token, providerOrder.id, 'second')).body).toEqual({ success: true, state: 'pending' });
      expect(providerCalls(providerOrder.id)).toBe(asked + 1);
    });

    it('answers an expired order "not paid" from the database, asking Razorpay nothing', async () => {
      const { token, providerOrder, orderId } = await startedPopup(shop());
      await shop().app.db.updateTable('orders').set({ status: PAYMENT_EXPIRED }).where('id', '=', orderId).execute();
      const asked = providerCalls(providerOrder.id);
      for (let n = 0; n < 5; n += 1)
        expect((await check(token, providerOrder.id)).body).toEqual({ success: true, state: 'not paid' });
      expect(providerCalls(providerOrder.id)).toBe(asked);
    });
  },
  // The schedule asks once an hour here, so every provider call these tests count is a check's (the last test asks
  // through the schedule itself).
  () => ({ ...providerSettings(doubles(), RAZORPAY_SECRET), PAYMENT_RECONCILE_SECONDS: '3600' }),
);
