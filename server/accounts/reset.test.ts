// Password reset by e-mail, through a real SMTP server: the same answer for every address, a link that works once
// and for 30 minutes, signing out everywhere, and the owner of an e-mail taking back an unconfirmed account.
import { createHash } from 'node:crypto';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { en } from '../messages/en';
import { hi } from '../messages/hi';
import { ADDRESS, catalog, fillCart, newOperator, orderBodyFor, orderDetail, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { Mailbox, type ReceivedMail } from '../../tools/testkit/mailbox';

const mailbox = new Mailbox();
beforeAll(() => mailbox.start());
afterAll(() => mailbox.stop());

const NEW_PASSWORD = 'saffron kite harbour 7';
const REQUESTED = { success: true, message: en['reset.requested'] };
const LINK_INVALID = { success: false, message: en['reset.linkInvalid'] };

const tokenOf = (mail: ReceivedMail | undefined, page = '/reset-password') => {
  const link = mail?.links.find((candidate) => new URL(candidate).pathname.endsWith(page));
  return new URL(link ?? 'http://none/').searchParams.get('token') ?? '';
};

describeEachDatabase(
  'password reset by e-mail',
  (shop) => {
    const forgot = (email: string, from?: string, headers: Record<string, string> = {}) =>
      shop().request({ method: 'POST', url: '/api/user/password/forgot', payload: { email }, from, headers });
    const reset = (token: string, password = NEW_PASSWORD) =>
      shop().post('/api/user/password/reset', { token, password });
    const cartWith = (token: string) => shop().post('/api/cart/get', undefined, token);
    const login = (email: string, password: string) => shop().post('/api/user/login', { email, password });
    /** Asks for a link to `email` and answers the reset mail that arrived for it. */
    async function resetMail(email: string): Promise<ReceivedMail | undefined> {
      expect(await forgot(email)).toMatchObject({ status: 200, body: REQUESTED });
      await shop().app.mail.sendDue();
      return mailbox
        .to(email)
        .filter((mail) => mail.subject === en['mail.reset.subject'])
        .at(-1);
    }

    it('answers the same words for a known and an unknown address, and mails only the account', async () => {
      const shopper = await shop().newShopper();
      const stranger = newShopperDetails('stranger').email;
      const [known, unknown] = await Promise.all([forgot(shopper.email.toUpperCase()), forgot(stranger)]);
      expect([known.status, known.body]).toEqual([200, REQUESTED]);
      expect([unknown.status, unknown.body]).toEqual([200, REQUESTED]);
      await shop().app.mail.sendDue();
      expect(mailbox.to(stranger)).toEqual([]);
      const [mail] = mailbox.to(shopper.email).filter((m) => m.subject === en['mail.reset.subject']);
      const token = tokenOf(mail);
      expect(mail?.links).toContain(`${shop().config.publicUrl}/reset-password?token=${token}`);
      expect(mail?.text).toContain('30 minutes');
      // Stored as its hash only; the outbox keeps no copy of the link once sent.
      const stored = await shop()
        .app.db.selectFrom('account_links')
        .selectAll()
        .where('purpose', '=', 'reset')
        .execute();
      const hash = createHash('sha256').update(token).digest('base64url');
      expect(stored.filter((row) => row.token_hash === hash)).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);
      const outbox = await shop().app.db.selectFrom('mail_outbox').select('body_text').execute();
      expect(outbox.some((row) => row.body_text.includes(token))).toBe(false);
    });

    it('sets the new password once: every session ends, this browser is logged in, the old password is refused', async () => {
      const shopper = await shop().newShopper();
      const second = (await login(shopper.email, shopper.password)).body.token as string;
      const token = tokenOf(await resetMail(shopper.email));
      const answer = await reset(token);
      expect(answer).toMatchObject({ status: 200, body: { success: true, message: en['reset.done'] } });
      for (const old of [shopper.token, second]) expect((await cartWith(old)).status).toBe(401);
      expect((await cartWith(answer.body.token as string)).status).toBe(200);
      expect((await login(shopper.email, shopper.password)).status).toBe(401);
      expect((await login(shopper.email, NEW_PASSWORD)).status).toBe(200);
      expect(await reset(token, 'another fine phrase 9')).toMatchObject({ status: 400, body: LINK_INVALID });
      expect((await login(shopper.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses an unknown link and one past its 30 minutes, and keeps a link after a weak password', async () => {
      const shopper = await shop().newShopper();
      expect(await reset('no-such-link')).toMatchObject({ status: 400, body: LINK_INVALID });
      const expired = tokenOf(await resetMail(shopper.email));
      // The clock moves 30 minutes on: the link's expiry is now.
      await shop()
        .app.db.updateTable('account_links')
        .set({ expires_at: Date.now() })
        .where('token_hash', '=', createHash('sha256').update(expired).digest('base64url'))
        .execute();
      expect(await reset(expired)).toMatchObject({ status: 400, body: LINK_INVALID });
      const token = tokenOf(await resetMail(shopper.email));
      expect(await reset(token, shopper.email)).toMatchObject({
        status: 400,
        body: { success: false, message: en['password.hasOwnWords'] },
      });
      expect((await login(shopper.email, shopper.password)).status).toBe(200);
      expect((await reset(token)).status).toBe(200);
    });

    it('refuses a link sent before the password was changed or the account signed out everywhere', async () => {
      const operator = await newOperator(shop());
      const endings = {
        'a password change': (shopper: Shopper) =>
          shop().post(
            '/api/user/password',
            { currentPassword: shopper.password, newPassword: 'another fine phrase 9' },
            shopper.token,
          ),
        'signing out everywhere': (shopper: Shopper) => shop().post('/api/user/sessions/end', undefined, shopper.token),
        "the operator's sign-out": (shopper: Shopper) =>
          shop().post(`/api/admin/users/${userIdOf(shop(), shopper.token)}/sign-out`, undefined, operator.token),
      };
      for (const [ending, end] of Object.entries(endings)) {
        const shopper = await shop().newShopper();
        const token = tokenOf(await resetMail(shopper.email));
        expect((await end(shopper)).status).toBe(200);
        const answer = await reset(token);
        expect({ ending, status: answer.status, body: answer.body }).toEqual({
          ending,
          status: 400,
          body: LINK_INVALID,
        });
        expect((await login(shopper.email, NEW_PASSWORD)).status).toBe(401);
        // A link asked for afterwards works.
        expect((await reset(tokenOf(await resetMail(shopper.email)))).status).toBe(200);
      }
    });

    it('lets one of two uses of a link at once succeed', async () => {
      const shopper = await shop().newShopper();
      const token = tokenOf(await resetMail(shopper.email));
      const answers = await Promise.all([reset(token), reset(token, 'another fine phrase 9')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const winner = answers[0]?.status === 200 ? NEW_PASSWORD : 'another fine phrase 9';
      expect((await login(shopper.email, winner)).status).toBe(200);
    });

    it('writes the mail and its link in the language of the page that asked', async () => {
      const shopper = await shop().newShopper();
      expect(await forgot(shopper.email, undefined, { 'shop-language': 'hi' })).toMatchObject({
        status: 200,
        body: { success: true, message: hi['reset.requested'] },
      });
      await shop().app.mail.sendDue();
      const mail = mailbox.to(shopper.email).find((m) => m.subject === hi['mail.reset.subject']);
      expect(mail?.links[0]).toMatch(new RegExp(`^${shop().config.publicUrl}/hi/reset-password\\?token=`));
    });

    it("hands an unconfirmed account to the e-mail's owner: the other person's cart and addresses are removed", async () => {
      // Someone signs up with an address that is not theirs, fills a cart and saves an address.
      const squatter = await shop().newShopper();
      const userId = userIdOf(shop(), squatter.token);
      const [product] = await catalog(shop());
      await fillCart(shop(), squatter.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 },
      ]);
      await shop()
        .app.db.insertInto('saved_addresses')
        .values({ id: `a-${userId}`, user_id: userId, address: '{}', created_at: Date.now(), updated_at: Date.now() })
        .execute();
      const confirmToken = tokenOf(
        mailbox.to(squatter.email).find((m) => m.subject === en['mail.confirm.subject']),
        '/confirm-email',
      );
      // The mailbox's owner asks for a new password and follows the link.
      const taken = await reset(tokenOf(await resetMail(squatter.email)));
      expect(taken.status).toBe(200);
      const db = shop().app.db;
      expect(await db.selectFrom('cart_items').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
      expect(await db.selectFrom('saved_addresses').select('id').where('user_id', '=', userId).execute()).toEqual([]);
      const account = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      expect(account.email_confirmed_at).not.toBeNull();
      expect((await cartWith(squatter.token)).status).toBe(401);
      expect((await cartWith(taken.body.token as string)).body.cartData).toEqual({});
      // The link the other person was sent confirms nothing any more.
      expect((await shop().post('/api/user/email/confirm', { token: confirmToken })).status).toBe(400);
    });

    it("takes the other person's orders out of the account handed over: its list holds none, each is 404", async () => {
      const operator = await newOperator(shop());
      const squatter = await shop().newShopper('Somebody Else');
      const userId = userIdOf(shop(), squatter.token);
      const [product] = await catalog(shop());
      await fillCart(shop(), squatter.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 },
      ]);
      const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), squatter.token), squatter.token);
      expect(placed.status).toBe(201);
      const orderId = placed.body.orderId as string;

      const taken = await reset(tokenOf(await resetMail(squatter.email)));
      expect(taken.status).toBe(200);
      const owner = taken.body.token as string;
      expect((await shop().post('/api/order/userorder', undefined, owner)).body.orders).toEqual([]);
      expect((await shop().post('/api/order/userorders', undefined, owner)).body.orders).toEqual([]);
      const detail = await shop().request({
        method: 'GET',
        url: `/api/order/detail/${orderId}`,
        headers: { token: owner },
      });
      expect(detail.status).toBe(404);
      // The account is the owner's: the name the other person typed went with their orders.
      const me = await shop().request({ method: 'GET', url: '/api/user/me', headers: { token: owner } });
      expect(me.body.account).toMatchObject({ email: squatter.email, name: '' });

      // The shop keeps the order, whole, under an internal holder that nobody can log in to, not the owner's account.
      const kept = await shop().request({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: { token: operator.token },
      });
      expect(kept.status).toBe(200);
      expect(kept.body.order.address).toMatchObject({ street: ADDRESS.street, phone: ADDRESS.phone });
      expect(kept.body.order.userId).not.toBe(userId);
      const holder = await shop()
        .app.db.selectFrom('users')
        .select(['name', 'email', 'closed_at', 'role'])
        .where('id', '=', kept.body.order.userId as string)
        .executeTakeFirstOrThrow();
      expect(holder).toMatchObject({ name: 'Somebody Else', role: 'shopper', closed_at: expect.any(Number) });
      expect(holder.email).not.toContain('@');
      expect(kept.body.order.email).toBe(holder.email);
    });

    it("leaves the new owner none of the earlier holder's store credit, tax documents, wishlist or returns", async () => {
      const operator = await newOperator(shop());
      const squatter = await shop().newShopper('Somebody Else');
      const [product, other] = await catalog(shop());
      if (!product || !other) throw new Error('the catalog is too small');
      await fillCart(shop(), squatter.token, [{ itemId: product._id, size: product.sizes[0] ?? '', quantity: 2 }]);
      const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), squatter.token), squatter.token);
      expect(placed.status).toBe(201);
      const orderId = placed.body.orderId as string;
      for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
        expect((await shop().post(`/api/admin/orders/${orderId}/status`, { status }, operator.token)).status).toBe(200);
      // One piece comes back as store credit (with its credit note); the other's return is still open.
      const ask = (unit: string) =>
        shop().post(
          '/api/order/return',
          { orderId, reason: 'tooSmall', units: [unit], kind: 'refund', refundRoute: 'storeCredit' },
          squatter.token,
        );
      const credited = await ask('1.1');
      expect(credited.status).toBe(201);
      for (const to of ['approved', 'pickedUp', 'received', 'refunded'])
        expect(
          (await shop().post(`/api/admin/returns/${credited.body.request.id}/step`, { to }, operator.token)).status,
        ).toBe(200);
      const open = await ask('1.2');
      expect(open.status).toBe(201);
      expect(
        (await shop().request({ method: 'PUT', url: `/api/wishlist/${other._id}`, headers: { token: squatter.token } }))
          .status,
      ).toBe(200);
      const detail = await orderDetail(shop(), squatter.token, orderId);
      const noteId = detail.creditNotes[0]?.id ?? '';
      expect(detail.invoice).not.toBeNull();
      const own = (token: string) => ({
        credit: () => shop().request({ method: 'GET', url: '/api/order/credit', headers: { token } }),
        invoice: () => shop().request({ method: 'GET', url: `/api/order/invoice/${orderId}`, headers: { token } }),
        note: () => shop().request({ method: 'GET', url: `/api/order/credit-note/${noteId}`, headers: { token } }),
        wishlist: () => shop().request({ method: 'GET', url: '/api/wishlist', headers: { token } }),
      });
      // What the earlier holder had, as they saw it.
      const before = own(squatter.token);
      expect((await before.credit()).body.balance).toBe(product.price);
      expect((await before.invoice()).status).toBe(200);
      expect((await before.note()).status).toBe(200);
      expect((await before.wishlist()).body.items).toHaveLength(1);

      const taken = await reset(tokenOf(await resetMail(squatter.email)));
      expect(taken.status).toBe(200);
      const after = own(taken.body.token as string);
      expect((await after.credit()).body).toMatchObject({ balance: 0, entries: [] });
      expect((await after.invoice()).status).toBe(404);
      expect((await after.note()).status).toBe(404);
      expect((await after.wishlist()).body.items).toEqual([]);
      // Nothing to spend at checkout either.
      await fillCart(shop(), taken.body.token as string, [
        { itemId: other._id, size: other.sizes[0] ?? '', quantity: 1 },
      ]);
      const body = { ...(await orderBodyFor(shop(), taken.body.token as string)), useStoreCredit: true };
      const next = await shop().post('/api/order/place', body, taken.body.token as string);
      expect(next.status).toBe(201);
      expect((await orderDetail(shop(), taken.body.token as string, next.body.orderId as string)).storeCredit).toBe(0);

      // The shop keeps it all with the order's holder: the operator still downloads the documents, and the returns
      // queue names the holder, not the new owner's e-mail.
      const kept = await shop().request({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: { token: operator.token },
      });
      const holderId = kept.body.order.userId as string;
      const holder = await shop()
        .app.db.selectFrom('users')
        .select('email')
        .where('id', '=', holderId)
        .executeTakeFirstOrThrow();
      const queue = await shop().request({
        method: 'GET',
        url: '/api/admin/returns?state=requested',
        headers: { token: operator.token },
      });
      const queued = (queue.body.returns as Array<{ id: string; email: string }>).find(
        (each) => each.id === open.body.request.id,
      );
      expect(queued?.email).toBe(holder.email);
      expect(JSON.stringify(queue.body)).not.toContain(squatter.email);
      // The return goes on for the shop; its steps mail nobody: not the new owner, and not the holder, which is no
      // address (a row to it would be tried for nothing).
      const mailsNow = await shop().app.db.selectFrom('mail_outbox').select('id').execute();
      expect(
        (await shop().post(`/api/admin/returns/${open.body.request.id}/step`, { to: 'approved' }, operator.token))
          .status,
      ).toBe(200);
      const written = await shop()
        .app.db.selectFrom('mail_outbox')
        .select(['recipient', 'kind'])
        .where(
          'id',
          'not in',
          mailsNow.map((row) => row.id),
        )
        .execute();
      expect(written.filter((row) => row.kind === 'after-sale')).toEqual([]);
      const credit = await shop()
        .app.db.selectFrom('store_credit')
        .select(['user_id', 'amount_paise'])
        .where('order_id', '=', orderId)
        .execute();
      expect(credit.map((entry) => entry.user_id)).toEqual([holderId]);
      const adminInvoice = await shop().request({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/invoice`,
        headers: { token: operator.token },
      });
      expect(adminInvoice.status).toBe(200);
    });

    it("takes the admin role from an unconfirmed account handed over, recorded; the shop's only admin is not handed over", async () => {
      const db = shop().app.db;
      const squatter = await shop().newShopper();
      const userId = userIdOf(shop(), squatter.token);
      await newOperator(shop());
      await db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
      const taken = await reset(tokenOf(await resetMail(squatter.email)));
      expect(taken.status).toBe(200);
      const me = await shop().request({
        method: 'GET',
        url: '/api/user/me',
        headers: { token: taken.body.token as string },
      });
      expect(me.body.account.role).toBe('shopper');
      expect(
        await db
          .selectFrom('role_changes')
          .select(['from_role', 'to_role', 'changed_by'])
          .where('user_id', '=', userId)
          .execute(),
      ).toEqual([{ from_role: 'admin', to_role: 'shopper', changed_by: 'reset-link' }]);

      const only = await shop().newShopper();
      await db.updateTable('users').set({ role: 'shopper' }).where('role', '=', 'admin').execute();
      await db.updateTable('users').set({ role: 'admin' }).where('email', '=', only.email).execute();
      const refused = await reset(tokenOf(await resetMail(only.email)));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(`${only.email} is the shop's only admin`);
      expect((await login(only.email, only.password)).status).toBe(200);
    });

    it('limits requests per address, known or unknown alike, and per client', async () => {
      const shopper = await shop().newShopper();
      const stranger = newShopperDetails('stranger').email;
      for (const email of [shopper.email, stranger]) {
        for (let n = 0; n < 3; n += 1) expect((await forgot(email, `127.0.0.${n + 20}`)).status).toBe(200);
      }
      const [known, unknown] = [await forgot(shopper.email, '127.0.0.30'), await forgot(stranger, '127.0.0.30')];
      expect(known.status).toBe(429);
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
      expect(known.body.message).toMatch(
        /^Links to set a new password were asked for this e-mail several times lately\. Please wait 1[45] minutes and try again\.$/,
      );
      expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
      // One client asking for many addresses: AUTH_RATE_LIMIT_PER_MINUTE (20 here) a minute.
      const answers = [];
      for (let n = 0; n < 21; n += 1) answers.push((await forgot(newShopperDetails().email, '127.0.0.40')).status);
      expect(answers.filter((status) => status === 429)).toEqual([429]);
    });
  },
  () => ({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT_PER_MINUTE: '20' }),
);
