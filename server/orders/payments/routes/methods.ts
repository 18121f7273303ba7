// GET /api/payment/methods: which ways to pay the shop offers, so the storefront shows only those.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_METHOD_NAMES } from '../../../config/payments';
import { failures } from '../../../schemas/entities';

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
          'lists the methods that run in the offline test sandbox, where no money moves.',
        response: {
          200: Type.Object({ success: Type.Literal(true), methods: Type.Array(Method), sandbox: Type.Array(Method) }),
          ...failures,
        },
      },
    },
    async () => ({ success: true as const, methods: app.payments.methods, sandbox: app.payments.sandbox }),
  );
};
