// Back-in-stock alerts on both databases, through a real SMTP server: signing up for a sold-out size (without a login,
// in the request's language, once), confirming it through the link mailed to the address (or at once for a signed-in
// shopper's own confirmed address), its refusals and limits, one mail per confirmed alert whichever road restocks the
// size (the CLI, the admin API, an import, a cancelled order) and nothing on the next restock nor to an unconfirmed
// alert, the unsubscribe link, and the operator's count of who waits for which size.
import { randomUUID } from 'node:crypto';
import { runCli } from '../cli/program';
import { SHOP_LANGUAGE_HEADER } from '../../contract';
import { Mailbox, type ReceivedMail } from '../../tools/testkit/mailbox';
import { catalog, newOperator, storedPicture, type CatalogProduct } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { productAt, setUnits, shopperBuying } from '../test/stockFixtures';
import { confirmToken } from './confirmLinks';
import { unsubscribeToken } from './unsubscribeLinks';

const mailbox = new Mailbox();
beforeAll(() => mailbox.start());
afterAll(() => mailbox.stop());

const newAddress = (label: string) => `${label}-${randomUUID()}@example.com`;

/** A mail asking to confirm an alert, or a new account's address (its link opens a confirmation page). */
const isConfirmation = (mail: ReceivedMail) =>
  mail.links.some((link) => link.includes('/alerts/confirm?') || link.includes('/confirm-email?'));
/** The mails to `email` but for confirmations: its back-in-stock mails. */
const restockMailsTo = (email: string) => mailbox.to(email).filter((mail) => !isConfirmation(mail));

