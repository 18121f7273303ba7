// Money that never goes missing, with the Razorpay sandbox (a UPI payment whose tab closed, signed webhooks sent late,
// twice or out of order) on SQLite and PostgreSQL: every payment is taken once, by its id; one that comes for an order
// that cannot take it becomes a refund, which the operator sends with one action and which shows on the shopper's page.
import { paymentEvent, signedDelivery, type RazorpayPaymentEntity } from './providers/razorpayWire';
import { deliverRazorpayWebhook, newOperator, orderRow, startedPopup } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { eventually } from '../../e2e/support/eventually';
import { runCli } from '../cli/program';
import { orderNumber, toRupees } from '../../contract';

const WEBHOOK_SECRET = 'rzp_webhook_secret_for_tests';
const CLI_ENV = { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_WEBHOOKS: 'never' };

const mailsFor = async (shop: TestShop, orderId: string) =>
  (
    await shop.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'order')
      .where('dedupe_key', 'like', `%${orderId}%`)
      .execute()
  ).length;

function capturedPayment(
  providerOrderId: string,
  amount: number,
  id = `pay_test${Math.random().toString(16).slice(2, 12)}`,
) {
  return {
    id,
    entity: 'payment',
    amount,
    currency: 'INR',
    status: 'captured',
    order_id: providerOrderId,
    method: 'upi',
    created_at: Math.floor(Date.now() / 1000),
  } satisfies RazorpayPaymentEntity;
}

/** A popup order whose hold ended (it expires) before Razorpay's webhook says the money was taken: Refund Due. */
async function paidAfterHold(shop: TestShop) {
  const started = await startedPopup(shop);
  await shop.app.db
    .updateTable('orders')
    .set({ stock_held_until: Date.now() - 1000 })
    .where('id', '=', started.order.id)
    .execute();
  const late = capturedPayment(started.providerOrderId, started.order.amount_paise);
  const delivered = await deliverRazorpayWebhook(
    shop,
    signedDelivery(paymentEvent('payment.captured', late), WEBHOOK_SECRET),
  );
  return { ...started, late, delivered };
}

