// The order confirmation mail, through a real SMTP server: written when a cash-on-delivery order is placed or an
// online one is paid, and sent once however often the payment is confirmed. A paid order's mail, and the mail of a cash
// order's delivery (marked by the admin API or the command line), name its tax invoice and lead to its page.
import { orderNumber } from '../../contract';
import { runCli } from '../cli/program';
import { en } from '../messages/en';
import { catalog, fillCart, newOperator, orderBodyFor } from '../test/fixtures';
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
    const invoiceOf = async (orderId: string) =>
      (
        await shop()
          .app.db.selectFrom('invoices')
          .select('number')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).number;
    const placeCashOrder = async (shopper: Awaited<ReturnType<typeof shopperWithCart>>, language = 'en') => {
      const placed = await shop().request({
        method: 'POST',
        url: '/api/order/place',
        payload: shopper.body,
        headers: { token: shopper.token, 'shop-language': language },
      });
      expect(placed.status).toBe(201);
      const [orderId] = await orderIdsOf(shopper.email);
      return orderId ?? '';
    };
    const toOutForDelivery = ['Packing', 'Shipped', 'Out for delivery'];
    /**
     * The mails `find` finds once the first has come and what else was due is sent: the shop's own sender may have
     * claimed a mail a moment before the test's sendDue, which then leaves it to that sender.
     */
    const mailsOnceSent = async <T>(find: () => T[]): Promise<T[]> => {
      for (let attempt = 0; attempt < 50 && find().length === 0; attempt += 1) {
        await shop().app.mail.sendDue();
        if (find().length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Anything else due goes now too, so a second mail would be seen.
      await shop().app.mail.sendDue();
      return find();
    };

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
      // Not invoiced until it is delivered and paid.
      expect(mail?.text).toContain(`\n\nSee where it is: ${shop().config.publicUrl}/orders/${orderId}`);
      expect(mail?.text).not.toContain('invoice');
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
      const mails = await mailsOnceSent(() => orderMails(shopper.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Payment: paid online');
      // The invoice issued with the payment, downloaded from the order's page.
      const link = `${shop().config.publicUrl}/orders/${orderId}`;
      expect(mails[0]?.text).toContain(
        `\n\nTax invoice ${await invoiceOf(orderId ?? '')}: download it (PDF) from your order's page, which also says where it is: ${link}`,
      );
      expect(mails[0]?.links).toEqual([link]);
    });

    const startRazorpay = async (shopper: Awaited<ReturnType<typeof shopperWithCart>>, language: string) =>
      (
        await shop().request({
          method: 'POST',
          url: '/api/order/razorpay',
          payload: shopper.body,
          headers: { token: shopper.token, 'shop-language': language },
        })
      ).body as { order: { id: string } };

    // The sandbox's webhook for the payment races the popup's confirmation, as Razorpay's does: either road mails it.
    it('mails a Razorpay payment once, in the language of the page that confirmed it', async () => {
      const shopper = await shopperWithCart(shop());
      const started = await startRazorpay(shopper, 'hi');
      const result = (await shop().post('/sandbox/razorpay/pay', { order_id: started.order.id })).body;
      const verify = () =>
        shop().request({
          method: 'POST',
          url: '/api/order/verifyRazorpay',
          payload: result,
          headers: { token: shopper.token, 'shop-language': 'hi' },
        });
      expect((await Promise.all([verify(), verify()])).map((answer) => answer.status)).toEqual([200, 200]);
      const mails = await mailsOnceSent(() =>
        mailbox.to(shopper.email).filter((mail) => mail.subject.startsWith('आपका Kapda ऑर्डर ')),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.links[0]).toMatch(new RegExp(`^${shop().config.publicUrl}/hi/orders/`));
      expect(mails[0]?.text).not.toContain(en['mail.order.subject'].split(' {')[0]);
      expect(mails[0]?.text).toContain(`2 x ${shopper.product?.nameHi}, साइज़ `);
      expect(mails[0]?.text).not.toContain(shopper.product?.name ?? 'a product without a name');
      const [orderId] = await orderIdsOf(shopper.email);
      expect(mails[0]?.text).toContain(
        `टैक्स इनवॉइस ${await invoiceOf(orderId ?? '')}: अपने ऑर्डर के पेज पर इसका PDF डाउनलोड करें और देखें कि ऑर्डर कहाँ है: ${shop().config.publicUrl}/hi/orders/${orderId}`,
      );
    });

    it('mails a payment only the webhook confirmed (the tab was closed) in the language the order was placed in', async () => {
      const shopper = await shopperWithCart(shop());
      const started = await startRazorpay(shopper, 'hi');
      expect((await shop().post('/sandbox/razorpay/pay', { order_id: started.order.id })).status).toBe(200);
      const hindi = () => mailbox.to(shopper.email).filter((mail) => mail.subject.startsWith('आपका Kapda ऑर्डर '));
      const mails = await mailsOnceSent(hindi);
      expect(mails).toHaveLength(1);
      const [orderId] = await orderIdsOf(shopper.email);
      expect(mails[0]?.links).toEqual([`${shop().config.publicUrl}/hi/orders/${orderId}`]);
      expect(orderMails(shopper.email)).toEqual([]);
    });

    it("mails a cash order's delivery marked on the admin API once, with its invoice, in the language it was ordered in", async () => {
      const operator = await newOperator(shop());
      const shopper = await shopperWithCart(shop());
      const orderId = await placeCashOrder(shopper, 'hi');
      const move = (status: string) => shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token);
      for (const status of toOutForDelivery) expect((await move(status)).status).toBe(200);
      await shop().app.mail.sendDue();
      const delivered = () => mailbox.to(shopper.email).filter((mail) => mail.subject.includes('पहुँच गया'));
      expect(delivered()).toEqual([]);
      expect((await move('Delivered')).status).toBe(200);
      expect((await move('Delivered')).status).toBe(409);
      await shop().app.mail.sendDue();
      await shop().app.mail.sendDue();
      const number = orderNumber(orderId);
      const link = `${shop().config.publicUrl}/hi/orders/${orderId}`;
      expect(delivered().map((mail) => [mail.subject, mail.text.trim(), mail.links])).toEqual([
        [
          `आपका Kapda ऑर्डर ${number} पहुँच गया`,
          `आपका ऑर्डर ${number} डिलीवर हो गया है और उसका भुगतान हो गया है। Kapda से ख़रीदारी के लिए धन्यवाद।\n\n` +
            `टैक्स इनवॉइस ${await invoiceOf(orderId)}: इसका PDF अपने ऑर्डर के पेज से डाउनलोड करें: ${link}`,
          [link],
        ],
      ]);
    });

    it("mails a cash order's delivery marked from the command line, with its invoice, on the shop's address", async () => {
      const shopper = await shopperWithCart(shop());
      const orderId = await placeCashOrder(shopper);
      const publicUrl = 'https://kapda.example.in';
      for (const status of [...toOutForDelivery, 'Delivered']) {
        let stderr = '';
        const code = await runCli(['orders', 'status', orderId, status], {
          env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir, PUBLIC_URL: publicUrl },
          cwd: shop().config.dataDir,
          stdout: () => undefined,
          stderr: (text) => (stderr += text),
        });
        expect([code, stderr]).toEqual([0, '']);
      }
      await shop().app.mail.sendDue();
      const mails = mailbox.to(shopper.email).filter((mail) => mail.subject.endsWith(' is delivered'));
      const link = `${publicUrl}/orders/${orderId}`;
      expect(mails.map((mail) => [mail.subject, mail.text.trim(), mail.links])).toEqual([
        [
          `Your Kapda order ${orderNumber(orderId)} is delivered`,
          `Your order ${orderNumber(orderId)} is delivered and paid. Thank you for shopping at Kapda.\n\n` +
            `Tax invoice ${await invoiceOf(orderId)}: download it (PDF) from your order's page: ${link}`,
          [link],
        ],
      ]);
    });
  },
  () => ({ SMTP_URL: mailbox.url }),
);
