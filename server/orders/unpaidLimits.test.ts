// One account cannot empty a size without paying: caps on unpaid orders and pieces (cash on delivery until delivered,
// an online payment's hold), stricter for accounts made today, and a cap per size per order.
import { randomUUID } from 'node:crypto';
import { checkoutBody, operatorOf, putProduct, SIZE, startCard, type Operator } from '../test/catalogChangeFixtures';
import { runCli } from '../cli/program';
import { userIdOf } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

const UNITS = 250;
const DAY_MS = 24 * 3600 * 1000;

describeEachDatabase('unpaid orders per account', (shop) => {
  let operator: Operator;
  beforeAll(async () => {
    operator = await operatorOf(shop());
  });

  async function newProduct(units = UNITS): Promise<string> {
    const id = `hoard-${randomUUID().slice(0, 8)}`;
    await putProduct(shop(), operator, id, { units });
    return id;
  }
  const stockOf = async (id: string) =>
    (await shop().get(`/api/product/detail/${id}`)).body.product.stock[SIZE] as number | undefined;
  const inCart = async (shopper: Shopper, id: string, quantity: number) =>
    expect((await shop().post('/api/cart/update', { itemId: id, size: SIZE, quantity }, shopper.token)).status).toBe(
      200,
    );
  const cod = (shopper: Shopper, id: string, quantity: number) =>
    shop().post('/api/order/place', checkoutBody(id, quantity), shopper.token);
  const card = (shopper: Shopper, id: string, quantity: number) =>
    shop().post('/api/order/stripe', checkoutBody(id, quantity), shopper.token);
  /** The account made `ms` ago, its e-mail confirmed (an unconfirmed one keeps a new account's caps). */
  const ageAccount = (s: TestShop, shopper: Shopper, ms: number) =>
    s.app.db
      .updateTable('users')
      .set({ created_at: Date.now() - ms, email_confirmed_at: Date.now() - ms })
      .where('id', '=', userIdOf(s, shopper.token))
      .execute();

  it('leaves most of a size for a real shopper when several fresh accounts try to take it by COD and by holds', async () => {
    const id = await newProduct();
    for (let attacker = 0; attacker < 5; attacker += 1) {
      const shopper = await shop().newShopper(`Hoarder ${attacker}`);
      // The whole size at once is more than one order may take of a size: the cart refuses it, and so does an order
      // that names it.
      expect(
        (await shop().post('/api/cart/update', { itemId: id, size: SIZE, quantity: 100 }, shopper.token)).status,
      ).toBe(400);
      expect(await cod(shopper, id, 100)).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringMatching(/The quantity can be at most 20/) },
      });
      // 20 now by cash on delivery, then 20 more by COD or held for a card payment: past a new account's 20 pieces.
      await inCart(shopper, id, 20);
      expect((await cod(shopper, id, 20)).status).toBe(201);
      await inCart(shopper, id, 20);
      for (const again of [cod, card]) {
        expect(await again(shopper, id, 20)).toMatchObject({
          status: 409,
          body: { success: false, message: expect.stringMatching(/not yet paid for or received to more than 20/) },
        });
      }
    }
    expect(await stockOf(id)).toBe(UNITS - 5 * 20);

    const real = await shop().newShopper('Real shopper');
    await inCart(real, id, 2);
    expect((await cod(real, id, 2)).status).toBe(201);
    expect(await stockOf(id)).toBe(UNITS - 5 * 20 - 2);
  });

  it('lets a new shopper order at once by every method, up to three unpaid orders, and says so at the fourth', async () => {
    const id = await newProduct();
    const shopper = await shop().newShopper('New shopper');
    await inCart(shopper, id, 2);
    expect((await cod(shopper, id, 2)).status).toBe(201);
    await inCart(shopper, id, 1);
    expect((await cod(shopper, id, 1)).status).toBe(201);
    await inCart(shopper, id, 1);
    const started = await startCard(shop(), { ...shopper, body: checkoutBody(id, 1) });
    expect(started.order.status).toBe('Awaiting Payment');
    expect((await cod(shopper, id, 1)).status).toBe(201);
    await inCart(shopper, id, 1);
    expect(await cod(shopper, id, 1)).toMatchObject({
      status: 409,
      body: {
        success: false,
        message:
          'You have 3 orders not yet paid for or delivered, the most an account may have. Please wait until one is delivered before ordering more, or contact us.',
      },
    });
  });

  it('counts cash on delivery until delivered or cancelled, and gives an older, confirmed account more room', async () => {
    const id = await newProduct();
    const shopper = await shop().newShopper('Regular');
    await ageAccount(shop(), shopper, 2 * DAY_MS);
    for (let order = 0; order < 5; order += 1) {
      await inCart(shopper, id, 20);
      expect((await cod(shopper, id, 20)).status).toBe(201);
    }
    await inCart(shopper, id, 1);
    expect((await cod(shopper, id, 1)).status).toBe(409);

    // The operator delivers one: it no longer counts, and the shopper may order again.
    const [first] = await shop()
      .app.db.selectFrom('orders')
      .select('id')
      .where('user_id', '=', userIdOf(shop(), shopper.token))
      .orderBy('created_at')
      .execute();
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      const moved = await shop().post(`/api/admin/orders/${first?.id ?? ''}/status`, { status }, operator.token);
      expect(moved.status).toBe(200);
    }
    expect((await cod(shopper, id, 1)).status).toBe(201);
  });

  it("lets the operator list an account's unpaid orders and cancel them in bulk, restocking, by API and command line", async () => {
    const id = await newProduct(50);
    const hoarder = await shop().newShopper('Hoarder');
    const bystander = await shop().newShopper('Bystander');
    for (const quantity of [5, 7, 8]) {
      await inCart(hoarder, id, quantity);
      expect((await cod(hoarder, id, quantity)).status).toBe(201);
    }
    await inCart(bystander, id, 1);
    expect((await cod(bystander, id, 1)).status).toBe(201);
    expect(await stockOf(id)).toBe(50 - 20 - 1);

    const [shipped] = await shop()
      .app.db.selectFrom('orders')
      .select('id')
      .where('user_id', '=', userIdOf(shop(), hoarder.token))
      .orderBy('created_at')
      .execute();
    for (const status of ['Packing', 'Shipped']) {
      expect(
        (await shop().post(`/api/admin/orders/${shipped?.id ?? ''}/status`, { status }, operator.token)).status,
      ).toBe(200);
    }

    const listed = await shop().request({
      method: 'GET',
      url: `/api/admin/orders?unpaid=true&email=${encodeURIComponent(hoarder.email.toUpperCase())}`,
      headers: { token: operator.token },
    });
    expect(listed.status).toBe(200);
    expect((listed.body.orders as Array<{ email: string }>).map((order) => order.email)).toEqual([
      hoarder.email,
      hoarder.email,
      hoarder.email,
    ]);

    const cancelled = await shop().post('/api/admin/orders/cancel-unpaid', { email: hoarder.email }, operator.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(
      `2 unpaid orders of ${hoarder.email} cancelled and restocked; 1 already on its way kept.`,
    );
    expect(cancelled.body.kept).toEqual([{ id: shipped?.id, status: 'Shipped' }]);
    expect(await stockOf(id)).toBe(50 - 5 - 1);

    // The command line does the same: nothing left to cancel now but the shipped one.
    let out = '';
    const code = await runCli(['orders', 'cancel-unpaid', hoarder.email], {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
      cwd: shop().config.dataDir,
      stdout: (text) => (out += text),
      stderr: () => undefined,
    });
    expect([code, out]).toEqual([
      0,
      `0 unpaid orders of ${hoarder.email} cancelled and restocked.\nKept ${shipped?.id ?? ''}: Shipped, already on its way.\n`,
    ]);
    expect(await stockOf(id)).toBe(50 - 5 - 1);
  });
});