let clients = 0;
/** A client address of its own for each sign-up, so the per-client limit counts only where a test means it to. */
const anotherClient = () => {
  clients += 1;
  return `127.1.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

describeEachDatabase(
  'back-in-stock alerts',
  (shop) => {
    let operator: Shopper;
    beforeAll(async () => {
      operator = await newOperator(shop());
    });

    const signUp = (
      body: Record<string, unknown>,
      { from = anotherClient(), language }: { from?: string; language?: string } = {},
    ) =>
      shop().request({
        method: 'POST',
        url: '/api/stock-alerts',
        payload: body,
        from,
        headers: language ? { [SHOP_LANGUAGE_HEADER]: language } : {},
      });
    const alertsOf = (email: string) =>
      shop()
        .app.db.selectFrom('stock_alerts')
        .select(['product_id', 'size', 'language'])
        .where('email', '=', email)
        .execute();
    /** The token of the latest confirmation mail of the address's alert for the size, as its link carries it. */
    const confirmationTokenOf = async (email: string, productId: string, size: string) => {
      const alert = await shop()
        .app.db.selectFrom('stock_alerts')
        .select(['id', 'confirmation_mailed_at'])
        .where('email', '=', email)
        .where('product_id', '=', productId)
        .where('size', '=', size)
        .executeTakeFirstOrThrow();
      if (alert.confirmation_mailed_at === null) throw new Error(`no confirmation was mailed to ${email}`);
      return confirmToken(shop().config.jwtSecret, alert.id, alert.confirmation_mailed_at);
    };
    const confirm = (token: string, language?: string) =>
      shop().request({
        method: 'POST',
        url: '/api/stock-alerts/confirm',
        payload: { token },
        headers: language ? { [SHOP_LANGUAGE_HEADER]: language } : {},
      });
    /** A visitor's sign-up, confirmed with its mail's token: what a restock mails. */
    const signUpConfirmed = async (
      body: { productId: string; size: string; email: string },
      options: { from?: string; language?: string } = {},
    ) => {
      const signed = await signUp(body, options);
      expect(signed).toMatchObject({ status: 200, body: { confirmationSent: true } });
      const confirmed = await confirm(await confirmationTokenOf(body.email, body.productId, body.size));
      expect(confirmed).toMatchObject({ status: 200, body: { success: true, inStock: false } });
    };
    /** A product of the catalog with its first size sold out. */
    const soldOut = async (index: number) => {
      const product = await productAt(shop(), index);
      await setUnits(shop(), product._id, product.size, 0);
      return product;
    };
    const cli = async (...argv: string[]) => {
      let stdout = '';
      const env = { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir };
      const code = await runCli(argv, {
        env,
        cwd: shop().config.dataDir,
        stdout: (text) => (stdout += text),
        stderr: () => {},
      });
      return { code, stdout };
    };
    /**
     * The mails to `emails` once each has one and what else was due is sent: the shop's own sender may have claimed a
     * request a moment before the test's sendDue, which then leaves it to that sender.
     */
    const mailsOnceSent = async (emails: string[]): Promise<ReceivedMail[][]> => {
      const all = () => emails.map((email) => restockMailsTo(email));
      for (let attempt = 0; attempt < 60 && all().some((mails) => mails.length === 0); attempt += 1) {
        await shop().app.mail.sendDue();
        if (all().some((mails) => mails.length === 0)) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await shop().app.mail.sendDue();
      return all();
    };
    const productLink = (product: { _id: string }, size: string, prefix = '') =>
      `${shop().config.publicUrl}${prefix}/product/${product._id}?size=${encodeURIComponent(size)}`;
    const unsubscribeLink = (email: string, prefix = '') =>
      `${shop().config.publicUrl}${prefix}/alerts/unsubscribe?token=${unsubscribeToken(shop().config.jwtSecret, email)}`;

    /**
     * Signs two addresses up for the sold-out size, restocks it by `restock`, and checks each gets one mail with the
     * product's link (the size chosen) and its unsubscribe link, its alert ended; a second restock sends nothing.
     */
    async function oneMailEach(product: CatalogProduct & { size: string }, restock: (units: number) => Promise<void>) {
      const emails = [newAddress('restock'), newAddress('restock')];
      for (const email of emails) await signUpConfirmed({ productId: product._id, size: product.size, email });
      await restock(3);
      const mails = await mailsOnceSent(emails);
      for (const [index, email] of emails.entries()) {
        expect(mails[index]).toHaveLength(1);
        expect(mails[index]?.[0]).toMatchObject({
          subject: `Size ${product.size} of ${product.name} is back in stock`,
          links: [productLink(product, product.size), unsubscribeLink(email)],
        });
        expect(await alertsOf(email)).toEqual([]);
      }
      await setUnits(shop(), product._id, product.size, 0);
      await restock(5);
      await shop().app.mail.sendDue();
      await shop().app.mail.sendDue();
      expect(emails.map((email) => restockMailsTo(email).length)).toEqual([1, 1]);
    }

    it('signs an address up for a sold-out size without a login, once however often it asks, in its language', async () => {
      const product = await soldOut(60);
      const email = newAddress('signup');
      const body = { productId: product._id, size: product.size, email: email.toUpperCase() };
      expect(await signUp(body)).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: `Please check your e-mail to confirm: open the link we sent to ${email}, and we will write when size ${product.size} is back.`,
          confirmationSent: true,
        },
      });
      expect(await alertsOf(email)).toEqual([{ product_id: product._id, size: product.size, language: 'en' }]);
      expect(await signUp(body, { language: 'hi' })).toMatchObject({
        status: 200,
        body: {
          message: `कृपया पुष्टि के लिए अपना ई-मेल देखें: ${email} पर भेजा गया लिंक खोलें, फिर साइज़ ${product.size} वापस आते ही हम आपको लिखेंगे।`,
          confirmationSent: true,
        },
      });
      // Still one alert, to be written in the language asked last.
      expect(await alertsOf(email)).toEqual([{ product_id: product._id, size: product.size, language: 'hi' }]);
    });

    it("mails a visitor's sign-up a link to confirm it, in its language; no restock mails it until the link is opened", async () => {
      const product = (await soldOut(50)) as CatalogProduct & { size: string; nameHi?: string };
      if (!product.nameHi) throw new Error(`the demo product ${product._id} has no Hindi name`);
      const email = newAddress('double-opt-in');
      const body = { productId: product._id, size: product.size, email };
      expect(await signUp(body, { language: 'hi' })).toMatchObject({ status: 200, body: { confirmationSent: true } });
      const [confirmation] = await (async () => {
        for (let attempt = 0; attempt < 60 && mailbox.to(email).length === 0; attempt += 1) {
          await shop().app.mail.sendDue();
          if (mailbox.to(email).length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return mailbox.to(email);
      })();
      const link = confirmation?.links.find((each) => each.includes('/alerts/confirm?')) ?? '';
      expect(confirmation).toMatchObject({
        subject: `${product.nameHi} के साइज़ ${product.size} की सूचना के लिए अपने ई-मेल की पुष्टि करें`,
        links: [`${shop().config.publicUrl}/hi/product/${product._id}`, link],
      });
      expect(link.startsWith(`${shop().config.publicUrl}/hi/alerts/confirm?token=`)).toBe(true);
      expect(confirmation?.text).toContain('पुष्टि के लिए 7 दिन के अंदर यह लिंक खोलें:');
      // Asked again (from other clients), the address gets no second mail within the hour.
      for (let index = 0; index < 3; index += 1) expect((await signUp(body, { language: 'hi' })).status).toBe(200);
      const confirmations = await shop()
        .app.db.selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', email)
        .where('kind', '=', 'back-in-stock-confirm')
        .execute();
      expect(confirmations).toHaveLength(1);

      // Unconfirmed, the alert is not mailed by a restock, and waits for its owner.
      await setUnits(shop(), product._id, product.size, 2);
      await shop().app.mail.sendDue();
      await shop().app.mail.sendDue();
      expect(restockMailsTo(email)).toEqual([]);
      expect(await alertsOf(email)).toHaveLength(1);
      await setUnits(shop(), product._id, product.size, 0);

      const token = new URL(link).searchParams.get('token') ?? '';
      expect(await confirm(token)).toMatchObject({
        status: 200,
        body: {
          success: true,
          inStock: false,
          message: `Confirmed: we will e-mail ${email} once when size ${product.size} of ${product.name} is back.`,
        },
      });
      // Opened twice (a mail program's preview, say), it confirms once.
      expect(await confirm(token, 'hi')).toMatchObject({
        status: 200,
        body: {
          message: `पुष्टि हो गई: ${product.nameHi} का साइज़ ${product.size} वापस आते ही हम ${email} पर एक बार ई-मेल करेंगे।`,
        },
      });
      await setUnits(shop(), product._id, product.size, 3);
      const [mails] = await mailsOnceSent([email]);
      expect(mails).toHaveLength(1);
      expect(mails?.[0]?.subject).toBe(`${product.nameHi} का साइज़ ${product.size} फिर से स्टॉक में है`);
      expect(await alertsOf(email)).toEqual([]);
      // The alert mailed, its link speaks for nothing.
      expect(await confirm(token)).toMatchObject({
        status: 404,
        body: {
          success: false,
          message: 'This back-in-stock alert is no longer waiting: it was ended, or its e-mail was sent already.',
        },
      });
    });

    it('mails an alert confirmed after its size came back at once, and ends it', async () => {
      const product = await soldOut(51);
      const email = newAddress('late-confirm');
      expect((await signUp({ productId: product._id, size: product.size, email })).status).toBe(200);
      const token = await confirmationTokenOf(email, product._id, product.size);
      await setUnits(shop(), product._id, product.size, 2);
      expect(await confirm(token)).toMatchObject({
        status: 200,
        body: {
          inStock: true,
          message: `Confirmed. Size ${product.size} of ${product.name} is in stock now: we have e-mailed its link to ${email}.`,
        },
      });
      const [mails] = await mailsOnceSent([email]);
      expect(mails).toHaveLength(1);
      expect(mails?.[0]).toMatchObject({
        subject: `Size ${product.size} of ${product.name} is back in stock`,
        links: [productLink(product, product.size), unsubscribeLink(email)],
      });
      expect(await alertsOf(email)).toEqual([]);
    });

    it("confirms a signed-in shopper's own confirmed address at once, with no mail, and mails any other address", async () => {
      const product = await soldOut(52);
      const shopper = await shop().newShopper('Alert Shopper');
      const signedIn = (email: string) =>
        shop().request({
          method: 'POST',
          url: '/api/stock-alerts',
          payload: { productId: product._id, size: product.size, email },
          from: anotherClient(),
          headers: { token: shopper.token },
        });
      // Their own address, not confirmed yet: it is mailed, as a visitor's.
      expect(await signedIn(shopper.email)).toMatchObject({ status: 200, body: { confirmationSent: true } });
      await shop()
        .app.db.updateTable('users')
        .set({ email_confirmed_at: Date.now() })
        .where('email', '=', shopper.email)
        .execute();
      expect(await signedIn(shopper.email.toUpperCase())).toMatchObject({
        status: 200,
        body: {
          confirmationSent: false,
          message: `We will e-mail you at ${shopper.email} when size ${product.size} is back.`,
        },
      });
      const other = newAddress('someone-else');
      expect(await signedIn(other)).toMatchObject({ status: 200, body: { confirmationSent: true } });
      // A token that signs nobody in leaves a visitor's sign-up, mailed.
      const stale = newAddress('stale-token');
      const withStaleToken = await shop().request({
        method: 'POST',
        url: '/api/stock-alerts',
        payload: { productId: product._id, size: product.size, email: stale },
        from: anotherClient(),
        headers: { token: 'not-a-token' },
      });
      expect(withStaleToken).toMatchObject({ status: 200, body: { confirmationSent: true } });

      await setUnits(shop(), product._id, product.size, 4);
      const [own] = await mailsOnceSent([shopper.email]);
      expect(own).toHaveLength(1);
      expect(own?.[0]?.subject).toBe(`Size ${product.size} of ${product.name} is back in stock`);
      await shop().app.mail.sendDue();
      expect([restockMailsTo(other), restockMailsTo(stale)]).toEqual([[], []]);
      const outbox = await shop()
        .app.db.selectFrom('mail_outbox')
        .select(['recipient', 'kind'])
        .where('recipient', 'in', [shopper.email, other, stale])
        .where('kind', '=', 'back-in-stock-confirm')
        .execute();
      // The one mailed before the account was confirmed, and the two others'.
      expect(outbox.map((row) => row.recipient).sort()).toEqual([shopper.email, other, stale].sort());
    });

    it('refuses a confirmation link the shop did not write, or one older than a week, with 400, confirming nothing', async () => {
      const product = await soldOut(53);
      const email = newAddress('forged-confirm');
      expect((await signUp({ productId: product._id, size: product.size, email })).status).toBe(200);
      const token = await confirmationTokenOf(email, product._id, product.size);
      const alertId = token.split('.')[0] ?? '';
      const invalid = 'This confirmation link is not valid. Please open the link from the e-mail as it is.';
      const cases: Array<[string, number, string]> = [
        [`${token.slice(0, -5)}${token.at(-5) === 'A' ? 'B' : 'A'}${token.slice(-4)}`, 400, invalid],
        [confirmToken('another-secret-of-at-least-32-characters', alertId, Date.now()), 400, invalid],
        [`${randomUUID()}.${token.split('.').slice(1).join('.')}`, 400, invalid],
        ['not-a-token', 400, invalid],
        [
          confirmToken(shop().config.jwtSecret, alertId, Date.now() - 8 * 24 * 3600_000),
          400,
          "This confirmation link has expired: links work for 7 days. Please ask again with Notify me on the product's page.",
        ],
      ];
      for (const [sent, status, message] of cases)
        expect(await confirm(sent)).toMatchObject({ status, body: { success: false, message } });
      expect(await confirm('')).toMatchObject({ status: 400, body: { success: false } });
      const [alert] = await shop()
        .app.db.selectFrom('stock_alerts')
        .select('confirmed_at')
        .where('email', '=', email)
        .execute();
      expect(alert).toEqual({ confirmed_at: null });
    });

    it('refuses an unknown product (404), a size it is not sold in (400), a size in stock (409) and bad input (400), keeping nothing', async () => {
      const product = await soldOut(61);
      const inStock = await productAt(shop(), 62);
      await setUnits(shop(), inStock._id, inStock.size, 4);
      const email = newAddress('refused');
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ productId: 'no-such-kurta', size: 'M', email }, 404, 'There is no such product.'],
        [{ productId: product._id, size: 'XXXL', email }, 400, 'Size "XXXL" is not offered for this product.'],
        [
          { productId: inStock._id, size: inStock.size, email },
          409,
          `Size ${inStock.size} is in stock now: you can order it straight away.`,
        ],
        [
          { productId: product._id, size: product.size, email: 'not-an-address' },
          400,
          'That is not an e-mail address: write one such as name@example.com.',
        ],
        [{ productId: product._id, email }, 400, 'The size is required.'],
        [{ productId: product._id, size: [product.size], email }, 400, 'The size must be text.'],
      ];
      for (const [body, status, message] of cases)
        expect(await signUp(body)).toMatchObject({
          status,
          body: { success: false, message: expect.stringContaining(message) },
        });
      expect(await alertsOf(email)).toEqual([]);
    });

    it('mails each address once when the command line restocks the size, and nothing on the next restock', async () => {
      const product = await soldOut(63);
      await oneMailEach(product, async (units) => {
        expect((await cli('stock', 'set', product._id, product.size, String(units))).code).toBe(0);
      });
    });

    it('mails each address once when the admin API restocks the size, and nothing on the next restock', async () => {
      const product = await soldOut(64);
      await oneMailEach(product, async (units) => {
        const answer = await shop().post(
          '/api/admin/stock',
          { productId: product._id, size: product.size, quantity: units },
          operator.token,
        );
        expect(answer.status).toBe(200);
      });
    });

    it('mails each address once when a product import restocks the size, and nothing on the next restock', async () => {
      const image = await storedPicture(shop(), operator);
      const id = `alerts-import-${shop().kind}`;
      const product = {
        id,
        name: 'Women Cotton Kurta Indigo',
        description: 'A straight cotton kurta.',
        price: 1299,
        category: 'Women',
        subCategory: 'Topwear',
        sizes: ['S', 'M'],
        image: [image],
      };
      const imported = (stock: string) =>
        shop().post('/api/admin/products/import', { products: [{ ...product, stock }] }, operator.token);
      expect((await imported('S:0|M:2')).status).toBe(200);
      await oneMailEach(
        { _id: id, name: product.name, price: product.price, sizes: product.sizes, stock: {}, size: 'S' },
        async (units) => {
          expect((await imported(`S:${units}|M:2`)).status).toBe(200);
        },
      );
    });

    it("mails each address once when a cancelled order's units come back, in the alert's language", async () => {
      const product = (await catalog(shop())).find((each) => (each as { nameHi?: string }).nameHi) as
        (CatalogProduct & { nameHi: string }) | undefined;
      if (!product) throw new Error('no product of the catalog has a Hindi name');
      const size = product.sizes[0] as string;
      await setUnits(shop(), product._id, size, 1);
      const buyer = await shopperBuying(shop(), { _id: product._id, size }, 1);
      const placed = await shop().post('/api/order/place', buyer.body, buyer.token);
      expect(placed.status).toBe(201);
      const email = newAddress('cancelled');
      await signUpConfirmed({ productId: product._id, size, email }, { language: 'hi' });
      const cancelled = await shop().post(
        '/api/order/cancel',
        { orderId: placed.body.orderId, reason: 'changedMind' },
        buyer.token,
      );
      expect(cancelled.status).toBe(200);
      const [mails] = await mailsOnceSent([email]);
      expect(mails).toHaveLength(1);
      expect(mails?.[0]).toMatchObject({
        subject: `${product.nameHi} का साइज़ ${size} फिर से स्टॉक में है`,
        links: [productLink(product, size, '/hi'), unsubscribeLink(email, '/hi')],
      });
    });

    it("writes a Hindi sign-up's mail wholly in Hindi and an English one's in English, and the Hindi unsubscribe in Hindi", async () => {
      const product = (await soldOut(55)) as CatalogProduct & { size: string; nameHi?: string };
      const other = await soldOut(59);
      if (!product.nameHi) throw new Error(`the demo product ${product._id} has no Hindi name`);
      const [inHindi, inEnglish] = [newAddress('hindi'), newAddress('english')];
      const alert = { productId: product._id, size: product.size };
      await signUpConfirmed({ ...alert, email: inHindi }, { language: 'hi' });
      await signUpConfirmed({ ...alert, email: inEnglish });
      // The Hindi address waits for another size too: its mail's unsubscribe link ends that one, answering in Hindi.
      await signUpConfirmed({ productId: other._id, size: other.size, email: inHindi }, { language: 'hi' });
      await setUnits(shop(), product._id, product.size, 3);
      const [[hindi], [english]] = (await mailsOnceSent([inHindi, inEnglish])) as [ReceivedMail[], ReceivedMail[]];

      expect(hindi).toMatchObject({
        subject: `${product.nameHi} का साइज़ ${product.size} फिर से स्टॉक में है`,
        links: [productLink(product, product.size, '/hi'), unsubscribeLink(inHindi, '/hi')],
      });
      expect(hindi?.text).toContain(`अच्छी ख़बर: ${product.nameHi} साइज़ ${product.size} में फिर से स्टॉक में है।`);
      expect(hindi?.text).toContain('इस पते पर स्टॉक वापसी के सभी ई-मेल बंद करने के लिए:');
      // No English beside the links: not the product's English name, not a word of the English mail.
      const hindiWords = (hindi?.text ?? '').replace(/https?:\/\/\S+/g, '').match(/[A-Za-z]{3,}/g) ?? [];
      expect(hindiWords).toEqual([]);
      expect(english).toMatchObject({
        subject: `Size ${product.size} of ${product.name} is back in stock`,
        links: [productLink(product, product.size), unsubscribeLink(inEnglish)],
      });
      expect(english?.text).toContain(`Good news: ${product.name} is back in stock in size ${product.size}.`);

      const token = new URL(hindi?.links[1] ?? '').searchParams.get('token') ?? '';
      expect(
        await shop().request({
          method: 'POST',
          url: '/api/stock-alerts/unsubscribe',
          payload: { token },
          headers: { [SHOP_LANGUAGE_HEADER]: 'hi' },
        }),
      ).toMatchObject({
        status: 200,
        body: { ended: 1, message: `${inHindi} के लिए स्टॉक वापसी की सूचना बंद कर दी गई।` },
      });
      expect(await alertsOf(inHindi)).toEqual([]);
    });

    it("offers a mail program's one-click unsubscribe (List-Unsubscribe, List-Unsubscribe-Post), which ends the address's alerts", async () => {
      const [product, other] = [await soldOut(56), await soldOut(54)];
      const email = newAddress('one-click');
      for (const each of [product, other]) await signUpConfirmed({ productId: each._id, size: each.size, email });
      await setUnits(shop(), product._id, product.size, 2);
      const [mails] = await mailsOnceSent([email]);
      const token = unsubscribeToken(shop().config.jwtSecret, email);
      const oneClick = `${shop().config.publicUrl}/api/stock-alerts/unsubscribe/one-click?token=${token}`;
      expect(mails?.[0]?.headers).toMatchObject({
        'list-unsubscribe': `<${oneClick}>`,
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      });
      expect(await alertsOf(email)).toHaveLength(1);
      // As a mail program posts it (RFC 8058): a form, to the address in the header, no cookie, no token header.
      const post = (url: string) =>
        shop().request({
          method: 'POST',
          url: url.slice(shop().config.publicUrl.length),
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const forged = await post(oneClick.replace(/\.[^.]*$/, '.AAAA'));
      expect(forged.status).toBe(400);
      expect(await alertsOf(email)).toHaveLength(1);
      const ended = await post(oneClick);
      expect(ended).toMatchObject({ status: 200, body: { success: true, ended: 1 } });
      expect(await alertsOf(email)).toEqual([]);
    });

    it("ends all of an address's alerts with its mail's unsubscribe link, without a login, and refuses a forged one", async () => {
      const [first, second, third] = [await soldOut(65), await soldOut(66), await soldOut(67)];
      const email = newAddress('unsubscribe');
      const victim = newAddress('victim');
      for (const product of [first, second, third])
        await signUpConfirmed({ productId: product._id, size: product.size, email });
      await signUpConfirmed({ productId: first._id, size: first.size, email: victim });
      await setUnits(shop(), first._id, first.size, 2);
      const [[mail]] = (await mailsOnceSent([email])) as [ReceivedMail[]];
      const token = new URL(mail?.links[1] ?? '').searchParams.get('token') ?? '';

      const unsubscribe = (sent: string) => shop().post('/api/stock-alerts/unsubscribe', { token: sent });
      const forged = [
        `${token.slice(0, -5)}${token.at(-5) === 'A' ? 'B' : 'A'}${token.slice(-4)}`,
        unsubscribeToken('another-secret-of-at-least-32-characters', victim),
        `${Buffer.from(victim).toString('base64url')}.${token.split('.')[1]}`,
        'not-a-token',
      ];
      for (const sent of forged)
        expect(await unsubscribe(sent)).toMatchObject({
          status: 400,
          body: {
            success: false,
            message: 'This unsubscribe link is not valid. Please open the link from the e-mail as it is.',
          },
        });
      expect(await alertsOf(email)).toHaveLength(2);

      expect(await unsubscribe(token)).toMatchObject({
        status: 200,
        body: { success: true, ended: 2, message: `We ended all 2 back-in-stock alerts for ${email}.` },
      });
      expect(await alertsOf(email)).toEqual([]);
      expect(await unsubscribe(token)).toMatchObject({
        status: 200,
        body: { ended: 0, message: `There were no back-in-stock alerts for ${email}.` },
      });
      await setUnits(shop(), second._id, second.size, 2);
      await shop().app.mail.sendDue();
      await shop().app.mail.sendDue();
      expect(restockMailsTo(email)).toHaveLength(1);
    });

    it("refuses a client's fourth sign-up within a minute with 429, and takes other clients' still", async () => {
      const product = await soldOut(68);
      const from = anotherClient();
      for (let index = 0; index < 3; index += 1)
        expect(
          (await signUp({ productId: product._id, size: product.size, email: newAddress('client') }, { from })).status,
        ).toBe(200);
      const refused = await signUp(
        { productId: product._id, size: product.size, email: newAddress('client') },
        { from },
      );
      expect(refused).toMatchObject({
        status: 429,
        body: {
          success: false,
          message:
            'Too many back-in-stock sign-ups from this device in a short time. Please wait 1 minute and try again.',
        },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      const inHindi = await signUp(
        { productId: product._id, size: product.size, email: newAddress('client') },
        { from, language: 'hi' },
      );
      expect(inHindi.body.message).toMatch(/^इस डिवाइस से थोड़े समय में/);
      expect((await signUp({ productId: product._id, size: product.size, email: newAddress('client') })).status).toBe(
        200,
      );
    });

    it("refuses an address's eleventh sign-up within a day with 429, from whichever client", async () => {
      const [first, second] = [await soldOut(69), await soldOut(70)];
      const email = newAddress('address');
      for (let index = 0; index < 10; index += 1) {
        const product = index % 2 === 0 ? first : second;
        expect((await signUp({ productId: product._id, size: product.size, email })).status).toBe(200);
      }
      const refused = await signUp({ productId: first._id, size: first.size, email: email.toUpperCase() });
      expect(refused).toMatchObject({
        status: 429,
        body: {
          success: false,
          message:
            'This e-mail was signed up for back-in-stock alerts many times today. Please wait 24 hours and try again.',
        },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect((await signUp({ productId: first._id, size: first.size, email: newAddress('address') })).status).toBe(200);
    });

    it("counts only sign-ups kept against an address's daily cap: refused ones cost its owner nothing", async () => {
      const [product, inStock] = [await soldOut(58), await productAt(shop(), 57)];
      const email = newAddress('victim');
      for (let index = 0; index < 12; index += 1) {
        const refused =
          index % 3 === 0
            ? await signUp({ productId: `no-such-product-${index}`, size: 'M', email })
            : index % 3 === 1
              ? await signUp({ productId: product._id, size: 'NO-SUCH', email })
              : await signUp({ productId: inStock._id, size: inStock.size, email });
        expect([404, 400, 409]).toContain(refused.status);
      }
      expect(await alertsOf(email)).toEqual([]);
      // The owner signs up for a size that is sold out: taken, though twelve were asked for the address today.
      expect((await signUp({ productId: product._id, size: product.size, email })).status).toBe(200);
      expect(await alertsOf(email)).toEqual([expect.objectContaining({ product_id: product._id, size: product.size })]);
    });

    it('tells the operator how many wait for each size, most first, on the admin API and the command line', async () => {
      const [many, few] = [await soldOut(71), await soldOut(72)];
      for (let index = 0; index < 3; index += 1)
        await signUpConfirmed({ productId: many._id, size: many.size, email: newAddress('waiting') });
      await signUpConfirmed({ productId: few._id, size: few.size, email: newAddress('waiting') });
      // An alert nobody confirmed promises no buyer: not counted.
      await signUp({ productId: few._id, size: few.size, email: newAddress('unconfirmed') });
      const answer = await shop().request({
        method: 'GET',
        url: '/api/admin/stock-alerts',
        headers: { token: operator.token },
      });
      expect(answer.status).toBe(200);
      const sizes = answer.body.sizes as Array<{ productId: string; waiting: number }>;
      const ours = sizes.filter((size) => size.productId === many._id || size.productId === few._id);
      expect(ours).toEqual([
        { productId: many._id, name: many.name, size: many.size, waiting: 3, inStock: 0 },
        { productId: few._id, name: few.name, size: few.size, waiting: 1, inStock: 0 },
      ]);
      expect(sizes.map((size) => size.waiting)).toEqual([...sizes.map((size) => size.waiting)].sort((a, b) => b - a));

      const shopper = await shop().newShopper();
      expect(
        (await shop().request({ method: 'GET', url: '/api/admin/stock-alerts', headers: { token: shopper.token } }))
          .status,
      ).toBe(403);
      expect((await shop().get('/api/admin/stock-alerts')).status).toBe(401);

      const table = await cli('stock', 'alerts');
      expect(table.code).toBe(0);
      expect(table.stdout.split('\n')[0]).toMatch(/^PRODUCT +NAME +SIZE +WAITING +UNITS$/);
      expect(table.stdout).toMatch(new RegExp(`\\n${many._id} +.+ +${many.size} +3 +0\\n`));
      const json = JSON.parse((await cli('stock', 'alerts', '--json')).stdout) as unknown[];
      expect(json).toEqual(sizes);
    });
  },
  () => ({ SMTP_URL: mailbox.url }),
  { listen: false },
);
