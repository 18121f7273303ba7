import {
  ADDRESS,
  catalog,
  fillCart,
  orderBodyFor,
  orderCopyOf,
  setPrice,
  storedAmountPaise,
  type CatalogProduct,
  userIdOf,
} from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { DELIVERY_FEE_PAISE, orderAmount, toPaise, toRupees } from '../../contract';

const CART_CHANGED = {
  success: false,
  message: 'Your cart or its prices changed since you opened it. Please review your cart and place the order again.',
};

describeEachDatabase(
  'orders: cash on delivery',
  (shop) => {
    let products: CatalogProduct[];
    beforeAll(async () => {
      products = await catalog(shop());
    });
    const product = (index: number) => {
      const found = products[index];
      if (!found) throw new Error(`no product ${index}`);
      return found;
    };
    const lineOf = (index: number, quantity: number) => ({
      itemId: product(index)._id,
      size: product(index).sizes[0] as string,
      quantity,
    });
    const ordersOf = async (token: string) =>
      (await shop().post('/api/order/userorder', undefined, token)).body.orders as Array<Record<string, unknown>>;
    const cartOf = async (token: string) =>
      (await shop().post('/api/cart/get', undefined, token)).body.cartData as unknown;
    const orderCount = async (s: TestShop) => (await s.app.db.selectFrom('orders').select('id').execute()).length;

    it("refuses an order for an empty cart in the shop's words, in the caller's language, and places nothing", async () => {
      const { token } = await shop().newShopper();
      const before = await orderCount(shop());
      const body = { address: ADDRESS, items: [], amount: 0 };
      const english = await shop().post('/api/order/place', body, token);
      expect(english.status).toBe(400);
      expect(english.body).toEqual({
        success: false,
        message: 'Your cart is empty. Add something to it before placing an order.',
      });
      const hindi = await shop().request({
        method: 'POST',
        url: '/api/order/place',
        headers: { token, 'accept-language': 'hi' },
        payload: body,
      });
      expect(hindi).toMatchObject({
        status: 400,
        body: { success: false, message: 'आपका कार्ट ख़ाली है। ऑर्डर देने से पहले उसमें कुछ जोड़ें।' },
      });
      expect(await orderCount(shop())).toBe(before);
    });

    it('places the server cart as an order at database prices, empties the cart and lists it with every field', async () => {
      const { token } = await shop().newShopper();
      await fillCart(shop(), token, [lineOf(0, 2), lineOf(1, 1)]);
      const body = await orderBodyFor(shop(), token);

      const answer = await shop().post('/api/order/place', body, token);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, message: 'Order Placed', orderId: expect.any(String) });
      expect(await cartOf(token)).toEqual({});

      const orders = await ordersOf(token);
      expect(orders).toHaveLength(1);
      expect(orders[0]?._id).toBe((answer.body as { orderId: string }).orderId);
      const expectedAmount = orderAmount([
        { price: product(0).price, quantity: 2 },
        { price: product(1).price, quantity: 1 },
      ]);
      expect(orders[0]).toEqual({
        _id: expect.any(String),
        items: expect.arrayContaining([
          { ...orderCopyOf(product(0)), size: product(0).sizes[0], quantity: 2 },
          { ...orderCopyOf(product(1)), size: product(1).sizes[0], quantity: 1 },
        ]),
        amount: expectedAmount,
        address: ADDRESS,
        status: 'Order Placed',
        paymentMethod: 'COD',
        payment: false,
        date: expect.any(Number),
        // Nothing paid yet, nothing to give back: the courier collects the whole amount.
        money: {
          subtotal: toRupees(toPaise(expectedAmount) - DELIVERY_FEE_PAISE),
          deliveryFee: toRupees(DELIVERY_FEE_PAISE),
          cancelled: 0,
          total: expectedAmount,
          storeCredit: 0,
          paid: 0,
          toPay: expectedAmount,
          refunded: { payment: 0, storeCredit: 0, bank: 0 },
          pending: { payment: 0, storeCredit: 0, bank: 0 },
        },
      });
      expect(Math.abs((orders[0]?.date as number) - Date.now())).toBeLessThan(60_000);
    });

    it("lists only the caller's orders, newest first", async () => {
      const a = await shop().newShopper();
      const b = await shopper();
      for (const index of [2, 3]) {
        await fillCart(shop(), a.token, [lineOf(index, 1)]);
        await shop().post('/api/order/place', await orderBodyFor(shop(), a.token), a.token);
      }
      const orders = await ordersOf(a.token);
      expect(orders.map((o) => (o.items as Array<{ _id: string }>)[0]?._id)).toEqual([product(3)._id, product(2)._id]);
      expect(orders[0]?.date as number).toBeGreaterThanOrEqual(orders[1]?.date as number);
      expect(await ordersOf(b.token)).toEqual([]);
    });

    it('refuses an order for an empty cart with 400 and creates nothing', async () => {
      const { token } = await shopper();
      const before = await orderCount(shop());
      const answer = await shop().post(
        '/api/order/place',
        { address: ADDRESS, items: [{ _id: product(0)._id, size: 'M', quantity: 1 }], amount: 10 },
        token,
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, message: 'Your cart is empty. Add something to it before placing an order.' },
      });
      expect(await orderCount(shop())).toBe(before);
    });

    it.each([
      ['an amount of 1', (body: OrderBody) => ({ ...body, amount: 1 })],
      ['a lower item price', (body: OrderBody) => ({ ...body, items: body.items.map((i) => ({ ...i, price: 1 })) })],
      [
        'a quantity the server cart does not hold',
        (body: OrderBody) => ({ ...body, items: body.items.map((i) => ({ ...i, quantity: i.quantity + 1 })) }),
      ],
      [
        'an item that is not in the server cart',
        (body: OrderBody) => ({ ...body, items: [...body.items, { ...body.items[0], size: 'other' }] }),
      ],
      ['a missing cart line', (body: OrderBody) => ({ ...body, items: body.items.slice(1) })],
    ])('refuses %s with 409, keeps the cart and creates no order', async (_label, tamper) => {
      const { token } = await shopper();
      await fillCart(shop(), token, [lineOf(4, 1), lineOf(5, 3)]);
      const cartBefore = await cartOf(token);
      const before = await orderCount(shop());
      const answer = await shop().post('/api/order/place', tamper(await orderBodyFor(shop(), token)), token);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(CART_CHANGED);
      expect(await cartOf(token)).toEqual(cartBefore);
      expect(await orderCount(shop())).toBe(before);
    });

    it('refuses with 409 when the price changed after the shopper saw it', async () => {
      const { token } = await shopper();
      const victim = product(6);
      await fillCart(shop(), token, [lineOf(6, 1)]);
      const body = await orderBodyFor(shop(), token);
      await setPrice(shop(), victim._id, toPaise(victim.price) + 5000);
      try {
        const answer = await shop().post('/api/order/place', body, token);
        expect(answer).toMatchObject({ status: 409, body: CART_CHANGED });
      } finally {
        await setPrice(shop(), victim._id, toPaise(victim.price));
      }
    });

    it('charges exactly 99999 + 1000 paise for 3 x 333.33', async () => {
      const { token } = await shopper();
      const item = product(7);
      await setPrice(shop(), item._id, 33333);
      try {
        await fillCart(shop(), token, [lineOf(7, 3)]);
        const body = await orderBodyFor(shop(), token);
        expect(body.amount).toBe(1009.99);
        expect((await shop().post('/api/order/place', body, token)).status).toBe(201);
        expect(await storedAmountPaise(shop(), token)).toBe(99999 + 1000);
        expect((await ordersOf(token))[0]?.amount).toBe(1009.99);
      } finally {
        await setPrice(shop(), item._id, toPaise(item.price));
      }
    });

    it.each([
      ['a missing field', { ...ADDRESS, city: undefined }, 'The city is required.'],
      [
        'a 10,000-character street',
        { ...ADDRESS, street: 'x'.repeat(10_000) },
        'The street address can be at most 200 characters long.',
      ],
      ['a blank name', { ...ADDRESS, firstName: '  ' }, 'The first name must not be empty.'],
      [
        'letters in the zipcode',
        { ...ADDRESS, zipcode: '56A001' },
        'The pincode must be six digits, the first of them not 0.',
      ],
      ['a numeric phone', { ...ADDRESS, phone: 9876543210 }, 'The phone number must be text.'],
      [
        'a malformed e-mail',
        { ...ADDRESS, email: 'asha@' },
        'That is not an e-mail address: write one such as name@example.com.',
      ],
    ])('refuses an address with %s (400) and creates no order', async (_label, address, message) => {
      const { token } = await shopper();
      await fillCart(shop(), token, [lineOf(8, 1)]);
      const before = await orderCount(shop());
      const answer = await shop().post('/api/order/place', { ...(await orderBodyFor(shop(), token)), address }, token);
      expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
      expect(await orderCount(shop())).toBe(before);
      expect(await cartOf(token)).not.toEqual({});
    });

    it('keeps a leading + and ignores extra fields such as userId or status', async () => {
      const other = await shopper();
      const { token } = await shopper();
      await fillCart(shop(), token, [lineOf(9, 1)]);
      const body = await orderBodyFor(shop(), token);
      const address = { ...ADDRESS, phone: '+919876543210' };
      const answer = await shop().post(
        '/api/order/place',
        {
          ...body,
          userId: userIdOf(shop(), other.token),
          status: 'Delivered',
          payment: true,
          address: { ...address, isAdmin: true },
        },
        token,
      );
      expect(answer.status).toBe(201);
      const [order] = await ordersOf(token);
      expect(order).toMatchObject({ status: 'Order Placed', payment: false, address });
      expect((order?.address as Record<string, string>).phone).toBe('+919876543210');
      expect(await ordersOf(other.token)).toEqual([]);
    });

    it('makes one order when the same order is submitted five times at once', async () => {
      const { token } = await shopper();
      await fillCart(shop(), token, [lineOf(10, 2)]);
      const body = await orderBodyFor(shop(), token);
      const answers = await Promise.all(Array.from({ length: 5 }, () => shop().post('/api/order/place', body, token)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
      expect(await ordersOf(token)).toHaveLength(1);
    });

    it('places an order that matches one consistent cart when it races a cart update', async () => {
      const { token } = await shopper();
      await fillCart(shop(), token, [lineOf(11, 1)]);
      const body = await orderBodyFor(shop(), token);
      const [placed, updated] = await Promise.all([
        shop().post('/api/order/place', body, token),
        shop().post('/api/cart/update', lineOf(11, 2), token),
      ]);
      expect(updated.status).toBe(200);
      const orders = await ordersOf(token);
      const cart = (await cartOf(token)) as Record<string, Record<string, number>>;
      if (placed.status === 201) {
        // The order took the cart as the shopper saw it; the update arrived after and starts a new cart.
        expect(orders).toHaveLength(1);
        expect((orders[0]?.items as Array<{ quantity: number }>)[0]?.quantity).toBe(1);
        expect(cart).toEqual({ [product(11)._id]: { [product(11).sizes[0] as string]: 2 } });
      } else {
        // The update came first: the order no longer matches the cart and nothing was ordered.
        expect(placed.body).toEqual(CART_CHANGED);
        expect(orders).toHaveLength(0);
        expect(cart).toEqual({ [product(11)._id]: { [product(11).sizes[0] as string]: 2 } });
      }
    });

    const shopper = () => shop().newShopper();
  },
  {},
  { listen: false },
);

type OrderBody = Awaited<ReturnType<typeof orderBodyFor>>;
