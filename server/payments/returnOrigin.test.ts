// A card payment returns the shopper to the storefront that started it, or that retried it last: a start from another
// origin CORS_ORIGINS lists is another payment, whose checkout returns there, and the first one's checkout is closed.
// Through the API and the card sandbox's checkout page, on both databases.
import { catalog, fillCart, orderBodyFor, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type Answer, type Shopper } from '../test/harness';

const FIRST = 'https://first-storefront.example';
const SECOND = 'https://second-storefront.example';
const UNLISTED = 'https://unlisted-storefront.example';

describeEachDatabase(
  'the return address of a card payment',
  (shop) => {
    async function shopperWithCart(line: number) {
      const shopper = await shop().newShopper();
      const product = (await catalog(shop()))[line];
      await fillCart(shop(), shopper.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 },
      ]);
      return { ...shopper, body: await orderBodyFor(shop(), shopper.token) };
    }
    /** Starts (or retries) the shopper's card payment from a storefront's origin; answers its checkout page's path. */
    async function start(shopper: Shopper & { body: unknown }, origin?: string): Promise<string> {
      const answer = await shop().request({
        method: 'POST',
        url: '/api/order/stripe',
        payload: shopper.body,
        headers: { token: shopper.token, ...(origin ? { origin } : {}) },
      });
      expect(answer.status).toBe(200);
      return new URL(answer.body.session_url as string).pathname;
    }
    /** The checkout page's Pay or Cancel, as the browser posts it. */
    const press = (checkout: string, button: 'pay' | 'cancel') =>
      shop().request({
        method: 'POST',
        url: `${checkout}/${button}`,
        payload: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    /** Where the checkout sends the browser: its origin, path and query. */
    function sentTo(answer: Answer) {
      expect(answer.status).toBe(303);
      const url = new URL(String(answer.headers.location));
      return {
        origin: url.origin,
        path: url.pathname,
        success: url.searchParams.get('success'),
        orderId: url.searchParams.get('orderId'),
      };
    }
    const ordersOf = (token: string) =>
      shop()
        .app.db.selectFrom('orders')
        .select(['id', 'status', 'payment', 'return_origin'])
        .where('user_id', '=', userIdOf(shop(), token))
        .orderBy('created_at')
        .execute();

    it('sends the shopper back to the listed storefront that started the payment', async () => {
      const shopper = await shopperWithCart(0);
      const checkout = await start(shopper, FIRST);
      const [order] = await ordersOf(shopper.token);
      expect(sentTo(await press(checkout, 'cancel'))).toEqual({
        origin: FIRST,
        path: '/verify',
        success: 'false',
        orderId: order?.id,
      });
      expect(sentTo(await press(checkout, 'pay'))).toEqual({
        origin: FIRST,
        path: '/verify',
        success: 'true',
        orderId: order?.id,
      });
    });

    it("returns a payment retried from another listed storefront there, and closes the first storefront's checkout", async () => {
      const shopper = await shopperWithCart(1);
      const first = await start(shopper, FIRST);
      const second = await start(shopper, SECOND);
      expect(second).not.toBe(first);

      // The first storefront's checkout is closed: nobody can pay it and be sent where their session is not.
      expect((await press(first, 'pay')).status).toBe(404);
      const page = await shop().get(second);
      expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${SECOND};`);
      expect(sentTo(await press(second, 'cancel'))).toMatchObject({
        origin: SECOND,
        path: '/verify',
        success: 'false',
      });
      const back = sentTo(await press(second, 'pay'));
      expect(back).toMatchObject({ origin: SECOND, path: '/verify', success: 'true' });

      const verified = await shop().request({
        method: 'POST',
        url: '/api/order/verifyStripe',
        payload: { success: 'true', orderId: back.orderId },
        headers: { token: shopper.token, origin: SECOND },
      });
      expect(verified).toMatchObject({ status: 200, body: { success: true } });
      expect(await ordersOf(shopper.token)).toEqual([
        { id: expect.any(String), status: 'Payment Cancelled', payment: 0, return_origin: FIRST },
        { id: back.orderId, status: 'Order Placed', payment: 1, return_origin: SECOND },
      ]);
    });

    it('keeps one payment and one checkout while the retries come from the same storefront', async () => {
      const shopper = await shopperWithCart(2);
      const checkout = await start(shopper, SECOND);
      expect(await start(shopper, SECOND)).toBe(checkout);
      expect((await ordersOf(shopper.token)).map((order) => [order.status, order.return_origin])).toEqual([
        ['Awaiting Payment', SECOND],
      ]);
      expect(sentTo(await press(checkout, 'pay')).origin).toBe(SECOND);
    });

    it('returns a retry from an unlisted origin, or from none, to PUBLIC_URL, never to the unlisted one', async () => {
      const shopper = await shopperWithCart(3);
      await start(shopper, FIRST);
      const unlisted = await start(shopper, UNLISTED);
      // Our own storefront sends no Origin: it is PUBLIC_URL's too, so the payment is the same.
      expect(await start(shopper)).toBe(unlisted);
      expect(sentTo(await press(unlisted, 'pay')).origin).toBe(shop().config.publicUrl);
      expect((await ordersOf(shopper.token)).map((order) => [order.status, order.return_origin])).toEqual([
        ['Payment Cancelled', FIRST],
        ['Awaiting Payment', shop().config.publicUrl],
      ]);
    });
  },
  { CORS_ORIGINS: `${FIRST},${SECOND}` },
);
