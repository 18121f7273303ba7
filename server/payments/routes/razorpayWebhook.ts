// POST /api/order/razorpay/webhook: Razorpay's signed events about payments and refunds (the rules are in
// razorpayEvents.ts). The sandbox sends its own here, signed the same way.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures } from '../../schemas/entities';
import type { PopupCheckout } from '../providers/types';
import { RAZORPAY_WEBHOOK_PATH } from '../providers/razorpayWire';
import { handleRazorpayEvent } from '../razorpayEvents';
import { afterTaken, shopSettlement } from '../reconcile';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export const razorpayWebhookRoutes =
  (popup: PopupCheckout): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The signature covers the exact bytes Razorpay sent, so this route keeps the body unparsed (in this plugin only).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post(
      RAZORPAY_WEBHOOK_PATH,
      {
        schema: {
          tags: ['order'],
          operationId: 'razorpayWebhook',
          summary:
            "Razorpay's events (payment.captured, order.paid, payment.failed, refund.processed, refund.failed), " +
            'signed with the webhook secret in X-Razorpay-Signature and named by X-Razorpay-Event-Id',
          response: { 200: Type.Object({ success: Type.Literal(true) }), ...failures },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const signature = header(request.headers['x-razorpay-signature']);
        // Razorpay names every event; a delivery without a name is known by its exact bytes.
        const eventId = header(request.headers['x-razorpay-event-id']) || `body:${signature}`;
        // Razorpay's call has no shopper's language: the confirmation mail is in English.
        const settlement = shopSettlement(app);
        const delivery = { rawBody, signature, eventId };
        const outcome = await handleRazorpayEvent(app.db, popup, delivery, settlement.mail);
        if (outcome.kind === 'payment') {
          if (outcome.taken.toRefund)
            request.log.error(
              { orderId: outcome.orderId, outcome: outcome.taken.outcome },
              'Razorpay took a payment its order could not take: it is to be refunded',
            );
          await afterTaken(app.db, outcome.orderId, outcome.taken, settlement);
        }
        app.mail.wake();
        return { success: true as const };
      },
    );
  };
