// A payment provider's failures in the shop's words: its 4xx is our 4xx "refused", its 5xx, silence or absence our
// 502 "unavailable", and never its own text, a key or a stack trace. Against the doubles, with the real SDKs.
import { catalog, fillCart, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { PROVIDER_WORDS, type Failure } from '../test/doubles/httpDouble';
import { providerSettings, useProviderDoubles, type ProviderDoubles } from '../test/doubles/providerDoubles';

const doubles = useProviderDoubles();

const REFUSED = {
  status: 422,
  body: {
    success: false,
    message:
      'The payment provider refused this payment. Please choose another way to pay, or contact us if it keeps happening.',
  },
};
const UNAVAILABLE = {
  status: 502,
  body: { success: false, message: 'The payment provider is unavailable. Please try again in a moment.' },
};
const CASES: Array<[Failure, typeof REFUSED | typeof UNAVAILABLE]> = [
  ['error400', REFUSED],
  ['error401', REFUSED],
  ['error500', UNAVAILABLE],
  ['hang', UNAVAILABLE],
];

async function shopperWithCart(shop: TestShop) {
  const shopper = await shop.newShopper();
  const [product] = await catalog(shop);
  await fillCart(shop, shopper.token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 2 }]);
  return { ...shopper, body: await orderBodyFor(shop, shopper.token) };
}

/** Runs `call` while the double answers with `failure`. */
async function whileFailing<T>(
  double: ProviderDoubles[keyof ProviderDoubles],
  failure: Failure,
  call: () => Promise<T>,
): Promise<T> {
  double.failWith(failure);
  try {
    return await call();
  } finally {
    double.failWith('none');
  }
}

/** Nothing of the provider's words, its keys or our code in what the shopper reads. */
function expectOurWordsOnly(text: string): void {
  for (const leak of [PROVIDER_WORDS, 'sk_test', 'rzp_test', 'razorpay_secret', 'Error', ' at '])
    expect(text).not.toContain(leak);
}

describeEachDatabase(
  'payment providers failing',
  (shop) => {
    it.each(CASES)('answers Stripe %s with %j, changing nothing for good', async (failure, expected) => {
      const shopper = await shopperWithCart(shop());
      const answer = await whileFailing(doubles().stripe, failure, () =>
        shop().post('/api/order/stripe', shopper.body, shopper.token),
      );
      expect(answer).toMatchObject(expected);
      expectOurWordsOnly(JSON.stringify(answer.body));
      const orders = await shop()
        .app.db.selectFrom('orders')
        .select(['provider_ref', 'provider_claimed_until'])
        .where('payment_method', '=', 'Stripe')
        .execute();
      expect(orders.filter((order) => order.provider_ref === null && order.provider_claimed_until !== null)).toEqual(
        [],
      );
      expect((await shop().post('/api/order/stripe', shopper.body, shopper.token)).status).toBe(200);
    });

    it.each(CASES)('answers Razorpay %s with %j', async (failure, expected) => {
      const shopper = await shopperWithCart(shop());
      const answer = await whileFailing(doubles().razorpay, failure, () =>
        shop().post('/api/order/razorpay', shopper.body, shopper.token),
      );
      expect(answer).toMatchObject(expected);
      expectOurWordsOnly(JSON.stringify(answer.body));
      expect((await shop().post('/api/order/razorpay', shopper.body, shopper.token)).status).toBe(200);
    });

    it('answers a session check that Stripe refuses in our words too', async () => {
      const shopper = await shopperWithCart(shop());
      expect((await shop().post('/api/order/stripe', shopper.body, shopper.token)).status).toBe(200);
      const order = await shop()
        .app.db.selectFrom('orders')
        .select('id')
        .where('provider_ref', 'is not', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const answer = await whileFailing(doubles().stripe, 'error401', () =>
        shop().post('/api/order/verifyStripe', { success: true, orderId: order.id }, shopper.token),
      );
      expect(answer).toMatchObject(REFUSED);
      expectOurWordsOnly(JSON.stringify(answer.body));
    });
  },
  () => ({
    ...providerSettings(doubles(), 'razorpay_secret'),
    PAYMENT_TIMEOUT_MS: '800',
  }),
);
