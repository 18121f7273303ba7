// npm run shop -- orders show, and the admin API's order, after a shopper cancels one of two pieces before dispatch:
// the cancelled piece is not one to ship, and is shown apart as cancelled. On SQLite and PostgreSQL.
import { orderNumber } from '../../contract';
import { catalog, fillCart, newOperator, orderBodyFor, type CatalogProduct } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { cliOn } from '../test/cliTestRun';

describeEachDatabase('what an order has to ship once a shopper cancelled a piece', (shop) => {
  let operator: Shopper;
  let product: CatalogProduct;
  const cli = cliOn(shop);

  /** A shopper's cash-on-delivery order of two pieces of one size. */
  async function orderOfTwo(): Promise<{ shopper: Shopper; orderId: string }> {
    const shopper = await shop().newShopper();
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 2 }]);
    const placed = await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token);
    expect(placed.status).toBe(201);
    return { shopper, orderId: placed.body.orderId as string };
  }
  const cancel = (shopper: Shopper, orderId: string, units?: string[]) =>
    shop().post('/api/order/cancel', { orderId, reason: 'changedMind', ...(units ? { units } : {}) }, shopper.token);
  const shown = (orderId: string) =>
    shop().request({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: operator.token } });

  beforeAll(async () => {
    operator = await newOperator(shop());
    product = (await catalog(shop()))[0] as CatalogProduct;
  });

  it('`orders show` lists one piece to ship and the other as cancelled, named', async () => {
    const { shopper, orderId } = await orderOfTwo();
    expect((await cancel(shopper, orderId, ['1.2'])).status).toBe(200);

    const run = await cli('orders', 'show', orderNumber(orderId));
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const toShip = lines.findIndex((line) => /^ITEM +SIZE +TO SHIP +PRICE$/.test(line));
    expect(toShip).toBeGreaterThan(-1);
    expect(lines[toShip + 1]?.split(/ {2,}/).slice(0, 3)).toEqual([product.name, product.sizes[0], '1']);
    expect(lines[toShip + 2]).toBe('');
    expect(lines[toShip + 3]).toBe('Cancelled (not to ship):');
    expect(lines[toShip + 4]).toMatch(/^ITEM +SIZE +QTY +PIECES$/);
    expect(lines[toShip + 5]?.split(/ {2,}/)).toEqual([product.name, product.sizes[0], '1', '1.2']);

    const listed = (await cli('orders', 'list', '--email', shopper.email)).stdout.split('\n');
    expect(listed[0]).toMatch(/ PIECES +STATUS$/);
    expect(listed[1]).toMatch(/ {2}1 \(1 cancelled\) {2}Order Placed$/);

    const json = JSON.parse((await cli('orders', 'show', orderId, '--json')).stdout);
    expect(json.order.cancelledPieces).toBe(1);
    expect(json.lines).toEqual([
      expect.objectContaining({
        line: 1,
        units: [
          { id: '1.1', state: 'ordered' },
          { id: '1.2', state: 'cancelled' },
        ],
      }),
    ]);
  });

  it('`orders show` says there is nothing to ship once every piece is cancelled', async () => {
    const { shopper, orderId } = await orderOfTwo();
    expect((await cancel(shopper, orderId)).status).toBe(200);
    const { stdout } = await cli('orders', 'show', orderId);
    expect(stdout).toContain('Nothing to ship: every piece was cancelled.');
    expect(stdout).not.toMatch(/TO SHIP/);
    expect(stdout).toMatch(/Cancelled \(not to ship\):\nITEM +SIZE +QTY +PIECES\n.+ {2}2 +1\.1, 1\.2\n/);
  });

  it("the admin API's order names each piece's state, for the screen's list of what is to ship", async () => {
    const { shopper, orderId } = await orderOfTwo();
    expect((await shown(orderId)).body.lines[0].units).toEqual([
      { id: '1.1', state: 'ordered' },
      { id: '1.2', state: 'ordered' },
    ]);
    expect((await cancel(shopper, orderId, ['1.1'])).status).toBe(200);
    const answer = await shown(orderId);
    expect(answer.status).toBe(200);
    expect(answer.body.lines).toEqual([
      {
        line: 1,
        productId: product._id,
        size: product.sizes[0],
        returnable: true,
        units: [
          { id: '1.1', state: 'cancelled' },
          { id: '1.2', state: 'ordered' },
        ],
      },
    ]);
    // What was ordered stays as it was; the list counts the cancelled piece apart.
    expect(answer.body.order.items[0].quantity).toBe(2);
    expect(answer.body.order.cancelledPieces).toBe(1);
    const list = await shop().request({
      method: 'GET',
      url: `/api/admin/orders?email=${encodeURIComponent(shopper.email)}`,
      headers: { token: operator.token },
    });
    const listed = list.body.orders as Array<{ cancelledPieces: number }>;
    expect(listed.map((order) => order.cancelledPieces)).toEqual([1]);
  });
});
