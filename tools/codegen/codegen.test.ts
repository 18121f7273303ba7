import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '../testkit/processes';
import { FEATURE_ENDPOINTS, generatedFile, ROOT } from './codegenFeatures';

/** Every call the storefront makes, as section 7 of the storefront spec lists them. */
const STOREFRONT_CALLS = [
  'GET /api/product/list',
  'POST /api/cart/add',
  'POST /api/cart/update',
  'POST /api/cart/get',
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/order/place',
  'POST /api/order/stripe',
  'POST /api/order/razorpay',
  'POST /api/order/verifyRazorpay',
  'POST /api/order/verifyStripe',
  'POST /api/order/userorder',
];
/**
 * The storefront's calls beyond the spec: which ways to pay the shop offers (PAYMENT_METHODS), the catalog queried
 * rather than shipped (a page of a filter and search, a product with its related ones, home, products by id), and the
 * shopper's account.
 */
const OWN_CALLS = [
  'GET /api/payment/methods',
  'GET /api/product/query',
  'GET /api/product/detail/{productId}',
  'GET /api/product/home',
  'GET /api/product/byIds',
  'POST /api/user/logout',
  // The shopper's account (issue 31): password reset, e-mail confirmation, the account page, saved addresses, an order.
  'POST /api/user/password/forgot',
  'POST /api/user/password/reset',
  'POST /api/user/email/confirm',
  'POST /api/user/email/resend',
  'GET /api/user/me',
  'POST /api/user/password',
  'POST /api/user/sessions/end',
  'POST /api/user/close',
  'GET /api/user/addresses',
  'POST /api/user/addresses',
  'PUT /api/user/addresses/{addressId}',
  'DELETE /api/user/addresses/{addressId}',
  'GET /api/order/detail/{orderId}',
  // Issue 42: the popup closed without a result (a UPI app): is the payment taken, pending with the bank, or not made?
  'POST /api/order/razorpay/check',
  // Issue 43: cancel before dispatch, return or exchange after delivery, the account's store credit.
  'POST /api/order/cancel',
  'POST /api/order/return',
  'GET /api/order/credit',
  // Issue 44: the delivery form's pincode, the delivery promise and cash on delivery by area.
  'GET /api/pincode/{pincode}',
  'GET /api/delivery/{pincode}',
  // Issue 47: the wishlist, merged at login, and back-in-stock alerts per size.
  'GET /api/wishlist',
  'PUT /api/wishlist/{productId}',
  'DELETE /api/wishlist/{productId}',
  'POST /api/wishlist/merge',
  'POST /api/stock-alerts',
  'POST /api/stock-alerts/unsubscribe',
  'POST /api/stock-alerts/confirm',
  // Issue 49: size charts and buyers' reviews (the review photo's upload is written by hand: it sends the picture's bytes).
  'GET /api/product/size-chart/{productId}',
  'GET /api/product/reviews/{productId}',
  'GET /api/user/reviewable',
  'POST /api/product/reviews',
  'POST /api/product/reviews/{id}/report',
  // Issue 48: suggestions as the shopper types.
  'GET /api/product/suggest',
  // The operator's screens (features/admin); the picture upload is written by hand (it sends the file's bytes).
  'GET /api/admin/orders',
  'GET /api/admin/orders/{id}',
  'POST /api/admin/orders/{id}/status',
  'POST /api/admin/orders/bulk-status',
  // Issue 42: refund a Refund Due order, settle one awaiting payment with its provider.
  'POST /api/admin/orders/{id}/refund',
  'POST /api/admin/orders/{id}/reconcile',
  'GET /api/admin/products',
  'POST /api/admin/products',
  'DELETE /api/admin/products/{id}',
  'POST /api/admin/products/import-file',
  'GET /api/admin/stock',
  'GET /api/admin/stock/{productId}',
  'POST /api/admin/stock',
  'GET /api/admin/stock-alerts',
  'GET /api/admin/users',
  'POST /api/admin/users/{id}/role',
  'POST /api/admin/users/{id}/sign-out',
  // Issue 43: the returns queue.
  'GET /api/admin/returns',
  'GET /api/admin/returns/{id}',
  'POST /api/admin/returns/{id}/step',
  'GET /api/admin/delivery',
  'POST /api/admin/delivery/zones/{zone}',
  'POST /api/admin/delivery/areas/{area}',
  'POST /api/admin/delivery/cod-limit',
  // Issue 48: the search's synonyms.
  'GET /api/admin/synonyms',
  'POST /api/admin/synonyms',
  'DELETE /api/admin/synonyms/{id}',
  // Issue 49: the types' size charts and a product's own, and the moderation of reviews.
  'GET /api/admin/size-charts',
  'PUT /api/admin/size-charts/{category}/{type}',
  'PUT /api/admin/products/{id}/size-chart',
  'GET /api/admin/reviews',
  'POST /api/admin/reviews/{id}/visibility',
];

type OpenApi = { paths: Record<string, Record<string, { operationId?: string } | undefined> | undefined> };

// The generator loads prettier through a dynamic import that Jest's module runtime cannot run,
// so the check runs the real command in its own Node process.
const runCheck = () => runScript('tools/codegen/codegen.ts', ['--check']);

describe('generated endpoint slices', () => {
  it("hold one endpoint for each call of the storefront spec, /api/cart/add included, and the shop's own", () => {
    const openApi = JSON.parse(readFileSync(path.join(ROOT, 'docs', 'openapi.json'), 'utf8')) as OpenApi;
    const operationId = (call: string) => {
      const [method = '', route = ''] = call.split(' ');
      return openApi.paths[route]?.[method.toLowerCase()]?.operationId;
    };
    const generated = Object.values(FEATURE_ENDPOINTS).flatMap((feature) => feature.endpoints);
    expect([...generated].sort()).toEqual([...STOREFRONT_CALLS, ...OWN_CALLS].map(operationId).sort());
  });

  it('match docs/openapi.json (npm run codegen)', async () => {
    const result = await runCheck();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('are reported stale when a generated file no longer matches', async () => {
    const [feature] = Object.keys(FEATURE_ENDPOINTS);
    const file = generatedFile(feature as string);
    const backup = path.join(mkdtempSync(path.join(os.tmpdir(), 'codegen-')), 'backup.ts');
    copyFileSync(file, backup);
    try {
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n// edited by hand\n`);
      const result = await runCheck();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`stale: src/features/${feature as string}/${feature as string}Api.generated.ts`);
    } finally {
      copyFileSync(backup, file);
      rmSync(path.dirname(backup), { recursive: true, force: true });
    }
  });
});
