// npm run shop -- orders show, for an order paid online: each payment it took (provider, payment id, amount, time,
// whether it paid the order or is to be refunded) and each refund with its tries, a refused one "to send again". On
// SQLite and PostgreSQL, with the Razorpay sandbox refusing refunds.
import { orderNumber, toRupees } from '../../contract';
import { deliverRazorpayWebhook, newOperator, orderRow, startedPopup } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { paymentEvent, signedDelivery } from '../payments';
import { cliOn } from '../test/cliTestRun';

const WEBHOOK_SECRET = 'rzp_webhook_secret_for_orders_show';

describeEachDatabase(
  'the money an order took and gave back, in `orders show`',
  (shop) => {
    const cli = cliOn(shop);

    it('lists the payment taken after the hold ended as to be refunded, and the refused refund with its tries', async () => {
      const started = await startedPopup(shop());
      await shop()
        .app.db.updateTable('orders')
        .set({ stock_held_until: Date.now() - 1000 })
        .where('id', '=', started.order.id)
        .execute();
      const paymentId = `pay_show_${started.order.id.slice(0, 8)}`;
      const late = {
        id: paymentId,
        entity: 'payment' as const,
        amount: started.order.amount_paise,
        currency: 'INR',
        status: 'captured',
        order_id: started.providerOrderId,
        method: 'upi',
        created_at: Math.floor(Date.now() / 1000),
      };
      const delivery = signedDelivery(paymentEvent('payment.captured', late), WEBHOOK_SECRET);
      expect((await deliverRazorpayWebhook(shop(), delivery)).status).toBe(200);
      expect(await orderRow(shop(), started.order.id)).toMatchObject({ status: 'Refund Due' });
      const rupees = `₹${toRupees(started.order.amount_paise).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

      const before = (await cli('orders', 'show', orderNumber(started.order.id))).stdout;
      expect(before).toContain('Payments taken:');
      expect(before).toMatch(
        new RegExp(`razorpay +${paymentId} +${rupees} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +to be refunded`),
      );
      expect(before).not.toContain('Refunds:');

      const operator = await newOperator(shop());
      const refund = () =>
        shop().request({
          method: 'POST',
          url: `/api/admin/orders/${started.order.id}/refund`,
          headers: { token: operator.token },
          payload: {},
        });
      expect((await refund()).status).toBe(200);
      const once = (await cli('orders', 'show', started.order.id)).stdout;
      expect(once).toMatch(new RegExp(`Refunds:\\n.*TRIES.*\\n${rupees} +failed: to send again +1 `));
      expect((await refund()).status).toBe(200);
      const twice = (await cli('orders', 'show', started.order.id)).stdout;
      expect(twice).toMatch(new RegExp(`Refunds:\\n.*TRIES.*\\n${rupees} +failed: to send again +2 `));
    });
  },
  { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_WEBHOOKS: 'never', SANDBOX_REFUNDS: 'failed' },
);
