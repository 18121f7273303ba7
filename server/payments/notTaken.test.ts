// A UPI payment (Razorpay's popup, in the sandbox) that arrives after the hold on its order's units ended, through the
// real server on SQLite and PostgreSQL: the shopper is refused by the order's number (never its whole id), mailed once
// that the money goes back and when, and the order's page answers why (notTaken) and what is still to come back.
import { orderNumber, toRupees } from '../../contract';
import { formatRupees } from '../messages/money';
import { startedPopup } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';

async function holdEnded(shop: TestShop, orderId: string): Promise<void> {
  await shop.app.db
    .updateTable('orders')
    .set({ stock_held_until: Date.now() - 1000 })
    .where('id', '=', orderId)
    .execute();
}

const notTakenMails = (shop: TestShop, email: string) =>
  shop.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .where('kind', '=', 'not-taken')
    .execute();

describeEachDatabase(
  'a payment that arrives after its hold',
  (shop) => {
    it('is refused by the order number, mailed once with the amount going back, and answered on the order', async () => {
      const started = await startedPopup(shop());
      const { order, token } = started;
      await holdEnded(shop(), order.id);
      const result = (await shop().post('/sandbox/razorpay/pay', { order_id: started.providerOrderId })).body;

      const refused = await shop().post('/api/order/verifyRazorpay', result, token);
      expect(refused.status).toBe(409);
      const number = orderNumber(order.id);
      expect(refused.body.message).toBe(
        `This payment for order ${number} arrived after the time we keep items for a payment, so it was not taken as an order and will be refunded. Contact us with the order number if you have questions.`,
      );
      expect(refused.body.message).not.toContain(order.id);

      const amount = formatRupees(toRupees(order.amount_paise));
      const link = `${shop().config.publicUrl}/payment-refund/${order.id}`;
      expect(await notTakenMails(shop(), started.email)).toEqual([
        {
          subject: `Your payment for Kapda order ${number} goes back to you`,
          body_text:
            `We received your payment of ${amount} for order ${number}, but we could not take it as an order: it ` +
            'arrived after the time we keep items for a payment, so they may have been sold to someone else ' +
            'meanwhile.\n\nNothing will be delivered for it and you need not do anything: the whole ' +
            `${amount} goes back to the way you paid. Once the refund is made, banks take 5 to 7 working days to ` +
            `show it.\n\nSee the payment and its refund: ${link}`,
        },
      ]);

      // The popup's result again (a second tab, a retry): the same refusal, no second mail.
      expect((await shop().post('/api/order/verifyRazorpay', result, token)).status).toBe(409);
      expect(await notTakenMails(shop(), started.email)).toHaveLength(1);

      const detail = await shop().request({ method: 'GET', url: `/api/order/detail/${order.id}`, headers: { token } });
      expect(detail.status).toBe(200);
      expect(detail.body.order).toMatchObject({
        status: 'Refund Due',
        notTaken: 'late',
        money: {
          paid: toRupees(order.amount_paise),
          pending: { payment: toRupees(order.amount_paise), storeCredit: 0, bank: 0 },
          refunded: { payment: 0, storeCredit: 0, bank: 0 },
        },
      });
    });

    it('mails in Hindi when the popup closed and the Hindi page asked the provider', async () => {
      const started = await startedPopup(shop(), 1);
      await holdEnded(shop(), started.order.id);
      await shop().app.payments.razorpaySandbox?.payByUpi(started.providerOrderId, 0);
      const checked = await shop().request({
        method: 'POST',
        url: '/api/order/razorpay/check',
        payload: { razorpay_order_id: started.providerOrderId },
        headers: { token: started.token, 'shop-language': 'hi' },
      });
      expect(checked.status).toBe(409);
      expect(checked.body.message).toContain(`ऑर्डर ${orderNumber(started.order.id)} का यह भुगतान`);
      const mails = await notTakenMails(shop(), started.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Kapda ऑर्डर ${orderNumber(started.order.id)} का आपका भुगतान आपको लौटाया जा रहा है`);
      expect(mails[0]?.body_text).toContain(`${shop().config.publicUrl}/hi/payment-refund/${started.order.id}`);
    });

    it('answers notTaken null for an order paid in time', async () => {
      const started = await startedPopup(shop(), 2);
      const result = (await shop().post('/sandbox/razorpay/pay', { order_id: started.providerOrderId })).body;
      expect((await shop().post('/api/order/verifyRazorpay', result, started.token)).status).toBe(200);
      const detail = await shop().request({
        method: 'GET',
        url: `/api/order/detail/${started.order.id}`,
        headers: { token: started.token },
      });
      expect(detail.body.order).toMatchObject({ status: 'Order Placed', notTaken: null });
      expect(await notTakenMails(shop(), started.email)).toEqual([]);
    });
  },
  { SANDBOX_WEBHOOKS: 'never' },
);
