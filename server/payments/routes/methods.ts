// GET /api/payment/methods: the shop's terms a shopper meets before buying: which ways to pay it offers, so the
// storefront shows only those, and how many days after delivery it takes pieces back.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_METHOD_NAMES } from '../../config/payments';
import { failures } from '../../schemas/entities';

const Method = Type.Union(PAYMENT_METHOD_NAMES.map((name) => Type.Literal(name)));

export const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/payment/methods',
    {
      schema: {
        tags: ['order'],
        operationId: 'listPaymentMethods',
        summary: 'The ways to pay this shop offers (PAYMENT_METHODS), in the order to show them',
        description:
          'cod is cash on delivery (POST /api/order/place), stripe a card payment (POST /api/order/stripe), razorpay the ' +
          'Razorpay popup (POST /api/order/razorpay). A method not listed answers 400 "… is not available". `sandbox` ' +
          'lists the methods that run in the offline test sandbox, where no money moves. `returnWindowDays` is how many ' +
          'days after delivery pieces can be returned or exchanged (RETURN_WINDOW_DAYS; 0: the shop takes no returns).',
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            methods: Type.Array(Method),
            sandbox: Type.Array(Method),
            returnWindowDays: Type.Integer({ minimum: 0 }),
          }),
          ...failures,
        },
      },
    },
    async () => ({
      success: true as const,
      methods: app.payments.methods,
      sandbox: app.payments.sandbox,
      returnWindowDays: app.config.returnWindowDays,
    }),
  );
};