describeEachDatabase(
  'Razorpay webhooks, reconciliation and refunds in the sandbox',
  (shop) => {
    it('refuses a webhook with a wrong signature (400) and changes nothing', async () => {
      const { order, providerOrderId } = await startedPopup(shop());
      const delivery = signedDelivery(
        paymentEvent('payment.captured', capturedPayment(providerOrderId, order.amount_paise)),
        'not the secret',
      );
      const answer = await deliverRazorpayWebhook(shop(), delivery);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', payment: 0 });
      const events = await shop().app.db.selectFrom('payment_events').selectAll().execute();
      expect(events.map((event) => event.event_id)).not.toContain(delivery.headers['x-razorpay-event-id']);
    });

    it('takes a payment once however it arrives: an event twice, another event for it, then the popup', async () => {
      const { order, providerOrderId, token } = await startedPopup(shop());
      const payment = capturedPayment(providerOrderId, order.amount_paise);
      const paid = signedDelivery(paymentEvent('order.paid', payment), WEBHOOK_SECRET);
      // The order.paid event first, then the same delivery again, then payment.captured for the same payment.
      expect((await deliverRazorpayWebhook(shop(), paid)).status).toBe(200);
      expect((await deliverRazorpayWebhook(shop(), paid)).status).toBe(200);
      expect(
        (
          await deliverRazorpayWebhook(
            shop(),
            signedDelivery(paymentEvent('payment.captured', payment), WEBHOOK_SECRET),
          )
        ).status,
      ).toBe(200);
      expect(await orderRow(shop(), order.id)).toMatchObject({
        status: 'Order Placed',
        payment: 1,
        payment_ref: payment.id,
        stock_state: 'sold',
      });
      expect(await mailsFor(shop(), order.id)).toBe(1);
      const taken = await shop()
        .app.db.selectFrom('provider_payments')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(taken).toEqual([expect.objectContaining({ payment_id: payment.id, outcome: 'paid' })]);
      const orders = (await shop().post('/api/order/userorders', undefined, token)).body.orders as unknown[];
      expect(orders).toHaveLength(1);
    });

    it('takes a UPI payment whose tab closed when the shop reconciles, with its units held throughout', async () => {
      const { order, providerOrderId, token } = await startedPopup(shop());
      const sandbox = shop().app.payments.razorpaySandbox;
      // The shopper approves in their UPI app; the popup that would have said so is gone.
      await sandbox?.payByUpi(providerOrderId, 0);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', stock_state: 'held' });
      // The shop's own schedule asks the sandbox (PAYMENT_RECONCILE_SECONDS=1 here).
      await eventually(
        async () =>
          expect(await orderRow(shop(), order.id)).toMatchObject({
            status: 'Order Placed',
            payment: 1,
            stock_state: 'sold',
          }),
        15_000,
      );
      expect(await mailsFor(shop(), order.id)).toBe(1);
      const mine = (await shop().post('/api/order/userorders', undefined, token)).body.orders as Array<{ _id: string }>;
      expect(mine.map((each) => each._id)).toEqual([order.id]);
    });

    it('makes a payment for an expired order a refund, sent from the admin API once, shown to the shopper', async () => {
      const { order, token, late, delivered } = await paidAfterHold(shop());
      expect(delivered.status).toBe(200);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refund Due', payment: 1 });

      const operator = await newOperator(shop());
      const refund = () =>
        shop().request({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/refund`,
          headers: { token: operator.token },
          payload: {},
        });
      const first = await refund();
      expect(first.status).toBe(200);
      const refunds = first.body.refunds as Array<{ state: string; providerRefundId: string; amount: number }>;
      expect(refunds).toEqual([
        expect.objectContaining({
          state: 'processed',
          providerRefundId: expect.stringMatching(/^rfnd_sbx/),
          amount: toRupees(order.amount_paise),
        }),
      ]);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });
      const changes = await shop()
        .app.db.selectFrom('order_status_changes')
        .select(['from_status', 'to_status'])
        .where('order_id', '=', order.id)
        .orderBy('changed_at')
        .execute();
      expect(changes.map((change) => change.to_status)).toEqual(['Refund Due', 'Refunded']);

      const again = await refund();
      expect(again.status).toBe(200);
      expect(again.body.message).toContain('Nothing was sent again');
      expect(again.body.refunds).toEqual(first.body.refunds);
      const rows = await shop().app.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute();
      expect(rows).toHaveLength(1);
      const sandboxRefunds = await shop()
        .app.db.selectFrom('sandbox_payments')
        .select('id')
        .where('id', 'like', 'rfnd_%')
        .where('reference', '=', late.id)
        .execute();
      expect(sandboxRefunds).toHaveLength(1);

      const detail = await shop().request({ method: 'GET', url: `/api/order/detail/${order.id}`, headers: { token } });
      expect(detail.status).toBe(200);
      expect(detail.body.order).toMatchObject({
        status: 'Refunded',
        refunds: [{ state: 'processed', providerRefundId: refunds[0]?.providerRefundId }],
      });
    });

    it('refunds a Refund Due order from the command line, once, by its number', async () => {
      const { order } = await paidAfterHold(shop());
      const cli = async () => {
        let out = '';
        const code = await runCli(['orders', 'refund', orderNumber(order.id), '--by', 'cli:meera'], {
          env: { ...CLI_ENV, DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
          cwd: shop().config.dataDir,
          stdout: (text) => (out += text),
          stderr: (text) => (out += text),
        });
        return { code, out };
      };
      const first = await cli();
      expect(first.code).toBe(0);
      expect(first.out).toMatch(new RegExp(`^Refund of order ${order.id}:\n  .+ processed rfnd_sbx[0-9a-f]+\n$`));
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refunded' });
      const again = await cli();
      expect(again).toEqual({ code: 0, out: expect.stringContaining('was refunded before; nothing was sent again') });
      const rows = await shop().app.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute();
      expect(rows).toEqual([expect.objectContaining({ requested_by: 'cli:meera', state: 'processed' })]);
    });

    it('tells the shopper whose popup closed that the bank has not answered yet, then that the order is paid', async () => {
      const { order, providerOrderId, token } = await startedPopup(shop());
      const check = () => shop().post('/api/order/razorpay/check', { razorpay_order_id: providerOrderId }, token);
      // Razorpay is asked about an order at most once every PAYMENT_CHECK_EVERY_MS: as if that much time had passed.
      const windowPassed = () =>
        shop().app.db.updateTable('orders').set({ reconciled_at: null }).where('id', '=', order.id).execute();
      // (The shop's schedule may have asked about the new order a moment ago.)
      await windowPassed();
      expect((await check()).body).toEqual({ success: true, state: 'not paid' });
      await shop().app.payments.razorpaySandbox?.payByUpi(providerOrderId, 60_000);
      await windowPassed();
      expect((await check()).body).toEqual({ success: true, state: 'pending' });
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Awaiting Payment', stock_state: 'held' });
      await shop().app.payments.razorpaySandbox?.payByUpi(providerOrderId, 0);
      await windowPassed();
      expect((await check()).body).toEqual({ success: true, state: 'paid' });
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Order Placed', payment: 1 });
      // Another shopper asking about it learns nothing.
      const stranger = await shop().newShopper();
      const theirs = await shop().post(
        '/api/order/razorpay/check',
        { razorpay_order_id: providerOrderId },
        stranger.token,
      );
      expect(theirs.status).toBe(404);
    });

    it('refuses to refund an order with nothing to give back (409)', async () => {
      const { order } = await startedPopup(shop());
      const operator = await newOperator(shop());
      const answer = await shop().request({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refund`,
        headers: { token: operator.token },
        payload: {},
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('nothing to refund');
    });
  },
  { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_WEBHOOKS: 'never', PAYMENT_RECONCILE_SECONDS: '1' },
);

describeEachDatabase(
  'a refund the provider fails, in the sandbox',
  (shop) => {
    it('keeps the order Refund Due with the refund failed, and asks again as a new attempt when the operator does', async () => {
      const { order, late } = await paidAfterHold(shop());
      const operator = await newOperator(shop());
      const refund = () =>
        shop().request({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/refund`,
          headers: { token: operator.token },
          payload: {},
        });
      const first = await refund();
      expect(first.status).toBe(200);
      expect(first.body.refunds).toEqual([expect.objectContaining({ state: 'failed' })]);
      expect(await orderRow(shop(), order.id)).toMatchObject({ status: 'Refund Due' });
      const again = await refund();
      expect(again.body.message).not.toContain('Nothing was sent again');
      // As Razorpay: no idempotency key; each attempt is a refund of its own, named in its notes.
      const tries = await shop()
        .app.db.selectFrom('sandbox_payments')
        .select(['idempotency_key', 'details'])
        .where('reference', '=', late.id)
        .orderBy('created_at')
        .execute();
      expect(
        tries.map((each) => [each.idempotency_key, (JSON.parse(each.details) as { attempt: number }).attempt]),
      ).toEqual([
        [null, 0],
        [null, 1],
      ]);
      expect(
        await shop().app.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute(),
      ).toHaveLength(1);
    });
  },
  { ...CLI_ENV, SANDBOX_REFUNDS: 'failed' },
);
