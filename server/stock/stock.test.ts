// Stock per size: listed with each product, respected by the cart, taken by cash-on-delivery orders, and the demo's
// starting stock. Each test takes its own product of the seeded catalog, so they never share a size's units.
import { MAX_STOCK } from '../constants';
import { catalog, fillCart, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { ledgerOf, productAt, setUnits, shopperBuying, unitsOf } from '../test/stockFixtures';

/** "Only N left" from here down, in the storefront. */
const LOW = 5;

describeEachDatabase(
  'stock per size',
  (shop) => {
    const cartOf = async (token: string) =>
      (await shop().post('/api/cart/get', undefined, token)).body.cartData as Record<string, Record<string, number>>;

    it("lists every size's units with each product: the demo has most sizes plentiful, some sold out, some low", async () => {
      const products = await catalog(shop());
      for (const product of products) expect(Object.keys(product.stock)).toEqual(product.sizes);
      const units = products.flatMap((product) => Object.values(product.stock));
      expect(units.every((count) => Number.isInteger(count) && count >= 0 && count <= MAX_STOCK)).toBe(true);
      expect(units.filter((count) => count === 0).length).toBeGreaterThan(0);
      expect(units.filter((count) => count >= 1 && count <= LOW).length).toBeGreaterThan(0);
      expect(units.filter((count) => count > LOW).length).toBeGreaterThan(units.length * 0.8);
    });

    it('shows a change of stock in the product list', async () => {
      const product = await productAt(shop(), 30);
      await setUnits(shop(), product._id, product.size, 3);
      const listed = (await catalog(shop())).find((each) => each._id === product._id);
      expect(listed?.stock[product.size]).toBe(3);
    });

    it('refuses to add or set more than is left with 409 saying how many are left, and keeps the line as it was', async () => {
      const product = await productAt(shop(), 31);
      await setUnits(shop(), product._id, product.size, 2);
      const { token } = await shop().newShopper();
      const add = () => shop().post('/api/cart/add', { itemId: product._id, size: product.size }, token);
      expect((await add()).status).toBe(200);
      expect((await add()).status).toBe(200);
      expect(await add()).toMatchObject({
        status: 409,
        body: { success: false, message: `Only 2 left in ${product.size}.` },
      });
      const update = await shop().post(
        '/api/cart/update',
        { itemId: product._id, size: product.size, quantity: 3 },
        token,
      );
      expect(update).toMatchObject({
        status: 409,
        body: { success: false, message: `Only 2 left in ${product.size}.` },
      });
      expect(await cartOf(token)).toEqual({ [product._id]: { [product.size]: 2 } });
    });

    it('refuses a sold-out size by name', async () => {
      const product = await productAt(shop(), 32);
      await setUnits(shop(), product._id, product.size, 0);
      const { token } = await shop().newShopper();
      const answer = await shop().post('/api/cart/add', { itemId: product._id, size: product.size }, token);
      expect(answer).toMatchObject({
        status: 409,
        body: { success: false, message: `Size ${product.size} is sold out.` },
      });
      expect(await cartOf(token)).toEqual({});
    });

    it('keeps a line whose size sold out after it was added, and checkout refuses it by name until it is removed', async () => {
      const [gone, other] = [await productAt(shop(), 33), await productAt(shop(), 34)];
      const { token } = await shop().newShopper();
      await fillCart(shop(), token, [
        { itemId: gone._id, size: gone.size, quantity: 2 },
        { itemId: other._id, size: other.size, quantity: 1 },
      ]);
      await setUnits(shop(), gone._id, gone.size, 0);
      expect(await cartOf(token)).toEqual({ [gone._id]: { [gone.size]: 2 }, [other._id]: { [other.size]: 1 } });

      const refused = await shop().post('/api/order/place', await orderBodyFor(shop(), token), token);
      const message = `${gone.name} in size ${gone.size} is sold out. Remove it from your cart to place the order.`;
      expect(refused).toMatchObject({ status: 409, body: { success: false, message } });
      expect((await shop().post('/api/order/stripe', await orderBodyFor(shop(), token), token)).body.message).toBe(
        message,
      );
      expect((await cartOf(token))[gone._id]).toEqual({ [gone.size]: 2 });
      const otherBefore = await unitsOf(shop(), other._id, other.size);

      await shop().post('/api/cart/update', { itemId: gone._id, size: gone.size, quantity: 0 }, token);
      expect((await shop().post('/api/order/place', await orderBodyFor(shop(), token), token)).status).toBe(201);
      expect(await unitsOf(shop(), other._id, other.size)).toBe((otherBefore ?? 0) - 1);
      expect(await unitsOf(shop(), gone._id, gone.size)).toBe(0);
    });

    it('refuses checkout of more than is left, saying how many, and places it once lowered', async () => {
      const product = await productAt(shop(), 35);
      const shopper = await shopperBuying(shop(), product, 3);
      await setUnits(shop(), product._id, product.size, 1);
      const refused = await shop().post('/api/order/place', shopper.body, shopper.token);
      expect(refused.body.message).toBe(
        `${product.name} in size ${product.size}: only 1 left. Lower its quantity in your cart to place the order.`,
      );
      expect(refused.status).toBe(409);
      await shop().post('/api/cart/update', { itemId: product._id, size: product.size, quantity: 1 }, shopper.token);
      expect(
        (await shop().post('/api/order/place', await orderBodyFor(shop(), shopper.token), shopper.token)).status,
      ).toBe(201);
      expect(await unitsOf(shop(), product._id, product.size)).toBe(0);
    });

    it("takes a cash-on-delivery order's units in the transaction that places it, and writes the sale to the ledger", async () => {
      const product = await productAt(shop(), 36);
      await setUnits(shop(), product._id, product.size, 10);
      const shopper = await shopperBuying(shop(), product, 3);
      expect((await shop().post('/api/order/place', shopper.body, shopper.token)).status).toBe(201);
      const order = await shop()
        .app.db.selectFrom('orders')
        .select(['id', 'stock_state'])
        // The orders with a line of the product.
        .where('id', 'in', (eb) =>
          eb.selectFrom('order_lines').select('order_id').where('product_id', '=', product._id),
        )
        .executeTakeFirstOrThrow();
      expect(order.stock_state).toBe('sold');
      expect(await unitsOf(shop(), product._id, product.size)).toBe(7);
      expect((await ledgerOf(shop(), product._id, product.size)).slice(-2)).toEqual([
        { reason: 'set', delta: expect.any(Number), balance: 10, orderId: null },
        { reason: 'sale', delta: -3, balance: 7, orderId: order.id },
      ]);
    });
  },
  {},
  { listen: false },
);
