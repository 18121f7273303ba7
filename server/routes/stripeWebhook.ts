// POST /api/order/stripe/webhook: Stripe's signed events about checkout sessions, fulfilled with the same
// function as the shopper's return, so either may come first, twice, or out of order with one effect.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type Stripe from 'stripe';
import { PAYMENT_EXPIRED, PAYMENT_FAILED, PAYMENT_METHOD } from '../constants';
import { badRequest } from '../errors';
import { toSession, type StripeCheckout } from '../payments/stripe';
import { failures } from '../schemas/entities';
import { fulfilPayment, markPaymentFailed } from '../services/orders';
import { paysForOrder } from '../services/payments';

const FAILURES: Partial<Record<Stripe.Event.Type, string>> = {
  'checkout.session.async_payment_failed': PAYMENT_FAILED,
  'checkout.session.expired': PAYMENT_EXPIRED,
};
const SUCCESSES = new Set<Stripe.Event.Type>(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export const stripeWebhookRoutes = (stripe: StripeCheckout): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body unparsed.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/api/order/stripe/webhook',
      {
        schema: {
          tags: ['order'],
          operationId: 'stripeWebhook',
          summary: "Stripe's checkout session events (signed with the webhook secret)",
          response: { 200: Type.Object({ success: Type.Literal(true) }), ...failures },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.constructEvent(request.body as Buffer, typeof signature === 'string' ? signature : '');
        } catch {
          throw badRequest('The webhook signature is not valid or is too old.');
        }
        const failedStatus = FAILURES[event.type];
        if (!SUCCESSES.has(event.type) && !failedStatus) return { success: true as const };
        const session = toSession(event.data.object as Stripe.Checkout.Session);
        if (!session.orderId) return { success: true as const };
        const order = await app.db.selectFrom('orders').selectAll().where('id', '=', session.orderId).executeTakeFirst();
        // Only the session this order was sent to pays for it.
        if (!order || order.payment_method !== PAYMENT_METHOD.stripe || order.provider_ref !== session.id) {
          return { success: true as const };
        }
        if (failedStatus) await markPaymentFailed(app.db, order.id, failedStatus);
        else if (paysForOrder(session, order)) await fulfilPayment(app.db, order.id, session.paymentRef);
        return { success: true as const };
      },
    );
  };
