// Generated bad input at every route of the OpenAPI document: bodies of every shape, broken JSON, wrong
// content types, forged tokens, and a shopper's and an operator's real ones. Every answer must be a 4xx JSON
// refusal (or the harmless 200 of a read), never a 5xx, and the database must be exactly as it was.
import fc from 'fast-check';
import { sql } from 'kysely';
import { newOperator } from './fixtures';
import { describeEachDatabase, type TestShop } from './harness';

const RUNS = 150;

/** Every row of every table the API writes, as one comparable value. */
async function snapshot(shop: TestShop): Promise<string> {
  const tables = [
    'users',
    'products',
    'cart_items',
    'orders',
    'sandbox_payments',
    'shop_counters',
    'order_status_changes',
  ] as const;
  const rows = await Promise.all(
    tables.map((table) =>
      sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(shop.app.db),
    ),
  );
  return JSON.stringify(rows.map((result) => result.rows));
}

/** Routes whose answer to a well-formed call without a body is a read (200), not a refusal. */
const READS = new Set([
  '/api/cart/get',
  '/api/order/userorder',
  '/api/order/userorders',
  '/api/product/list',
  '/api/product/query',
  '/api/product/home',
  '/api/payment/methods',
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/admin/products',
  '/api/admin/orders',
  '/api/admin/users',
  '/api/admin/stock',
  // Logging out answers 200 whatever the token (an unknown or expired one is logged out already); it writes only to
  // revoked_sessions, which the snapshot leaves out with login_attempts: they count what callers did, not the shop.
  '/api/user/logout',
  '/api/user/me',
  '/api/user/addresses',
  '/api/order/credit',
  '/api/admin/returns',
  '/api/admin/delivery',
  // Asking the providers about every order awaiting payment takes no body: with none waiting it changes nothing.
  '/api/admin/payments/reconcile',
  // The wishlist answers the list; taking off a product that is not on it (`{productId}`) changes nothing.
  '/api/wishlist',
  '/api/wishlist/{productId}',
  '/api/admin/stock-alerts',
  // A shopper's delivered lines to review, and the operator's size charts and reviews, are reads.
  '/api/user/reviewable',
  '/api/admin/size-charts',
  '/api/admin/reviews',
  // The search's synonyms are listed to an operator.
  '/api/admin/synonyms',
]);

/**
 * Routes a logged-in caller's bodiless call is meant to change the shop with: signing the account out everywhere
 * (account.test.ts covers it; sent here with the shopper's token it would end the sessions the other runs use), and
 * asking for the e-mail confirmation link again (confirm.test.ts covers it; it writes the mail).
 */
const BODILESS_WRITES = new Set(['/api/user/sessions/end', '/api/user/email/resend']);

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const body = fc.oneof(
  // Objects with the routes' own field names holding values of every type.
  fc.dictionary(
    fc.constantFrom(
      'itemId',
      'size',
      'quantity',
      'name',
      'email',
      'password',
      'address',
      'items',
      'amount',
      'success',
      'orderId',
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
      'products',
      'strict',
      'status',
      'price',
      '__proto__',
      'constructor',
    ),
    jsonValue,
    { maxKeys: 6 },
  ),
  jsonValue,
);
const rawBody = fc.oneof(
  body.map((value) => ({ text: JSON.stringify(value) ?? 'null', type: 'application/json' })),
  fc.string({ maxLength: 40 }).map((text) => ({ text: `{${text}`, type: 'application/json' })),
  fc.string({ maxLength: 40 }).map((text) => ({ text, type: 'text/plain' })),
  fc.string({ maxLength: 40 }).map((text) => ({ text, type: 'application/x-www-form-urlencoded' })),
);

describeEachDatabase('generated bad input at every route', (shop) => {
  it('is refused with a 4xx JSON answer, never a 5xx, and changes nothing', async () => {
    const document = (await shop().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => !BODILESS_WRITES.has(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          path,
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        })),
      );
    const shopper = await shop().newShopper();
    const operator = await newOperator(shop());
    const tokens = fc.oneof(
      fc.constant(undefined),
      fc.constant(shopper.token),
      fc.constant(operator.token),
      fc.string({ maxLength: 60 }),
      fc.constant(`${shopper.token.slice(0, -2)}xx`),
    );
    const before = await snapshot(shop());

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), rawBody, tokens, async (route, payload, token) => {
        const answer = await shop().request({
          method: route.method,
          url: route.path,
          headers: {
            ...(route.method === 'POST' || route.method === 'PUT' ? { 'content-type': payload.type } : {}),
            ...(token !== undefined ? { token } : {}),
          },
          payload: route.method === 'POST' || route.method === 'PUT' ? payload.text : undefined,
        });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) {
          // A refused import also lists its rejected rows.
          expect(answer.body).toEqual({
            success: false,
            message: expect.stringMatching(/\S/),
            ...('rejected' in answer.body ? { rejected: expect.any(Array) } : {}),
          });
        } else {
          expect(READS.has(route.path)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot(shop())).toBe(before);
  });
});
