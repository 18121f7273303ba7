// npm run shop -- returns list|show|step, and orders status … Cancelled, against a real shop on SQLite and PostgreSQL:
// the operator moves a shopper's return through the queue from the terminal; stock, store credit and mails follow.
import { DELIVERY_FEE_PAISE, orderNumber, toPaise, toRupees } from '../../contract';
import { catalog, fillCart, newOperator, orderBodyFor, type CatalogProduct } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { cliOn } from '../test/cliTestRun';

describeEachDatabase('npm run shop -- returns', (shop) => {
  let operator: Shopper;
  let product: CatalogProduct;
  const cli = cliOn(shop);
  const shelf = async (size: string): Promise<number> => {
    const answer = await shop().request({
      method: 'GET',
      url: `/api/admin/stock/${product._id}`,
      headers: { token: operator.token },
    });
    return (answer.body.stock as Record<string, number>)[size] ?? 0;
  };
  const mails = (shopper: Shopper) =>
    shop()
      .app.db.selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', shopper.email)
      .where('kind', '=', 'after-sale')
      .execute();

  /** A shopper's cash-on-delivery order of two pieces in the first size. */
  async function codOrder(): Promise<Shopper & { orderId: string }> {
    const shopper = await shop().newShopper();
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 2 }]);
    const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    return { ...shopper, orderId: placed.body.orderId as string };
  }

  beforeAll(async () => {
    operator = await newOperator(shop());
    const found = (await catalog(shop())).find((entry) => entry.sizes.length >= 2);
    if (!found) throw new Error('the catalog has no product with two sizes');
    product = found;
  });

  it('lists, shows and moves a return to store credit, one step at a time, keeping a damaged piece off the shelf', async () => {
    const shopper = await codOrder();
    for (const status of ['packing', 'Shipped', 'out-for-delivery', 'Delivered'])
      expect((await cli('orders', 'status', orderNumber(shopper.orderId), status)).code).toBe(0);
    const asked = await shop().post(
      '/api/order/return',
      { orderId: shopper.orderId, units: ['1.1', '1.2'], reason: 'tooBig', kind: 'refund', refundRoute: 'storeCredit' },
      shopper.token,
    );
    expect(asked.status).toBe(201);
    const id = asked.body.request.id as string;
    const short = id.slice(0, 8);

    const listed = await cli('returns', 'list', '--state', 'requested');
    expect(listed.code).toBe(0);
    const [header, ...rows] = listed.stdout.trim().split('\n');
    expect(header).toMatch(/^RETURN +ASKED \(UTC\) +ORDER +CUSTOMER +PIECES +KIND +REASON +STATE$/);
    const row = rows.find((line) => line.startsWith(short));
    expect(row).toContain(orderNumber(shopper.orderId));
    expect(row).toContain(shopper.email);
    expect(row).toContain(`1.1 ${product.name} ${product.sizes[0] as string}`);
    expect(row).toMatch(/refund \(storeCredit\) +tooBig +requested$/);
    expect((await cli('returns', 'list', '--state', 'refunded')).stderr).toBe('No return requests.\n');
    expect(await cli('returns', 'list', '--state', 'lost')).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('"lost" is not a return step. The steps are: requested, approved'),
    });

    const shown = await cli('returns', 'show', short.toUpperCase());
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Return    ${id}`);
    expect(shown.stdout).toContain('State     requested (next: approved or rejected)');
    expect(shown.stdout).toMatch(/requested +shopper/);
    expect((await cli('returns', 'show', 'abc')).stderr).toContain('There is no return abc');

    const skipped = await cli('returns', 'step', short, 'received');
    expect(skipped.code).toBe(1);
    expect(skipped.stderr).toContain('cannot go from requested to received. From requested it can become approved');

    const size = product.sizes[0] as string;
    const before = await shelf(size);
    for (const to of ['approved', 'picked-up'])
      expect(await cli('returns', 'step', short, to, '--by', 'cli:meera')).toMatchObject({ code: 0 });
    const received = await cli('returns', 'step', short, 'received', '--damaged', '1.2', '--by', 'cli:meera');
    expect(received).toEqual({
      code: 0,
      stdout: `Return ${short} (order ${orderNumber(shopper.orderId)}) is now received.\n`,
      stderr: '',
    });
    expect(await shelf(size)).toBe(before + 1);
    expect((await cli('returns', 'step', short, 'refunded')).code).toBe(0);

    const credit = await shop().request({ method: 'GET', url: '/api/order/credit', headers: { token: shopper.token } });
    // The whole order came back, so the delivery fee is credited too.
    const whole = toRupees(toPaise(product.price) * 2 + DELIVERY_FEE_PAISE);
    expect(credit.body).toMatchObject({ success: true, balance: whole });
    const done = await cli('returns', 'show', id);
    expect(done.stdout).toContain('State     refunded\n');
    expect(done.stdout).toMatch(/received +cli:meera/);
    expect(done.stdout).toMatch(/1\.2 .* yes/);
    expect((await mails(shopper)).length).toBeGreaterThanOrEqual(5);
  });

  it('cancels an order from the command line and mails the shopper, giving its units back', async () => {
    const shopper = await codOrder();
    const size = product.sizes[0] as string;
    const before = await shelf(size);
    const cancelled = await cli('orders', 'status', orderNumber(shopper.orderId), 'cancelled');
    expect(cancelled).toMatchObject({ code: 0, stdout: `Order ${shopper.orderId} is now Cancelled.\n` });
    expect(await shelf(size)).toBe(before + 2);
    expect(await mails(shopper)).toHaveLength(1);
  });

  it('cancels an account’s unpaid orders, mailing the shopper for each', async () => {
    const shopper = await codOrder();
    const run = await cli('orders', 'cancel-unpaid', shopper.email);
    expect(run.stdout).toContain(`1 unpaid order of ${shopper.email} cancelled and restocked.`);
    expect(await mails(shopper)).toHaveLength(1);
  });
});
