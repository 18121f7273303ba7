import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { toPaise } from '../../contract';
import { runCli } from '../cli/program';
import { ADDRESS, catalog, fillCart, newOperator, orderBodyFor, userIdOf } from '../test/fixtures';
import { describeEachDatabase, startTestShop, type Shopper, type TestShop } from '../test/harness';
import { lockUser } from './userLock';

const CLOSED = {
  success: true,
  message: 'Your account is closed. Your orders are kept for the shop without your name, e-mail, phone or street.',
};
const ON_ITS_WAY = {
  success: false,
  message: 'You have an order on its way. You can close your account once it is delivered or cancelled.',
};
const RETURN_OPEN = {
  success: false,
  message:
    'You have a return or exchange under way. You can close your account once it is refunded, exchanged or declined.',
};
const RETURN_OPEN_HI =
  'आपकी एक वापसी या बदलाव अभी चल रहा है। उसका रिफ़ंड, बदलाव हो जाने या उसके अस्वीकार होने के बाद आप अपना खाता बंद कर सकते हैं।';
const SIGNED_OUT = { success: false, message: 'You were signed out on every device. Please log in again.' };
const PERSONAL = { firstName: '', lastName: '', email: '', street: '', phone: '' };

describeEachDatabase('closing an account', (shop) => {
  const close = (shopper: Shopper, password = shopper.password) =>
    shop().post('/api/user/close', { password }, shopper.token);
  const cartWith = (token: string) => shop().post('/api/cart/get', undefined, token);
  const cli = async (...argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
      cwd: shop().config.dataDir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  };
  const moveAlong = async (orderId: string, statuses: string[]) => {
    for (const status of statuses) expect((await cli('orders', 'status', orderId, status)).code).toBe(0);
  };
  const fillWithOne = async (s: TestShop, token: string) => {
    const product = (await catalog(s))[0];
    if (!product) throw new Error('the catalog is empty');
    await fillCart(s, token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
  };
  /** Places a cash-on-delivery order of one piece; answers its id. */
  const placeOrder = async (shopper: Shopper): Promise<string> => {
    await fillWithOne(shop(), shopper.token);
    const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    const orders = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders;
    return orders[0]._id as string;
  };
  const ordersOfUser = (userId: string) =>
    shop().app.db.selectFrom('orders').select(['id', 'address']).where('user_id', '=', userId).execute();
  const mail = (recipient: string, dedupeKey: string, sentAt: number | null = null) => ({
    id: randomUUID(),
    kind: 'test',
    dedupe_key: dedupeKey,
    recipient,
    subject: 'Hello',
    body_text: 'Hello',
    created_at: Date.now(),
    next_attempt_at: Date.now(),
    sent_at: sentAt,
  });

  it('keeps the orders without name, e-mail, phone or street, removes the rest, and frees the e-mail', async () => {
    const shopper = await shop().newShopper('Kavya Menon');
    const second = (await shop().post('/api/user/login', { email: shopper.email, password: shopper.password })).body
      .token as string;
    const userId = userIdOf(shop(), shopper.token);
    const delivered = await placeOrder(shopper);
    await moveAlong(delivered, ['Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    const cancelled = await placeOrder(shopper);
    await moveAlong(cancelled, ['Cancelled']);
    await fillWithOne(shop(), shopper.token);
    expect((await shop().post('/api/user/addresses', ADDRESS, shopper.token)).status).toBe(201);
    const db = shop().app.db;
    await db
      .insertInto('account_links')
      .values({
        token_hash: randomUUID(),
        user_id: userId,
        purpose: 'reset',
        email: shopper.email,
        created_at: Date.now(),
        expires_at: Date.now() + 60_000,
      })
      .execute();
    const bystanderMail = mail('someone.else@example.com', `test:${randomUUID()}`);
    const sentMail = mail(shopper.email, `test:${randomUUID()}`, Date.now());
    await db
      .insertInto('mail_outbox')
      .values([mail(shopper.email, `test:${randomUUID()}`), bystanderMail, sentMail])
      .execute();
    // Placing the orders wrote their confirmations (to the account's e-mail), delivering one its invoice's mail;
    // signing up, the link to confirm.
    const orderMails = [`order:${delivered}`, `order:${cancelled}`, `delivered:${delivered}`];
    expect(
      (await db.selectFrom('mail_outbox').select('dedupe_key').where('dedupe_key', 'in', orderMails).execute()).length,
    ).toBe(3);

    expect(await close(shopper)).toMatchObject({ status: 200, body: CLOSED });

    for (const token of [shopper.token, second])
      expect(await cartWith(token)).toMatchObject({ status: 401, body: SIGNED_OUT });
    expect((await shop().post('/api/user/login', { email: shopper.email, password: shopper.password })).status).toBe(
      401,
    );
    const orders = await ordersOfUser(userId);
    expect(orders.map((order) => order.id).sort()).toEqual([delivered, cancelled].sort());
    for (const order of orders) {
      expect(JSON.parse(order.address)).toEqual({ ...ADDRESS, ...PERSONAL });
      for (const word of ['Asha', 'Rao', ADDRESS.email, ADDRESS.street, ADDRESS.phone])
        expect(order.address).not.toContain(word);
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: '', closed_at: expect.any(Number) });
    expect(user.email).not.toContain('@');
    expect(await db.selectFrom('cart_items').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await db.selectFrom('saved_addresses').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await db.selectFrom('account_links').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    // A sent mail's copy names the person as much as an unsent one: only mail to others stays.
    const outbox = await db.selectFrom('mail_outbox').select(['id', 'recipient', 'dedupe_key']).execute();
    expect(outbox.filter((row) => row.recipient === shopper.email || orderMails.includes(row.dedupe_key))).toEqual([]);
    expect(outbox.map((row) => row.id)).toContain(bystanderMail.id);

    // The operator's views show the orders without what was removed.
    const operator = await newOperator(shop());
    const admin = await shop().request({
      method: 'GET',
      url: `/api/admin/orders/${delivered}`,
      headers: { token: operator.token },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.order.address).toEqual({ ...ADDRESS, ...PERSONAL });
    expect(JSON.stringify(admin.body)).not.toContain(shopper.email);
    const shown = await cli('orders', 'show', delivered);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      `Deliver   ${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zipcode}, ${ADDRESS.country}\n`,
    );
    for (const word of ['Asha', 'Rao', shopper.email, ADDRESS.email, ADDRESS.street, ADDRESS.phone, 'undefined'])
      expect(shown.stdout).not.toContain(word);

    // The e-mail signs up again: a new account, with nothing of the closed one.
    const again = await shop().post('/api/user/register', {
      name: 'Kavya Menon',
      email: shopper.email,
      password: shopper.password,
    });
    expect(again.status).toBe(201);
    const token = again.body.token as string;
    expect(userIdOf(shop(), token)).not.toBe(userId);
    expect((await shop().post('/api/order/userorder', undefined, token)).body.orders).toEqual([]);
    expect(
      (await shop().request({ method: 'GET', url: '/api/user/addresses', headers: { token } })).body.addresses,
    ).toEqual([]);
  });

  it('is refused with 409 while an order is on its way, changing nothing, and works once it is delivered', async () => {
    const shopper = await shop().newShopper();
    const orderId = await placeOrder(shopper);
    const userId = userIdOf(shop(), shopper.token);
    for (const status of [null, 'Packing', 'Shipped', 'Out for delivery']) {
      if (status) await moveAlong(orderId, [status]);
      expect(await close(shopper)).toMatchObject({ status: 409, body: ON_ITS_WAY });
    }
    const hindi = await shop().request({
      method: 'POST',
      url: '/api/user/close',
      headers: { token: shopper.token, 'accept-language': 'hi' },
      payload: { password: shopper.password },
    });
    expect(hindi.body.message).toBe(
      'आपका एक ऑर्डर अभी रास्ते में है। उसकी डिलीवरी हो जाने या उसके रद्द होने के बाद आप अपना खाता बंद कर सकते हैं।',
    );
    expect((await cartWith(shopper.token)).status).toBe(200);
    expect(JSON.parse((await ordersOfUser(userId))[0]?.address ?? '{}')).toEqual(ADDRESS);
    await moveAlong(orderId, ['Delivered']);
    expect(await close(shopper)).toMatchObject({ status: 200, body: CLOSED });
  });

  it('is refused with 409 while a return or exchange is open, and with store credit left unless it is given up', async () => {
    const operator = await newOperator(shop());
    const shopper = await shop().newShopper();
    const userId = userIdOf(shop(), shopper.token);
    const product = (await catalog(shop())).find((each) => each.sizes.length >= 2);
    if (!product) throw new Error('the catalog has no product with two sizes');
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 2 }]);
    const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    await moveAlong(orderId, ['Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    const ask = (body: Record<string, unknown>) =>
      shop().post('/api/order/return', { orderId, reason: 'tooSmall', ...body }, shopper.token);
    const step = (requestId: string, body: Record<string, unknown>) =>
      shop().post(`/api/admin/returns/${requestId}/step`, body, operator.token);
    const closeIn = (language: string, body: Record<string, unknown> = {}) =>
      shop().request({
        method: 'POST',
        url: '/api/user/close',
        headers: { token: shopper.token, 'shop-language': language },
        payload: { password: shopper.password, ...body },
      });

    // An exchange waiting for its pickup.
    const exchange = await ask({ units: ['1.1'], kind: 'exchange', exchangeSize: product.sizes[1] });
    expect(exchange.status).toBe(201);
    expect(await closeIn('en', { forfeitCredit: true })).toMatchObject({ status: 409, body: RETURN_OPEN });
    expect((await closeIn('hi')).body.message).toBe(RETURN_OPEN_HI);
    expect((await step(exchange.body.request.id as string, { to: 'rejected', note: 'Worn' })).status).toBe(200);

    // A return to store credit, open at every step until its refund.
    const made = await ask({ units: ['1.2'], kind: 'refund', refundRoute: 'storeCredit' });
    expect(made.status).toBe(201);
    const requestId = made.body.request.id as string;
    for (const to of ['approved', 'pickedUp', 'received']) {
      expect(await closeIn('en', { forfeitCredit: true })).toMatchObject({ status: 409, body: RETURN_OPEN });
      expect((await step(requestId, { to })).status).toBe(200);
    }
    expect(await closeIn('en', { forfeitCredit: true })).toMatchObject({ status: 409, body: RETURN_OPEN });
    expect(JSON.parse((await ordersOfUser(userId))[0]?.address ?? '{}')).toEqual(ADDRESS);
    expect((await step(requestId, { to: 'refunded' })).status).toBe(200);

    // Refunded as store credit: closing asks the shopper to give it up, naming the amount.
    const amount = product.price.toLocaleString('en-IN');
    for (const body of [{}, { forfeitCredit: false }])
      expect(await closeIn('en', body)).toMatchObject({
        status: 409,
        body: {
          success: false,
          message: `You have ₹${amount} of store credit, which is lost when the account closes. Spend it on an order first, or confirm that you give it up.`,
        },
      });
    expect((await closeIn('hi')).body.message).toBe(
      `आपके पास ₹${product.price.toLocaleString('hi-IN')} का स्टोर क्रेडिट है, जो खाता बंद होने पर ख़त्म हो जाएगा। पहले इसे किसी ऑर्डर में इस्तेमाल करें, या पुष्टि करें कि आप इसे छोड़ रहे हैं।`,
    );
    expect((await cartWith(shopper.token)).status).toBe(200);
    const credit = await shop().request({ method: 'GET', url: '/api/order/credit', headers: { token: shopper.token } });
    expect(credit.body.balance).toBe(product.price);

    expect(await closeIn('en', { forfeitCredit: true })).toMatchObject({ status: 200, body: CLOSED });
    // The ledger stays with the closed account for the books; nobody can spend it.
    const entries = await shop()
      .app.db.selectFrom('store_credit')
      .select('amount_paise')
      .where('user_id', '=', userId)
      .execute();
    expect(entries.reduce((sum, entry) => sum + entry.amount_paise, 0)).toBe(toPaise(product.price));
  });

  it('is refused while an online payment is under way', async () => {
    const shopper = await shop().newShopper();
    await fillWithOne(shop(), shopper.token);
    const started = await shop().post('/api/order/stripe', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(started.status).toBe(200);
    expect(await close(shopper)).toMatchObject({ status: 409, body: ON_ITS_WAY });
  });

  it('refuses a wrong password with 400, changing nothing', async () => {
    const shopper = await shop().newShopper();
    expect(await close(shopper, 'not my password at all')).toMatchObject({
      status: 400,
      body: { success: false, message: 'Your current password is not right.' },
    });
    expect((await cartWith(shopper.token)).status).toBe(200);
    expect((await shop().post('/api/user/login', { email: shopper.email, password: shopper.password })).status).toBe(
      200,
    );
    expect((await shop().post('/api/user/close', {}, shopper.token)).status).toBe(400);
    expect((await shop().post('/api/user/close', { password: shopper.password })).status).toBe(401);
  });

  it('racing an order placement: either the order is placed and the closing refused, or no order is left to name the shopper', async () => {
    for (let round = 0; round < 6; round += 1) {
      const shopper = await shop().newShopper();
      const userId = userIdOf(shop(), shopper.token);
      await fillWithOne(shop(), shopper.token);
      const body = await orderBodyFor(shop(), shopper.token);
      const [closed, placed] = await Promise.all([
        close(shopper),
        shop().post('/api/order/place', body, shopper.token),
      ]);
      const orders = await ordersOfUser(userId);
      if (closed.status === 200) {
        expect(placed.status).not.toBe(201);
        for (const order of orders) expect(JSON.parse(order.address)).toMatchObject(PERSONAL);
      } else {
        expect([closed.status, placed.status]).toEqual([409, 201]);
        expect(orders.map((order) => JSON.parse(order.address) as unknown)).toEqual([ADDRESS]);
      }
    }
  });
});

describe('closing an account while an order is placed, both waiting on the shopper’s lock (postgres)', () => {
  let shop: Awaited<ReturnType<typeof startTestShop>>;
  beforeAll(async () => {
    shop = await startTestShop('postgres');
  });
  afterAll(async () => {
    await shop.stop();
  });

  /** Resolves once `count` statements of this shop's database wait for a lock. */
  async function waitersOnLock(count: number): Promise<void> {
    for (let check = 0; check < 400; check += 1) {
      const { rows } = await sql<{ waiting: number | string }>`
        select count(*) as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(shop.app.db);
      if (Number(rows[0]?.waiting) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`fewer than ${count} statements ever waited for the shopper's lock`);
  }

  it('either places the order and refuses the closing, or closes and places nothing', async () => {
    for (let round = 0; round < 6; round += 1) {
      const shopper = await shop.newShopper();
      const userId = userIdOf(shop, shopper.token);
      const product = (await catalog(shop))[round % 2];
      if (!product) throw new Error('the catalog is too small');
      await fillCart(shop, shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
      const body = await orderBodyFor(shop, shopper.token);

      // The test holds the lock first, so the closing and the placement both queue for it and run one after the other.
      let release: () => void = () => undefined;
      let locked: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (locked = resolve));
      const holding = shop.app.db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      // Each goes first in turn: the one that queued first takes the lock first.
      const close = () => shop.post('/api/user/close', { password: shopper.password }, shopper.token);
      const place = () => shop.post('/api/order/place', body, shopper.token);
      const [first, second] = round % 2 === 0 ? [close, place] : [place, close];
      const answers: Array<ReturnType<typeof close>> = [];
      try {
        answers.push(first());
        await waitersOnLock(1);
        answers.push(second());
        await waitersOnLock(2);
      } finally {
        release();
        await holding;
      }
      const [firstAnswer, secondAnswer] = await Promise.all(answers);
      const [closedAnswer, placedAnswer] = round % 2 === 0 ? [firstAnswer, secondAnswer] : [secondAnswer, firstAnswer];
      if (!closedAnswer || !placedAnswer) throw new Error('a request was not sent');

      const orders = await shop.app.db.selectFrom('orders').select('address').where('user_id', '=', userId).execute();
      if (closedAnswer.status === 200) {
        expect(placedAnswer.status).not.toBe(201);
        expect(orders).toEqual([]);
      } else {
        expect([closedAnswer.status, placedAnswer.status]).toEqual([409, 201]);
        expect(orders.map((order) => JSON.parse(order.address) as unknown)).toEqual([ADDRESS]);
      }
    }
  });
});
