// The order confirmation mail, through a real SMTP server: written when a cash-on-delivery order is placed or an
// online one is paid, and sent once however often the payment is confirmed.
import { orderNumber } from '../../contract';
import { en } from '../messages/en';
import { catalog, fillCart, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { Mailbox } from '../../tools/testkit/mailbox';

const mailbox = new Mailbox();
beforeAll(() => mailbox.start());
afterAll(() => mailbox.stop());

async function shopperWithCart(shop: TestShop) {
  const shopper = await shop.newShopper();
  // A product with a Hindi name, which a Hindi shopper's mail names it by.
  const product = (await catalog(shop)).find((each) => (each as { nameHi?: string }).nameHi) as
    (Awaited<ReturnType<typeof catalog>>[number] & { nameHi: string }) | undefined;
  await fillCart(shop, shopper.token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 2 }]);
  return { ...shopper, body: await orderBodyFor(shop, shopper.token), product };
}

describeEachDatabase(
  'order confirmation mails',
  (shop) => {
    const orderMails = (email: string) =>
      mailbox.to(email).filter((mail) => mail.subject.startsWith('Your Kapda order '));
    const orderIdsOf = async (email: string) =>
      (
        await shop()
          .app.db.selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user_id')
          .select('orders.id')
          .where('users.email', '=', email)
          .execute()
      ).map((row) => row.id);

    it('mails a cash-on-delivery order once it is placed, by the number the pages show, with its items, total and page', async () => {
      const shopper = await shopperWithCart(shop());
      expect((await shop().post('/api/order/place', shopper.body, shopper.token)).status).toBe(201);
      const [orderId] = await orderIdsOf(shopper.email);
      await shop().app.mail.sendDue();
      await shop().app.mail.sendDue();
      const mails = orderMails(shopper.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const number = orderNumber(orderId ?? '');
      expect(mail?.subject).toBe(`Your Kapda order ${number}`);
      expect(mail?.text).toContain(`Order ${number}\n`);
      // The full id only in the order's link.
      expect(mail?.text.split(orderId ?? '')).toHaveLength(2);
      const price = shopper.product?.price ?? 0;
      expect(mail?.text).toContain(`2 x ${shopper.product?.name}, size ${shopper.product?.sizes[0]}: ₹`);
      expect(mail?.text).toContain(`Total: ₹${(price * 2 + 10).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
      expect(mail?.text).toContain('Payment: cash on delivery');
      expect(mail?.links).toEqual([`${shop().config.publicUrl}/orders/${orderId}`]);
    });

    it('mails a card payment once it is paid, once, though it is confirmed three times at once', async () => {
      const shopper = await shopperWithCart(shop());
      const started = await shop().post('/api/order/stripe', shopper.body, shopper.token);
      const checkout = new URL(started.body.session_url as string).pathname;
      const [orderId] = await orderIdsOf(shopper.email);
      const verify = () => shop().post('/api/order/verifyStripe', { success: 'true', orderId }, shopper.token);
      expect((await verify()).status).toBe(402);
      await shop().app.mail.sendDue();
      expect(orderMails(shopper.email)).toEqual([]);
      await shop().request({
        method: 'POST',
        url: `${checkout}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      const answers = await Promise.all([verify(), verify(), verify()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      await shop().app.mail.sendDue();
      expect((await verify()).status).toBe(200);
      await shop().app.mail.sendDue();
      const mails = orderMails(shopper.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Payment: paid online');
    });

    it('mails a Razorpay payment once, in the language of the page that confirmed it', async () => {
      const shopper = await shopperWithCart(shop());
      const started = await shop().post('/api/order/razorpay', shopper.body, shopper.token);
      const result = (await shop().post('/sandbox/razorpay/pay', { order_id: started.body.order.id })).body;
      const verify = () =>
        shop().request({
          method: 'POST',
          url: '/api/order/verifyRazorpay',
          payload: result,
          headers: { token: shopper.token, 'shop-language': 'hi' },
        });
      expect((await Promise.all([verify(), verify()])).map((answer) => answer.status)).toEqual([200, 200]);
      await shop().app.mail.sendDue();
      const mails = mailbox.to(shopper.email).filter((mail) => mail.subject.startsWith('आपका Kapda ऑर्डर '));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.links[0]).toMatch(new RegExp(`^${shop().config.publicUrl}/hi/orders/`));
      expect(mails[0]?.text).not.toContain(en['mail.order.subject'].split(' {')[0]);
      expect(mails[0]?.text).toContain(`2 x ${shopper.product?.nameHi}, साइज़ `);
      expect(mails[0]?.text).not.toContain(shopper.product?.name ?? 'a product without a name');
    });
  },
  () => ({ SMTP_URL: mailbox.url }),
);
