// POST /api/order/stripe/webhook: Stripe's signed events about checkout sessions (the rules are in stripeEvents.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StripeCheckout } from '../providers/stripe';
import { failures } from '../../schemas/entities';
import { handleStripeEvent } from '../stripeEvents';
import { afterTaken, shopSettlement } from '../reconcile';

export const stripeWebhookRoutes =
  (stripe: StripeCheckout): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body unparsed (in this plugin only).
    app.removeContentTypeParser('application/json');
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
        // Stripe's call has no shopper's language: the confirmation mail is in English.
        const settlement = shopSettlement(app);
        const { outcome, orderId, taken } = await handleStripeEvent(
          app.db,
          stripe,
          request.body as Buffer,
          typeof signature === 'string' ? signature : '',
          settlement.mail,
        );
        if (orderId && taken) await afterTaken(app.db, orderId, taken, settlement);
        app.mail.wake();
        // Acknowledged all the same (Stripe would only send it again); the money must go back to the shopper.
        if (outcome === 'cancelled')
          request.log.error({ orderId }, 'Stripe took a payment for a replaced order: refund it');
        if (outcome === 'refund due')
          request.log.error({ orderId }, 'Stripe took a payment after the hold on its units ended: refund it');
        if (outcome === 'product removed' || outcome === 'price changed')
          request.log.error(
            { orderId, reason: outcome },
            'Stripe took a payment for an order cancelled because its product was removed or repriced: refund it',
          );
        return { success: true as const };
      },
    );
  };
