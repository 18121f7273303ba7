// The sandbox providers' own pages: Stripe's test checkout page and Razorpay's test popup script.
// Registered only when a provider runs in the sandbox, so they can never pay a real order.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SANDBOX_RAZORPAY_SCRIPT } from '../../../config';
import { NotFound } from '../../../errors';
import { contentSecurityPolicy, policyHeader } from '../../../http/securityPolicy';
import { failures } from '../../../schemas/entities';
import { RAZORPAY_WEBHOOK_PATH } from '../razorpayWire';
import { RAZORPAY_SANDBOX_SCRIPT } from './razorpayCheckoutScript';
import type { RazorpaySandbox } from './razorpaySandbox';
import { checkoutPage } from './stripeCheckoutPage';
import type { StripeSandbox } from './stripeSandbox';

export const stripeSandboxRoutes =
  (sandbox: StripeSandbox): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The test page's buttons post plain HTML forms; their (empty) bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));
    const params = Type.Object({ id: Type.String({ maxLength: 100 }) });

    app.get('/sandbox/stripe/checkout/:id', { schema: { hide: true, params } }, async (request, reply) => {
      const session = await sandbox.findSession(request.params.id);
      if (!session) throw new NotFound('There is no such test checkout.');
      // Pay and Cancel post here and are redirected to the storefront that started the payment, on another origin
      // when a client there started it; a browser holds a form's redirect to form-action too.
      const returnOrigins = new Set([session.successUrl, session.cancelUrl].map((url) => new URL(url).origin));
      const policy = { ...contentSecurityPolicy(app.config), 'form-action': ["'self'", ...returnOrigins] };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', policyHeader(policy))
        .send(checkoutPage(session));
    });

    app.post('/sandbox/stripe/checkout/:id/pay', { schema: { hide: true, params } }, async (request, reply) => {
      const next = await sandbox.pay(request.params.id);
      if (!next) throw new NotFound('There is no such open test checkout.');
      return reply.redirect(next, 303);
    });

    app.post('/sandbox/stripe/checkout/:id/cancel', { schema: { hide: true, params } }, async (request, reply) => {
      const session = await sandbox.findSession(request.params.id);
      if (!session) throw new NotFound('There is no such test checkout.');
      return reply.redirect(session.cancelUrl, 303);
    });
  };

export const razorpaySandboxRoutes =
  (sandbox: RazorpaySandbox): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(SANDBOX_RAZORPAY_SCRIPT, { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        // Storefronts on other origins load it as they would Razorpay's own checkout.js.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(RAZORPAY_SANDBOX_SCRIPT),
    );

    app.post(
      '/sandbox/razorpay/pay',
      {
        schema: {
          hide: true,
          body: Type.Object(
            { order_id: Type.String({ minLength: 1, maxLength: 100 }) },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({
              razorpay_order_id: Type.String(),
              razorpay_payment_id: Type.String(),
              razorpay_signature: Type.String(),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const result = await sandbox.pay(request.body.order_id);
        if (!result) throw new NotFound('There is no such test order.');
        return result;
      },
    );

    // UPI: the payment waits on the shopper's bank for the chosen time, then completes on the sandbox's side, whether
    // or not the popup is still there to ask.
    app.post(
      '/sandbox/razorpay/upi',
      {
        schema: {
          hide: true,
          body: Type.Object(
            {
              order_id: Type.String({ minLength: 1, maxLength: 100 }),
              pending_seconds: Type.Integer({ minimum: 0, maximum: 3600 }),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ payment_id: Type.String() }), ...failures },
        },
      },
      async (request) => {
        const started = await sandbox.payByUpi(request.body.order_id, request.body.pending_seconds * 1000);
        if (!started) throw new NotFound('There is no such test order.');
        return { payment_id: started.paymentId };
      },
    );

    app.post(
      '/sandbox/razorpay/upi/status',
      {
        schema: {
          hide: true,
          body: Type.Object(
            {
              order_id: Type.String({ minLength: 1, maxLength: 100 }),
              payment_id: Type.String({ minLength: 1, maxLength: 100 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const result = await sandbox.upiResult(request.body.order_id, request.body.payment_id);
        if (!result) throw new NotFound('There is no such test payment.');
        return result === 'pending' ? { pending: true } : result;
      },
    );

    // The sandbox's webhooks reach this shop's own route, in this process, signed as Razorpay signs them.
    sandbox.deliverWith(async ({ body, headers }) => {
      await app.inject({ method: 'POST', url: RAZORPAY_WEBHOOK_PATH, headers, payload: body });
    });
    app.addHook('onClose', async () => sandbox.close());
  };
