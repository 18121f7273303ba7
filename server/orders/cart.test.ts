import { catalog } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../contract';

describeEachDatabase(
  'cart',
  (shop) => {
    const cartOf = async (token: string) =>
      (await shop().post('/api/cart/get', undefined, token)).body.cartData as unknown;

    it('adds one piece per call, sets absolute quantities, removes a line at 0 and answers the nested map', async () => {
      const [first, second] = await catalog(shop());
      if (!first || !second) throw new Error('catalog too small');
      const [sizeA, sizeB] = first.sizes;
      if (!sizeA || !sizeB) throw new Error('product without two sizes');
      const { token } = await shopper();

      expect(await shop().post('/api/cart/add', { itemId: first._id, size: sizeA }, token)).toMatchObject({
        status: 200,
        body: { success: true, message: 'Added To Cart' },
      });
      await shop().post('/api/cart/add', { itemId: first._id, size: sizeA }, token);
      await shop().post('/api/cart/add', { itemId: first._id, size: sizeB }, token);
      const update = await shop().post(
        '/api/cart/update',
        { itemId: second._id, size: second.sizes[0], quantity: 4 },
        token,
      );
      expect(update.body).toEqual({ success: true, message: 'Cart Updated' });
      expect(await cartOf(token)).toEqual({
        [first._id]: { [sizeA]: 2, [sizeB]: 1 },
        [second._id]: { [second.sizes[0] as string]: 4 },
      });

      await shop().post('/api/cart/update', { itemId: first._id, size: sizeA, quantity: 0 }, token);
      await shop().post('/api/cart/update', { itemId: second._id, size: second.sizes[0], quantity: 0 }, token);
      expect(await cartOf(token)).toEqual({ [first._id]: { [sizeB]: 1 } });
    });

    it("keeps each shopper's cart to themselves", async () => {
      const [product] = await catalog(shop());
      const a = await shopper();
      const b = await shopper();
      await shop().post('/api/cart/add', { itemId: product?._id, size: product?.sizes[0] }, a.token);
      expect(await cartOf(b.token)).toEqual({});
    });

    it.each([
      [{ size: 'M' }, 400, 'The product (itemId) is required.'],
      [{ itemId: 'x' }, 400, 'The size is required.'],
      [{ itemId: 123, size: 'M' }, 400, 'The product (itemId) must be text.'],
      [{ itemId: 'x', size: [] }, 400, 'The size must be text.'],
    ])('refuses cart/add %j with %i "%s"', async (body, status, message) => {
      const { token } = await shopper();
      const answer = await shop().post('/api/cart/add', body, token);
      expect(answer).toMatchObject({ status, body: { success: false, message } });
      expect(await cartOf(token)).toEqual({});
    });

    it.each([
      ['"2"', '2', 'The quantity must be a whole number, such as 1 or 2.'],
      ['-1', -1, 'The quantity must be at least 0.'],
      ['1.5', 1.5, 'The quantity must be a whole number, such as 1 or 2.'],
      ['1e9', 1e9, `The quantity can be at most ${MAX_LINE_QUANTITY}.`],
      ['null', null, 'The quantity must be a whole number, such as 1 or 2.'],
    ])('refuses cart/update with quantity %s and leaves the cart unchanged', async (_label, quantity, message) => {
      const [product] = await catalog(shop());
      const { token } = await shopper();
      await shop().post('/api/cart/update', { itemId: product?._id, size: product?.sizes[0], quantity: 3 }, token);
      const before = await cartOf(token);
      const answer = await shop().post(
        '/api/cart/update',
        { itemId: product?._id, size: product?.sizes[0], quantity },
        token,
      );
      expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
      expect(await cartOf(token)).toEqual(before);
    });

    it('refuses an unknown product with 404 and a size the product does not offer with 400', async () => {
      const [product] = await catalog(shop());
      const { token } = await shopper();
      for (const url of ['/api/cart/add', '/api/cart/update']) {
        const unknown = await shop().post(url, { itemId: "nope' OR 1=1 --", size: 'M', quantity: 1 }, token);
        expect(unknown).toMatchObject({
          status: 404,
          body: { success: false, message: 'This product is no longer in the shop.' },
        });
        const badSize = await shop().post(url, { itemId: product?._id, size: 'XXXXL', quantity: 1 }, token);
        expect(badSize).toMatchObject({
          status: 400,
          body: { success: false, message: 'Size "XXXXL" is not offered for this product.' },
        });
      }
      expect(await cartOf(token)).toEqual({});
    });

    it(`stops cart/add at ${MAX_LINE_QUANTITY} pieces of one line`, async () => {
      const [product] = await catalog(shop());
      const size = product?.sizes[0] as string;
      const { token } = await shopper();
      await shop().post('/api/cart/update', { itemId: product?._id, size, quantity: MAX_LINE_QUANTITY }, token);
      const answer = await shop().post('/api/cart/add', { itemId: product?._id, size }, token);
      expect(answer).toMatchObject({
        status: 409,
        body: { success: false, message: `You can order at most ${MAX_LINE_QUANTITY} of one size.` },
      });
      expect(await cartOf(token)).toEqual({ [product?._id as string]: { [size]: MAX_LINE_QUANTITY } });
    });

    it('counts as many parallel adds of the same line as a line holds as that many', async () => {
      const [product] = await catalog(shop());
      const size = product?.sizes[0] as string;
      const { token } = await shopper();
      const answers = await Promise.all(
        Array.from({ length: MAX_LINE_QUANTITY }, () =>
          shop().post('/api/cart/add', { itemId: product?._id, size }, token),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(await cartOf(token)).toEqual({ [product?._id as string]: { [size]: MAX_LINE_QUANTITY } });
    });

    it('keeps one line holding one of the sent values after 100 parallel updates', async () => {
      const [product] = await catalog(shop());
      const size = product?.sizes[0] as string;
      const { token } = await shopper();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          shop().post('/api/cart/update', { itemId: product?._id, size, quantity: (i % MAX_LINE_QUANTITY) + 1 }, token),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const cart = (await cartOf(token)) as Record<string, Record<string, number>>;
      expect(Object.keys(cart)).toEqual([product?._id]);
      const quantity = cart[product?._id as string]?.[size] ?? 0;
      expect(quantity).toBeGreaterThanOrEqual(1);
      expect(quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
    });

    it('holds 50 lines after 50 parallel adds of different lines', async () => {
      const products = await catalog(shop());
      const lines = products.flatMap((p) => p.sizes.map((size) => ({ itemId: p._id, size }))).slice(0, 50);
      expect(lines).toHaveLength(50);
      const { token } = await shopper();
      await Promise.all(lines.map((line) => shop().post('/api/cart/add', line, token)));
      const cart = (await cartOf(token)) as Record<string, Record<string, number>>;
      const stored = Object.values(cart).flatMap((sizes) => Object.values(sizes));
      expect(stored).toHaveLength(50);
      expect(stored.every((q) => q === 1)).toBe(true);
    });

    it(`stops at ${MAX_CART_LINES} lines when 120 new lines arrive at once`, async () => {
      const products = await catalog(shop());
      const lines = products.flatMap((p) => p.sizes.map((size) => ({ itemId: p._id, size }))).slice(0, 120);
      expect(lines).toHaveLength(120);
      const { token } = await shopper();
      const answers = await Promise.all(
        lines.map((line, index) =>
          shop().post(index % 2 ? '/api/cart/add' : '/api/cart/update', { ...line, quantity: 1 }, token),
        ),
      );
      const cart = (await cartOf(token)) as Record<string, Record<string, number>>;
      expect(Object.values(cart).flatMap((sizes) => Object.values(sizes))).toHaveLength(MAX_CART_LINES);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_CART_LINES);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message as string)).toEqual(
        Array(120 - MAX_CART_LINES).fill(
          `A cart holds at most ${MAX_CART_LINES} different items. Remove one to add another.`,
        ),
      );
    });

    const shopper = () => shop().newShopper();
  },
  {},
  { listen: false },
);
